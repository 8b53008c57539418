import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RouterContextProvider, type ServerBuild } from 'react-router';
import { afterAll, describe, expect, it } from 'vitest';
import type { Blog } from '@contract/blogs';
import { missingPaths } from '../../server/db/schema/index';
import { pageRenders } from '../../server/observability/metrics';
import { createInProcessFetch } from '../../server/web/in-process-fetch';
import { createMissingPathCheck } from '../../server/web/missing-paths';
import { loadWeb } from '../../server/web/mount';
import { createPageCache } from '../../server/web/page-cache';
import { createPageServer } from '../../server/web/page-server';
import type { RenderTags } from '../../server/web/render-tags';
import { localContentChanges } from '../../server/db/change-notifier';
import { buildTestApp } from '../helpers/app';
import { hasWebBuild, webConfig } from '../helpers/web-build';

/**
 * A missing page costs what a kept page does (issue 40 point 6, decision 090): a path only the
 * catch-all route matches gets the one not-found page rendered for all of them, with its own path
 * written in; a path a real route matches (`/blogs/<slug>`) is still looked up, and becomes the page
 * once it exists; the missing paths are still counted for the redirects screen, in memory first.
 */

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** The web app's route tree in miniature, as a build's manifest lists it (web/routes.ts). */
const ROUTES = {
  root: { id: 'root', path: '', module: {} },
  'routes/marketing/layout': { id: 'routes/marketing/layout', parentId: 'root', module: {} },
  'routes/marketing/home': { id: 'routes/marketing/home', parentId: 'routes/marketing/layout', index: true, module: {} },
  'routes/marketing/faq': { id: 'routes/marketing/faq', parentId: 'routes/marketing/layout', path: 'faq', module: {} },
  'routes/blog/article': { id: 'routes/blog/article', parentId: 'routes/marketing/layout', path: 'blogs/:slug', module: {} },
  'routes/marketing/not-found': { id: 'routes/marketing/not-found', parentId: 'routes/marketing/layout', path: '*', module: {} },
  'routes/resources/og-image': { id: 'routes/resources/og-image', parentId: 'root', path: 'og/*', module: {} },
} as unknown as ServerBuild['routes'];

const renderCount = async (kind: string) => (await pageRenders.get()).values.find((v) => v.labels.kind === kind)?.value ?? 0;

describe('which paths are known missing from the routes alone', () => {
  const isMissing = createMissingPathCheck(ROUTES);
  it('is a path only the catch-all matches, not one a real route (or another splat) matches', () => {
    for (const p of ['/nope', '/wp-login.php', '/.env', '/blog/no-such-post', '/faq/more', '/blogs/a/b']) expect(isMissing(p), p).toBe(true);
    for (const p of ['/', '/faq', '/blogs/any-slug', '/og/index.png']) expect(isMissing(p), p).toBe(false);
  });
});

/** Stand-in pages that read the API as the web app's loaders do; each render counted by path. */
function standInPages(suggestions = { maxPages: 100, rendersPerMinute: 60 }) {
  const renders: string[] = [];
  const urls: string[] = [];
  const fetches = new WeakMap<RouterContextProvider, typeof fetch>();
  const html = (status: number, body: string) =>
    new Response(`<!doctype html><main>${body}</main>`, { status, headers: { 'content-type': 'text/html; charset=utf-8' } });
  const render = async (request: Request, provider?: RouterContextProvider) => {
    const { pathname } = new URL(request.url);
    renders.push(pathname);
    urls.push(request.url);
    const apiFetch = fetches.get(provider!)!;
    const slug = /^\/blogs\/([^/]+)$/.exec(pathname)?.[1];
    if (slug) {
      const res = await apiFetch(`http://in-process/api/blogs/${slug}`);
      return res.ok ? html(200, `<h1>${((await res.json()) as Blog).title}</h1>`) : html(404, 'Blog not found');
    }
    if (pathname === '/faq') return html(200, 'FAQ');
    // The not-found page: its shell reads the blog (as the real one reads the site's content), and it shows the path three ways.
    const posts = ((await (await apiFetch('http://in-process/api/blogs')).json()) as unknown[]).length;
    // The real page suggests pages by the words the page server passes (decision 119); this one shows them.
    const words = new URL(request.url).searchParams.get('words');
    return html(
      404,
      `<code>${pathname}</code><link rel="canonical" href="http://localhost:3000${pathname}">` +
        `<script type="application/json">{"path":"${pathname}"}</script><p>posts: ${posts}</p><p>words: ${words}</p>`,
    );
  };
  const pageCache = createPageCache();
  return {
    renders,
    urls,
    pageCache,
    mount: async (app: FastifyInstance) => {
      const context = (request: FastifyRequest, _reply: FastifyReply, tags?: RenderTags) => {
        const provider = new RouterContextProvider();
        fetches.set(provider, createInProcessFetch(app, request.ip, tags));
        return provider;
      };
      const serve = createPageServer({
        handle: render,
        handleSignedIn: render,
        pageCache,
        publicPolicy: "default-src 'self'",
        context,
        isMissing: createMissingPathCheck(ROUTES),
        suggestions,
      });
      app.get('/*', (request, reply) => serve(request, reply));
    },
  };
}

describe('the not-found page, rendered once for every missing path', async () => {
  const pages = standInPages();
  const contentChanges = localContentChanges();
  const { app, database, loginAs } = await buildTestApp(
    {},
    { web: pages.mount, contentChanges, onContentChange: (tags) => pages.pageCache.invalidate(tags) },
  );
  const staff = await loginAs('admin');
  const visit = (url: string) => app.inject({ method: 'GET', url, headers: { 'user-agent': BROWSER } });
  const publish = async (title: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/blogs/new',
      headers: staff.bearerHeaders,
      payload: { title, content: '<p>x</p>', isPublished: true },
    });
    expect(res.statusCode).toBe(201);
    return res.json() as Blog;
  };
  /** Renders of the not-found page itself (none of /blogs/… or /faq). */
  const notFoundRenders = () => pages.renders.filter((p) => p.startsWith('/__missing-')).length;

  it('renders it once: a second missing path, and the same one again, are not rendered, and each shows its own path', async () => {
    const before = await renderCount('not-found');
    const first = await visit('/nope-1');
    expect(first.statusCode).toBe(404);
    expect(notFoundRenders()).toBe(1);
    // Paths with the same words ("nope", "login") share their render (decision 119); paths without words share the plain one.
    for (const url of ['/nope-1', '/nope-2', '/nope?action=register', '/.env', '/wp/1.php']) {
      const res = await visit(url);
      const shown = url.split('?')[0]!;
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['x-page-cache'], url).toBe('not-found');
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.body).toContain(`<code>${shown}</code>`);
      expect(res.body).toContain(`href="http://localhost:3000${shown}"`);
      expect(res.body).toContain(`{"path":"${shown}"}`);
      expect(res.body).not.toContain('__missing-');
      // The same bytes for every visitor, so the public pages' policy (this server's stand-in one).
      expect(res.headers['content-security-policy']).toBe("default-src 'self'");
    }
    expect(notFoundRenders()).toBe(2);
    expect(pages.renders.filter((p) => !p.startsWith('/__missing-'))).toEqual([]);
    expect((await renderCount('not-found')) - before).toBe(2);
    expect((await visit('/nope-2')).body).toContain('words: nope');
    expect((await visit('/.env')).body).toContain('words: </p>');
  });

  it('renders it again after a change to what it read, and shows the change', async () => {
    // Renders of this path's words (a post's save also asks for /sitemap.xml, missing from these stand-in routes).
    const wordRenders = () => pages.urls.filter((u) => u.endsWith('?words=nope')).length;
    const renders = wordRenders();
    expect((await visit('/nope-3')).body).toContain('posts: 0');
    await publish('A post that changes the shell');
    const after = await visit('/nope-3');
    expect(after.statusCode).toBe(404);
    expect(after.body).toContain('posts: 1');
    expect(wordRenders()).toBe(renders + 1);
  });

  it('still looks up a path a real route matches: /blogs/<slug> is rendered each time, and is the page once the post is published', async () => {
    const before = pages.renders.length;
    for (let i = 0; i < 2; i++) {
      const res = await visit('/blogs/published-later');
      expect(res.statusCode).toBe(404);
      expect(res.headers['x-page-cache']).not.toBe('not-found');
    }
    // The shared not-found page may render again meanwhile: the last test's publish can reach this process late
    // (LISTEN/NOTIFY on PostgreSQL; seen in a CI run), and a save also re-renders what it changed.
    expect(pages.renders.slice(before).filter((p) => !p.startsWith('/__missing-'))).toEqual(['/blogs/published-later', '/blogs/published-later']);
    const post = await publish('Published later');
    expect(post.slug).toBe('published-later');
    const res = await visit('/blogs/published-later');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<h1>Published later</h1>');
  });

  it('renders for itself a missing path the shared page cannot show as it is (a quote), and signed-in visitors’ 404s', async () => {
    const renders = pages.renders.length;
    const quoted = await visit("/it's-gone");
    expect(quoted.statusCode).toBe(404);
    expect(quoted.headers['x-page-cache']).toBe('bypass');
    const signedIn = await app.inject({ method: 'GET', url: '/nope-1', headers: staff.cookieHeaders });
    expect(signedIn.statusCode).toBe(404);
    // Only what rendered for itself: the shared page may be rendered again meanwhile, when the last test's
    // publish reaches this process late (LISTEN/NOTIFY on PostgreSQL; seen once in a rehearsal).
    expect(pages.renders.slice(renders).filter((p) => !p.startsWith('/__missing-'))).toEqual(["/it's-gone", '/nope-1']);
  });

  it('still counts missing paths for the redirects screen, in memory until the batched write', async () => {
    await app.redirects.counts.flush();
    await database.db.delete(missingPaths);
    for (let i = 0; i < 3; i++) expect((await visit('/counted-missing')).statusCode).toBe(404);
    expect(await database.db.select().from(missingPaths)).toEqual([]);
    const listed = await app.inject({ method: 'GET', url: '/api/redirects/missing?days=30', headers: staff.bearerHeaders });
    expect(listed.statusCode).toBe(200);
    expect((listed.json() as { path: string; hits: number }[]).find((r) => r.path === '/counted-missing')?.hits).toBe(3);
  });
});

describe.skipIf(!hasWebBuild)('the real not-found page (web build)', async () => {
  if (!hasWebBuild) return;
  const web = (await loadWeb(webConfig()))!;
  const { app } = await buildTestApp({}, { web: web.mount, onContentChange: web.onContentChange });
  afterAll(() => app.close());

  it('is rendered once for two missing paths, each shown with its own path wherever a render for that path shows it', async () => {
    const before = await renderCount('not-found');
    // Two paths with the same words ("nope abc", decision 119).
    const first = await app.inject({ method: 'GET', url: '/nope/abc', headers: { 'user-agent': BROWSER } });
    const second = await app.inject({ method: 'GET', url: '/nope-abc', headers: { 'user-agent': BROWSER } });
    expect((await renderCount('not-found')) - before).toBe(1);
    for (const [res, shown] of [
      [first, '/nope/abc'],
      [second, '/nope-abc'],
    ] as const) {
      expect(res.statusCode).toBe(404);
      expect(res.headers['x-page-cache']).toBe('not-found');
      expect(res.body).toContain('Oops! Page not found');
      expect(res.body).toContain(shown);
      expect(res.body).not.toContain('__missing-');
      // The same bytes for every visitor, so the public pages' policy: no nonce, its inline stylesheet by hash.
      const csp = res.headers['content-security-policy'] as string;
      expect(csp).not.toContain("'nonce-");
      expect(/style-src ([^;]*)/.exec(csp)?.[1]).not.toContain("'unsafe-inline'");
    }
    // One page with the path written in: the same bytes but for the path, which shows wherever the
    // page rendered for that path alone shows it (a session cookie's render: every time, untrimmed stylesheet).
    const count = (body: string, text: string) => body.split(text).length - 1;
    expect(second.body.split('/nope-abc').join('/X')).toBe(first.body.split('/nope/abc').join('/X'));
    const alone = await app.inject({ method: 'GET', url: '/nope-abc', headers: { 'user-agent': BROWSER, cookie: 'sid=not-a-session' } });
    expect(alone.statusCode).toBe(404);
    expect(count(second.body, '/nope-abc')).toBeGreaterThanOrEqual(3);
    expect(count(second.body, '/nope-abc')).toBe(count(alone.body, '/nope-abc'));
  });
});

describe("not-found pages with suggestions: one per missing path's words, a few a minute, a few kept (decision 119)", async () => {
  const pages = standInPages({ maxPages: 5, rendersPerMinute: 8 });
  const { app } = await buildTestApp({}, { web: pages.mount });
  const visit = (url: string) => app.inject({ method: 'GET', url, headers: { 'user-agent': BROWSER } });
  const notFoundRenders = () => pages.renders.filter((p) => p.startsWith('/__missing-')).length;
  const letters = (n: number) => n.toString(26).replace(/./g, (d) => String.fromCharCode(97 + parseInt(d, 26)));

  it('renders the words of 8 new paths, gives the next ones the plain page, keeps the newest 5 and serves those without a render', async () => {
    const answers = [];
    for (let i = 0; i < 10; i++) answers.push(await visit(`/scan-${letters(1000 + i)}.php`));
    expect(answers.every((res) => res.statusCode === 404 && res.headers['x-page-cache'] === 'not-found')).toBe(true);
    expect(answers.slice(0, 8).map((res, i) => res.body.includes(`words: scan ${letters(1000 + i)}<`))).toEqual(Array(8).fill(true));
    expect(answers.slice(8).every((res) => res.body.includes('words: </p>'))).toBe(true);
    // 8 with words and the plain one.
    expect(notFoundRenders()).toBe(9);
    expect(pages.pageCache.get(`not-found:scan ${letters(1000)}`)).toBeUndefined();
    expect(pages.pageCache.get(`not-found:scan ${letters(1007)}`)).toBeDefined();
    // A kept set of words again, by another path: no render.
    expect((await visit(`/scan/${letters(1007)}`)).body).toContain(`words: scan ${letters(1007)}<`);
    expect(notFoundRenders()).toBe(9);
  });
});
