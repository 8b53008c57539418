import { serviceSlugs } from '../web/content/services';

/** Every public screen of SPEC.md's route table (one path for each), the not-found page last. */
export const publicRoutes = [
  '/',
  ...serviceSlugs.map((s) => `/services/${s}`),
  '/contactus',
  '/blog',
  '/industries',
  '/howworks',
  '/faq',
  '/aboutus',
  '/this-page-does-not-exist',
];
