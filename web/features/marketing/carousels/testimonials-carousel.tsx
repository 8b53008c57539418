import { island } from '~/islands/island';
import { Carousel } from '~/components/ui/carousel';
import { testimonialsText } from '~/features/marketing/home/home-text';
import type { HomePageData } from '~/features/marketing/home/home-data';
import { Stars } from './stars';

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** The testimonials: 3 visible (2 below 1024px, 1 below 768px starting at the second), autoplay every 3 s, loop. */
export function TestimonialsCarousel({ testimonials }: { testimonials: HomePageData['testimonials'] }) {
  return (
    <Carousel
      label={testimonialsText.carouselLabel}
      autoplayDelay={3000}
      options={{ align: 'start', breakpoints: { '(max-width: 767px)': { startIndex: testimonials.length > 1 ? 1 : 0 } } }}
      slideClassName="basis-full md:basis-1/2 lg:basis-1/3"
      gapClassName={{ container: '-ml-6', slide: 'pl-6' }}
    >
      {testimonials.map((t) => (
        <figure key={t.id} className="flex h-full flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          {t.rating ? <Stars rating={t.rating} /> : null}
          <blockquote className="flex-1 text-slate-700">
            <p>“{t.quote}”</p>
          </blockquote>
          <figcaption>
            <span className="block font-semibold text-navy-900">{t.name}</span>
            {t.role || t.company ? <span className="block text-sm text-slate-600">{[t.role, t.company].filter(Boolean).join(', ')}</span> : null}
            {t.date ? (
              <time dateTime={t.date} className="text-sm text-slate-600">
                {dateFormat.format(new Date(t.date))}
              </time>
            ) : null}
          </figcaption>
        </figure>
      ))}
    </Carousel>
  );
}

export const TestimonialsCarouselIsland = island('testimonials', TestimonialsCarousel);
