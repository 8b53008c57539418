import { portfolio } from '~/content/about';
import { island } from '~/islands/island';
import { Carousel } from '~/components/ui/carousel';

/** Three portfolio images: 1.1 slides centred (1.05 at 768px and below), loop, no autoplay. */
export function PortfolioCarousel() {
  return (
    <Carousel
      label={portfolio.carouselLabel}
      options={{ align: 'center' }}
      slideClassName="basis-[95.24%] min-[769px]:basis-[90.91%]"
      gapClassName={{ container: '-ml-4', slide: 'pl-4' }}
    >
      {portfolio.slides.map((img) => (
        <img
          key={img.src}
          src={img.src}
          alt={img.alt}
          width={img.width}
          height={img.height}
          loading="lazy"
          decoding="async"
          className="h-auto w-full rounded-2xl border border-slate-200"
        />
      ))}
    </Carousel>
  );
}

export const PortfolioCarouselIsland = island('portfolio', PortfolioCarousel);
