import type { Route } from './+types/robots';

/** Staff screens are not for crawlers; everything else is. */
const DISALLOW = ['/dashboard', '/blogs/new', '/blogs/edit/', '/admin/', '/subscriptions', '/auth/'];

export function loader({ context }: Route.LoaderArgs) {
  const siteUrl = context?.siteUrl ?? 'http://localhost:3000';
  const body = ['User-agent: *', 'Allow: /', ...DISALLOW.map((p) => `Disallow: ${p}`), '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } });
}
