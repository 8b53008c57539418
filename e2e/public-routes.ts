import { sampleServices } from '../server/content/sample/services';
import { PUBLIC_PATHS } from '../web/features/blog/sitemap';

/** Every public screen of SPEC.md's route table (one path for each, as the sitemap lists them), the not-found page last. */
export const publicRoutes = [
  ...PUBLIC_PATHS,
  // The e2e server starts with the sample content: its service pages.
  ...sampleServices.map((s) => `/services/${s.data.slug!}`),
  // The site's search with results (issue 48 point 4): not in the sitemap (never indexed).
  '/search?q=scraping',
  // Booking the first call (issue 47): rendered for every request, its times change by the minute.
  '/book',
  '/this-page-does-not-exist',
];
