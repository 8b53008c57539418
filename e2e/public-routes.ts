import { PUBLIC_PATHS } from '../web/features/blog/sitemap';

/** Every public screen of SPEC.md's route table (one path for each, as the sitemap lists them), the not-found page last. */
export const publicRoutes = [...PUBLIC_PATHS, '/this-page-does-not-exist'];
