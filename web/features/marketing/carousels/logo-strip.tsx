import { island } from '~/islands/island';
import { Carousel } from '~/components/ui/carousel';
import { logosText } from '~/features/marketing/home/home-text';
import type { HomePageData } from '~/features/marketing/home/home-data';

/** Client logos: 5 visible (4 below 1024px, 3 below 768px, 2 below 480px), autoplay every 2 s; a logo with a link leads to the client. */
export function LogoStrip({ logos }: { logos: HomePageData['logos'] }) {
  return (
    <Carousel
      label={logosText.carouselLabel}
      autoplayDelay={2000}
      options={{ align: 'start', dragFree: false }}
      slideClassName="basis-1/2 min-[480px]:basis-1/3 md:basis-1/4 lg:basis-1/5"
    >
      {logos.map((logo) => {
        const img = (
          <img
            src={logo.image.src}
            alt={logo.image.alt}
            width={logo.image.width}
            height={logo.image.height}
            loading="lazy"
            decoding="async"
            className="after-first-paint client-logo h-10 w-auto max-w-full opacity-80 grayscale transition hover:opacity-100 hover:grayscale-0"
          />
        );
        return (
          <div key={logo.id} className="flex h-20 items-center justify-center px-4">
            {logo.url ? (
              <a href={logo.url} rel="noopener noreferrer">
                {img}
              </a>
            ) : (
              img
            )}
          </div>
        );
      })}
    </Carousel>
  );
}

export const LogoStripIsland = island('logo-strip', LogoStrip);
