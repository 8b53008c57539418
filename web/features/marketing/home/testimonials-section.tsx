import { testimonialsSection } from '~/content/home';
import { TestimonialsCarouselIsland } from '~/features/marketing/carousels/testimonials-carousel';
import { SectionTitle } from './section-title';
import { container } from './styles';

export function TestimonialsSection() {
  return (
    <section aria-labelledby="testimonials-title" className="bg-slate-50 py-16">
      <div className={container}>
        <SectionTitle id="testimonials-title" title={testimonialsSection.title} />
        <div className="mt-10">
          <TestimonialsCarouselIsland />
        </div>
      </div>
    </section>
  );
}
