import { LogoStripIsland } from '../components/carousels/logo-strip';
import { PortfolioCarouselIsland } from '../components/carousels/portfolio-carousel';
import { TestimonialsCarouselIsland } from '../components/carousels/testimonials-carousel';
import { FaqExplorerIsland } from '../components/faq/faq-explorer';
import { ContactFormIsland } from '../components/forms/contact-form';
import { MissingPathLoggerIsland } from '../components/layout/missing-path-logger';
import { NewsletterIsland } from '../components/layout/newsletter-box';
import { SiteHeaderIsland } from '../components/layout/site-header';

/** Every island a public page may hold; the browser entry hydrates them by name. */
export const islands = [
  SiteHeaderIsland,
  NewsletterIsland,
  ContactFormIsland,
  LogoStripIsland,
  TestimonialsCarouselIsland,
  PortfolioCarouselIsland,
  FaqExplorerIsland,
  MissingPathLoggerIsland,
] as const;
