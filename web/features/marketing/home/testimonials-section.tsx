import { TestimonialsCarouselIsland } from '~/features/marketing/carousels/testimonials-carousel';
import { testimonialsText } from './home-text';
import type { HomePageData } from './home-data';
import { SectionTitle } from './section-title';
import { container } from './styles';

/** The published testimonials (with a preview link: the one previewed too); nothing when there is none. */
export function TestimonialsSection({ testimonials }: { testimonials: HomePageData['testimonials'] }) {
  if (testimonials.length === 0) return null;
  return (
    <section aria-labelledby="testimonials-title" className="bg-slate-50 py-16">
      <div className={container}>
        <SectionTitle id="testimonials-title" title={testimonialsText.title} />
        <div className="mt-10">
          <TestimonialsCarouselIsland testimonials={testimonials} />
        </div>
      </div>
    </section>
  );
}
