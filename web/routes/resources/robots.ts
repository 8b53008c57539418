import { serverApi } from '~/lib/api/server-api.server';
import { webLoadContext } from '~/lib/load-context';
import type { Route } from './+types/robots';

/**
 * Staff screens are not for crawlers; everything else is. Rules are prefixes unless they end in
 * '$', so /blogs (the staff list) and /blogs/new are end-anchored: a plain '/blogs/new' would also
 * block articles such as /blogs/news-scraping-guide. The '/' variants cover the same screens with
 * a trailing slash, which the router serves too.
 */
export const DISALLOW = [
  '/dashboard',
  '/subscriptions',
  '/admin/',
  '/auth/',
  '/users',
  '/blogs$',
  '/blogs/$',
  '/blogs/new$',
  '/blogs/new/$',
  '/blogs/edit/',
] as const;

/** Before an admin launches the site (decision 115): nothing is for crawlers, and no sitemap is named. */
export const NOT_LAUNCHED_ROBOTS_TXT = ['User-agent: *', 'Disallow: /', ''].join('\n');

export function robotsTxt(siteUrl: string, launched = true): string {
  if (!launched) return NOT_LAUNCHED_ROBOTS_TXT;
  return ['User-agent: *', 'Allow: /', ...DISALLOW.map((p) => `Disallow: ${p}`), '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n');
}

export async function loader({ context }: Route.LoaderArgs) {
  const { siteUrl } = webLoadContext(context);
  const { launched } = await serverApi(context).launchChecklist.status();
  return new Response(robotsTxt(siteUrl, launched), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
