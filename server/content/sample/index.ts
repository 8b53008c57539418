import type { SampleContent } from './types';
import { sampleCaseStudies } from './case-studies';
import { sampleCompany } from './company';
import { sampleFaq } from './faq';
import { sampleHome } from './home';
import { sampleIndustries } from './industries';
import { sampleLogos } from './logos';
import { sampleOffices } from './offices';
import { samplePages } from './pages';
import { sampleServices } from './services';
import { sampleTeam } from './team';
import { sampleTestimonials } from './testimonials';

/**
 * The first-start sample site (decision 074): today's web/content text as content items, every one
 * marked `sample`. Server-side seed data only; the pages read the database, never this.
 */
export const SAMPLE_CONTENT: SampleContent = {
  company: sampleCompany,
  home: sampleHome,
  services: sampleServices,
  industries: sampleIndustries,
  testimonials: sampleTestimonials,
  logos: sampleLogos,
  'case-studies': sampleCaseStudies,
  faq: sampleFaq,
  offices: sampleOffices,
  team: sampleTeam,
  pages: samplePages,
};
