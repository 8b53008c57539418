import { logos, logoStripLabel } from '~/content/logos';
import { island } from '~/islands/island';
import { Carousel } from '~/components/ui/carousel';

/** Client logos: 5 visible (4 below 1024px, 3 below 768px, 2 below 480px), autoplay every 2 s. */
export function LogoStrip() {
  return (
    <Carousel
      label={logoStripLabel}
      autoplayDelay={2000}
      options={{ align: 'start', dragFree: false }}
      slideClassName="basis-1/2 min-[480px]:basis-1/3 md:basis-1/4 lg:basis-1/5"
    >
      {logos.map((logo) => (
        <div key={logo.id} className="flex h-20 items-center justify-center px-4">
          <img
            src={logo.image}
            alt={logo.alt}
            width={logo.width}
            height={logo.height}
            loading="lazy"
            decoding="async"
            style={logo.marginTop ? { marginTop: logo.marginTop } : undefined}
            className="h-10 w-auto max-w-full opacity-80 grayscale transition hover:opacity-100 hover:grayscale-0"
          />
        </div>
      ))}
    </Carousel>
  );
}

export const LogoStripIsland = island('logo-strip', LogoStrip);
