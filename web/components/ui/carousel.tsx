import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { Children, useEffect, useMemo, type ReactNode } from 'react';

type EmblaOptions = NonNullable<Parameters<typeof useEmblaCarousel>[0]>;

interface CarouselProps {
  /** Accessible name of the carousel region. */
  label: string;
  options?: EmblaOptions;
  /** Autoplay interval in ms; none when omitted. Never plays under prefers-reduced-motion. */
  autoplayDelay?: number;
  /** Width of each slide as CSS classes (flex-basis per breakpoint), so the server HTML has the final layout. */
  slideClassName: string;
  /** Horizontal gap between slides, as a padding class on the slide and a matching negative margin. */
  gapClassName?: { container: string; slide: string };
  className?: string;
  children: ReactNode;
}

/**
 * The one Embla wrapper behind the logo strip and the testimonials (SPEC.md section 9; the portfolio became case studies, issue 30).
 * Every slide is in the server HTML; Embla only moves the track with transforms, so there is
 * no layout shift when it starts. Autoplay pauses on hover and while focus is inside.
 */
export function Carousel({ label, options, autoplayDelay, slideClassName, gapClassName, className = '', children }: CarouselProps) {
  // One slide does not move: Embla leaves itself inactive and its autoplay plugin uninitialised (play() would throw).
  const moves = Children.count(children) > 1;
  const plugins = useMemo(
    () =>
      autoplayDelay && moves
        ? [Autoplay({ delay: autoplayDelay, playOnInit: false, stopOnInteraction: false, stopOnMouseEnter: true, stopOnFocusIn: true })]
        : [],
    [autoplayDelay, moves],
  );
  const [emblaRef, emblaApi] = useEmblaCarousel({ loop: true, duration: 25, ...options }, plugins);

  useEffect(() => {
    const autoplay = emblaApi?.plugins().autoplay;
    if (!autoplay) return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)');
    const apply = () => (reduced.matches ? autoplay.stop() : autoplay.play());
    apply();
    reduced.addEventListener('change', apply);
    return () => reduced.removeEventListener('change', apply);
  }, [emblaApi]);

  const slides = Children.toArray(children);
  return (
    <section aria-roledescription="carousel" aria-label={label} className={className}>
      <div ref={emblaRef} className="overflow-hidden">
        <div className={`flex touch-pan-y ${gapClassName?.container ?? ''}`}>
          {slides.map((slide, i) => (
            <div
              key={i}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${slides.length}`}
              className={`min-w-0 shrink-0 grow-0 ${gapClassName?.slide ?? ''} ${slideClassName}`}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
