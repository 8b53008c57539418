import { allPublishedPosts, postPath, xmlEscape, xmlResponse } from '~/components/blog/feed';
import { serverApi } from '~/lib/api.server';
import type { Route } from './+types/sitemap';

/** SPEC.md's route table: the public pages (staff screens and /users are left out). */
const SERVICE_SLUGS = [
  'bulk-data-scrapping',
  'custom-web-scraping',
  'web-automation',
  'ai-powered-bots',
  'daily-data',
  'api-integration',
  'server-setup',
  'powerbi-design',
];
const PUBLIC_PATHS = ['/', ...SERVICE_SLUGS.map((s) => `/services/${s}`), '/contactus', '/blog', '/industries', '/howworks', '/faq', '/aboutus'];

export async function loader({ context }: Route.LoaderArgs) {
  const siteUrl = context?.siteUrl ?? 'http://localhost:3000';
  const posts = await allPublishedPosts(serverApi(context));
  const url = (loc: string, lastmod?: string) =>
    `  <url><loc>${xmlEscape(siteUrl + loc)}</loc>${lastmod ? `<lastmod>${xmlEscape(lastmod)}</lastmod>` : ''}</url>`;
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...PUBLIC_PATHS.map((p) => url(p)),
    ...posts.map((post) => url(postPath(post.slug), post.updatedAt)),
    '</urlset>',
    '',
  ].join('\n');
  return xmlResponse(body, 'application/xml');
}
