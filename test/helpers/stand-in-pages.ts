import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RouterContextProvider } from 'react-router';
import { createInProcessFetch } from '../../server/web/in-process-fetch';
import { createPageCache, type PageCacheOptions } from '../../server/web/page-cache';
import { createPageServer } from '../../server/web/page-server';
import type { RenderTags } from '../../server/web/render-tags';
import { noiseText } from './noise';

/** What each stand-in page reads; its body is the answers, so a stale page shows. */
export const PAGES: Record<string, string[]> = {
  '/blog': ['/api/blogs'],
  // Reads nothing from the API: only a change of everything drops it.
  '/faq': [],
  // One answer without tags: any change drops it.
  '/mixed': ['/api/blogs', '/api/health'],
  '/quotes': ['/api/content/testimonials'],
  // Industry cards may link to a service: a service's change (its name, its slug) must drop them.
  '/sectors': ['/api/content/industries'],
};

/** An article's own ~3 KB of text (test/helpers/noise.ts). */
export const articleNoise = (path: string) => noiseText(path);

/**
 * Stand-in pages for the page server and page cache (mount.ts's wiring without a web build): each
 * reads the API as the web app's loaders do, so it is kept with the tags of what it read.
 * `/blogs/<anything>` is an article: it reads the blog list and carries ~3 KB of its own text.
 * `gate.wait` holds renders back; `gate.down` makes them answer 503, as pages do while the database
 * is away. `renders()` counts the renders.
 */
export function standInPages(gate: { wait?: Promise<void>; down?: boolean }, pageCacheOptions?: PageCacheOptions) {
  const fetches = new WeakMap<RouterContextProvider, typeof fetch>();
  let renders = 0;
  const render = async (request: Request, provider?: RouterContextProvider) => {
    const { pathname } = new URL(request.url);
    const article = pathname.startsWith('/blogs/');
    const reads = article ? ['/api/blogs'] : PAGES[pathname];
    if (!reads || !provider) return new Response('Not found', { status: 404 });
    renders++;
    const apiFetch = fetches.get(provider)!;
    const bodies = [];
    for (const read of reads) bodies.push(await (await apiFetch(`http://in-process${read}`)).text());
    await gate.wait;
    if (gate.down) return new Response('The database is away', { status: 503 });
    const own = article ? `<article>${articleNoise(pathname)}</article>` : '';
    return new Response(`<p>${bodies.join('|')}</p>${own}`, { headers: { 'content-type': 'text/html; charset=utf-8' } });
  };
  const pageCache = createPageCache(pageCacheOptions);
  return {
    pageCache,
    renders: () => renders,
    // As mount.ts's: changes perhaps missed (the listener reconnected) leave stale copies.
    onContentChange: (tags: readonly string[] | undefined, missed?: boolean) => (missed ? pageCache.markStale() : pageCache.invalidate(tags)),
    mount: async (app: FastifyInstance) => {
      const context = (request: FastifyRequest, _reply: FastifyReply, tags?: RenderTags) => {
        const provider = new RouterContextProvider();
        fetches.set(provider, createInProcessFetch(app, request.ip, tags));
        return provider;
      };
      const serve = createPageServer({ handle: render, handleSignedIn: render, pageCache, publicPolicy: "default-src 'self'", context });
      app.get('/*', (request, reply) => serve(request, reply));
      app.addHook('onClose', () => pageCache.close());
    },
  };
}
