import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Blog } from '@contract/blogs';
import { LAUNCH_CHECK_IDS } from '@contract/launch-checklist';
import { loadWeb } from '../../server/web/mount';
import { buildTestApp } from '../helpers/app';
import { serviceData } from '../helpers/content-fixtures';
import { hasWebBuild, webConfig } from '../helpers/web-build';

/**
 * Public pages as the page cache serves them (issue 24): one kept page per URL that matters,
 * validators and caching headers, reads that the public limit does not count, 503 rather than 500
 * when data is unavailable, and the kept copy through an outage (issue 23). Needs the web build.
 */

/**
 * The blog API answers 503 while `failing.now` (a database away), as the error handler would;
 * while `failing.held` is set, the sitemap's list waits for it (a slow rebuild).
 */
function failingBlogApi(failing: { now: boolean; held?: Promise<void> }) {
  return (app: FastifyInstance) =>
    app.addHook('onRequest', async (request, reply) => {
      if (failing.now && /^\/api\/blog(s|-summaries|-sitemap)\b/.test(request.url)) return reply.code(503).send({ message: 'Database unavailable' });
      if (failing.held && request.url.startsWith('/api/blog-sitemap')) await failing.held;
    });
}

describe.skipIf(!hasWebBuild)('public pages from the page cache', async () => {
  if (!hasWebBuild) return;
  let clock = Date.now();
  const failing: { now: boolean; held?: Promise<void> } = { now: false };
  const web = (await loadWeb(webConfig(), { pageCache: { now: () => clock } }))!;
  const { app, loginAs } = await buildTestApp(
    { RATE_LIMIT_READS_PER_MINUTE: 3 },
    {
      web: async (instance) => {
        failingBlogApi(failing)(instance);
        await web.mount(instance);
      },
      onContentChange: web.onContentChange,
    },
  );
  const staff = await loginAs('admin');
  // A live site (decision 115): its sitemap lists the pages.
  const launched = await app.inject({
    method: 'POST',
    url: '/api/admin/launch',
    headers: staff.bearerHeaders,
    payload: { confirmed: [...LAUNCH_CHECK_IDS] },
  });
  expect(launched.statusCode, launched.body).toBe(200);
  const posts: Blog[] = [];
  for (let i = 0; i < 6; i++) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/blogs/new',
      headers: staff.bearerHeaders,
      payload: { title: `Public page ${i}`, content: '<p>Hello</p>', isPublished: true },
    });
    expect(res.statusCode).toBe(201);
    posts.push(res.json() as Blog);
  }
  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  it('a campaign query is the same kept page: tracking parameters neither split the cache nor reach the page', async () => {
    const url = `/blogs/${posts[0]!.slug}`;
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    const campaign = await get(`${url}?utm_source=newsletter&utm_medium=email&gclid=abc&fbclid=def&ref=hn`);
    expect(campaign.statusCode).toBe(200);
    expect(campaign.headers['x-page-cache']).toBe('hit');
    expect(campaign.body).toBe(first.body);
    expect(campaign.body).not.toContain('utm_source');
    // Another campaign value, still the one entry.
    expect((await get(`${url}?utm_source=x${Date.now()}`)).headers['x-page-cache']).toBe('hit');
    // The list keeps the parameter it reads.
    expect((await get('/blog?utm_campaign=a&page=1')).headers['x-page-cache']).toBe('miss');
    expect((await get('/blog?page=1&mc_cid=9')).headers['x-page-cache']).toBe('hit');
  });

  it('/contactus?service= preselects that published service in the server HTML, rendered for itself; other values are the plain form', async () => {
    for (const data of [
      { ...serviceData('Daily Data Feeds'), slug: 'daily-data', formService: 'Daily Data Feeds' },
      { ...serviceData('Bulk Data Scraping'), slug: 'bulk-data-scrapping', formService: 'Web Scraping' },
    ]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/content/services',
        headers: staff.bearerHeaders,
        payload: { data, action: 'publish' },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const preselected = '<option value="Daily Data Feeds" selected="">';
    const first = await get('/contactus?service=daily-data&utm_source=services');
    expect(first.statusCode).toBe(200);
    // Never kept (decision 114): a made-up value must not take a place in the page cache.
    expect(first.headers['x-page-cache']).toBeUndefined();
    expect(first.body).toContain(preselected);
    expect((await get('/contactus?service=daily-data')).headers['x-page-cache']).toBeUndefined();
    // Its name, as a page may spell it, preselects it too.
    expect((await get('/contactus?service=Daily%20Data%20Feeds')).body).toContain(preselected);
    // SPEC's old links name an old choice: the published service standing for it is chosen (decision 114).
    const old = await get('/contactus?service=web-scraping');
    expect(old.body).toContain('<option value="Bulk Data Scraping" selected="">');
    // An unknown value is the plain form: no service is chosen, the select shows its placeholder.
    for (const url of ['/contactus', '/contactus?service=casino-odds']) {
      const plain = await get(url);
      expect(plain.statusCode).toBe(200);
      expect(plain.body).toContain('<option value="" disabled="" selected="">Select a service');
    }
  });

  it('public pages: strong ETag, public caching, 304 on If-None-Match (hits too), no nonce', async () => {
    const first = await get('/faq', { 'accept-encoding': 'br' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+-br"$/);
    expect(String(first.headers['content-security-policy'])).not.toContain('nonce-');
    const again = await get('/faq', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.headers['x-page-cache']).toBe('hit');
    expect(again.headers.etag).toBe(etag);
    expect(again.body).toBe('');
    // Weak comparison (a proxy may weaken it), any encoding of the same content.
    expect((await get('/faq', { 'if-none-match': `W/${etag}` })).statusCode).toBe(304);
    const plain = await get('/faq');
    expect(plain.headers.etag).toBe(etag.replace('-br"', '"'));
    expect((await get('/faq', { 'if-none-match': '"something-else"' })).statusCode).toBe(200);
    // The same bytes for every visitor: two visitors, one body, one tag.
    expect((await get('/faq?utm_source=a')).body).toBe(plain.body);
    // A hashed asset is sent without a nonce of its own either.
    const script = /<script data-islands="(\/assets\/[^"]+\.js)"/.exec(plain.body)?.[1];
    expect(script).toBeTruthy();
    const asset = await get(script!);
    expect(asset.statusCode).toBe(200);
    expect(String(asset.headers['content-security-policy'])).not.toContain('nonce-');
  });

  it('staff pages and sign-in stay private, no-store', async () => {
    const dashboard = await get('/dashboard', staff.cookieHeaders);
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.headers['cache-control']).toBe('private, no-store');
    expect(dashboard.headers.etag).toBeUndefined();
    const signIn = await get('/auth/login');
    expect(signIn.headers['cache-control']).toBe('private, no-store');
    expect(String(signIn.headers['content-security-policy'])).toContain('nonce-');
  });

  it("pages' own reads pass the public limit; the public API answers 429 with Retry-After", async () => {
    // Limit 3 reads a minute: six article renders read the API six times from this address.
    for (const post of posts) {
      const res = await get(`/blogs/${post.slug}?utm_source=limit`);
      expect(res.statusCode, post.slug).toBe(200);
    }
    const statuses: number[] = [];
    let limited;
    for (let i = 0; i < 5; i++) {
      const res = await get(`/api/blogs/${posts[1]!.slug}`);
      statuses.push(res.statusCode);
      if (res.statusCode === 429) limited = res;
    }
    expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
    expect(limited?.statusCode).toBe(429);
    expect(Number(limited?.headers['retry-after'])).toBeGreaterThan(0);
    // A page rendered now still reads what it shows.
    web.onContentChange();
    expect((await get(`/blogs/${posts[1]!.slug}`)).statusCode).toBe(200);
    // An outside request cannot pass as a page's read.
    expect((await get(`/api/blogs/${posts[1]!.slug}`, { 'x-in-process-read': 'guess' })).statusCode).toBe(429);
  });

  it('data unavailable: 503 with Retry-After and a readable page; a kept page is served stale', async () => {
    web.onContentChange();
    const kept = `/blogs/${posts[2]!.slug}`;
    const fresh = await get(kept);
    expect(fresh.headers['x-page-cache']).toBe('miss');
    // A day and more later (a page whose reads are all tagged stays fresh a day, decision 109), the database is away.
    clock += 24 * 60 * 60_000 + 1_000;
    failing.now = true;
    try {
      const stale = await get(`${kept}?utm_source=outage`);
      expect(stale.statusCode).toBe(200);
      expect(stale.headers['x-page-cache']).toBe('stale');
      expect(stale.body).toBe(fresh.body);
      // The next request within the retry pause does not render again.
      expect((await get(kept)).headers['x-page-cache']).toBe('stale');

      const never = await get(`/blogs/${posts[3]!.slug}`);
      expect(never.statusCode).toBe(503);
      expect(Number(never.headers['retry-after'])).toBeGreaterThan(0);
      expect(never.headers['cache-control']).toBe('private, no-store');
      expect(never.body).toContain('This page is unavailable for a moment');
      const list = await get('/blog?page=1');
      expect(list.statusCode).toBe(503);
      expect(list.headers['retry-after']).toBeDefined();
    } finally {
      failing.now = false;
    }
    // Back: the next render after the pause replaces the stale copy.
    clock += 6_000;
    const back = await get(kept);
    expect(back.statusCode).toBe(200);
    expect(back.headers['x-page-cache']).toBe('miss');
  });

  it('a blog write answers without waiting for the sitemap: its rebuild runs after, and /sitemap.xml then lists the new post (decision 108)', async () => {
    expect((await get('/sitemap.xml')).statusCode).toBe(200);
    let release!: () => void;
    failing.held = new Promise<void>((resolve) => (release = resolve));
    try {
      const started = Date.now();
      const created = await app.inject({
        method: 'POST',
        url: '/api/blogs/new',
        headers: staff.bearerHeaders,
        payload: { title: 'Listed after the save answers', content: '<p>New</p>', isPublished: true },
      });
      expect(created.statusCode).toBe(201);
      // The sitemap's page is still held: before decision 108 the save waited for it (up to 2 s).
      expect(Date.now() - started).toBeLessThan(1_500);
      release();
      failing.held = undefined;
      const slug = (created.json() as Blog).slug;
      await expect
        .poll(async () => {
          const sitemap = await get('/sitemap.xml', { 'accept-encoding': 'br' });
          return sitemap.statusCode === 200 && brotliDecompressSync(sitemap.rawPayload).toString().includes(`/blogs/${slug}<`);
        })
        .toBe(true);
    } finally {
      release();
      failing.held = undefined;
    }
  });
});

describe.skipIf(!hasWebBuild)('pages reading a separate API host (API_ORIGIN)', async () => {
  if (!hasWebBuild) return;
  // Nothing listens on port 9 of loopback: every read fails to connect.
  const web = (await loadWeb(webConfig({ API_ORIGIN: 'http://127.0.0.1:9' })))!;
  const { app } = await buildTestApp({ API_ORIGIN: 'http://127.0.0.1:9' }, { web: web.mount, onContentChange: web.onContentChange });

  it('answers 503 with Retry-After when the API cannot be reached', async () => {
    const res = await app.inject({ method: 'GET', url: '/blogs/anything' });
    expect(res.statusCode).toBe(503);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.body).toContain('This page is unavailable for a moment');
  });
});
