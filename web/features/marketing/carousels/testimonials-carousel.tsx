import { testimonials } from '~/content/testimonials';
import { island } from '~/islands/island';
import { Carousel } from '~/components/ui/carousel';
import { Stars } from './stars';

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** Seven reviews: 3 visible (2 below 1024px, 1 below 768px starting at the second), autoplay every 3 s (the slider default the original used), loop. */
export function TestimonialsCarousel() {
  return (
    <Carousel
      label="Client testimonials"
      autoplayDelay={3000}
      options={{ align: 'start', breakpoints: { '(max-width: 767px)': { startIndex: 1 } } }}
      slideClassName="basis-full md:basis-1/2 lg:basis-1/3"
      gapClassName={{ container: '-ml-6', slide: 'pl-6' }}
    >
      {testimonials.map((t) => (
        <figure key={t.name} className="flex h-full flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <Stars rating={t.rating} />
          <blockquote className="flex-1 text-slate-700">
            <p>“{t.review}”</p>
          </blockquote>
          <figcaption>
            <span className="block font-semibold text-navy-900">{t.name}</span>
            <time dateTime={t.date} className="text-sm text-slate-600">
              {dateFormat.format(new Date(t.date))}
            </time>
          </figcaption>
        </figure>
      ))}
    </Carousel>
  );
}

export const TestimonialsCarouselIsland = island('testimonials', TestimonialsCarousel);
