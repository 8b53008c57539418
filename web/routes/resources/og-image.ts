import { serverApi } from '~/lib/api/server-api.server';
import { webLoadContext } from '~/lib/load-context';
import { siteContent } from '~/lib/site-content.server';
import { socialCardText } from '~/lib/social-card-text.server';
import type { Route } from './+types/og-image';

const notFound = () => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

/**
 * /og/{page path}.png (/og/index.png for Home): the page's 1200×630 social card, drawn by the
 * server from the page's title and kept by the hash of its words (decision 077).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const match = /^(.+)\.png$/.exec(params['*'] ?? '');
  const { socialCard } = webLoadContext(context);
  if (!match || !socialCard) return notFound();
  const path = match[1] === 'index' ? '/' : `/${match[1]}`;
  const text = await socialCardText(path, serverApi(context).blogs, siteContent({ context, request }));
  if (!text) return notFound();
  const { png, hash } = await socialCard(text);
  const headers = { ETag: `"${hash}"`, 'Cache-Control': 'public, max-age=86400' };
  if (request.headers.get('If-None-Match') === headers.ETag) return new Response(null, { status: 304, headers });
  return new Response(png, { headers: { ...headers, 'Content-Type': 'image/png' } });
}
