import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { Blog } from '@contract/blogs';
import { buildApp } from '../../server/app';
import { startApp } from '../../server/startup/start-app';
import { listenForContentChanges, LISTENER_APPLICATION_NAME, localContentChanges, type ContentChanges } from '../../server/db/change-notifier';
import { hashPassword } from '../../server/lib/passwords';
import { createUsersRepository } from '../../server/repositories/users';
import { createLocalStorage } from '../../server/storage/local';
import { inProcessReadHeaders } from '../../server/lib/in-process-read';
import { loadWeb } from '../../server/web/mount';
import { buildTestApp, testConfig } from '../helpers/app';
import { companyData, serviceData, testimonialData } from '../helpers/content-fixtures';
import { createTestDatabase } from '../helpers/db';
import { hasWebBuild, webConfig } from '../helpers/web-build';
import { PAGES, standInPages } from '../helpers/stand-in-pages';

/**
 * Tagged page-cache invalidation (decision 075) through the real API, in-process fetch, page server
 * and page cache: a page keeps the tags of the answers it read, and a change drops only the pages
 * that read what it touched (and the pages whose reads are not known). The pages are stand-ins that
 * read the API as the web app's loaders do, so this runs without a web build; with one, the last
 * block checks the real pages.
 */

describe('the page cache drops only the pages that read what changed', async () => {
  const gate: { wait?: Promise<void> } = {};
  const pages = standInPages(gate);
  const contentChanges = localContentChanges();
  const { app, loginAs } = await buildTestApp({}, { web: pages.mount, contentChanges, onContentChange: (tags) => pages.pageCache.invalidate(tags) });
  const staff = await loginAs('admin');
  const get = (url: string) => app.inject({ method: 'GET', url });
  const cacheState = async (url: string) => (await get(url)).headers['x-page-cache'];
  const newPost = async (title: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/blogs/new',
      headers: staff.bearerHeaders,
      payload: { title, content: '<p>x</p>', isPublished: true },
    });
    expect(res.statusCode).toBe(201);
    return res.json() as Blog;
  };
  const keepAll = async () => {
    for (const url of Object.keys(PAGES)) await get(url);
    for (const url of Object.keys(PAGES)) expect(await cacheState(url), url).toBe('hit');
  };

  it('blog answers name their tag to the server’s own renders only', async () => {
    const own = await app.inject({ method: 'GET', url: '/api/blogs', headers: inProcessReadHeaders() });
    expect(own.headers['x-content-tags']).toBe('c:blog');
    expect((await get('/api/blogs')).headers['x-content-tags']).toBeUndefined();
    expect((await app.inject({ method: 'GET', url: '/api/health', headers: inProcessReadHeaders() })).headers['x-content-tags']).toBeUndefined();
  });

  it('a blog write drops the pages that read the blog and those of unknown reads, keeps the others, and shows the post', async () => {
    await keepAll();
    const post = await newPost('Tagged invalidation post');
    const blog = await get('/blog');
    expect(blog.headers['x-page-cache']).toBe('miss');
    expect(blog.body).toContain(post.title);
    expect(await cacheState('/mixed')).toBe('miss');
    expect(await cacheState('/faq')).toBe('hit');
  });

  it('another collection’s change keeps the blog pages; a change without tags, or a malformed one, drops every page', async () => {
    await keepAll();
    contentChanges.changed(['c:testimonials']);
    expect(await cacheState('/blog')).toBe('hit');
    expect(await cacheState('/faq')).toBe('hit');
    expect(await cacheState('/mixed')).toBe('miss');
    for (const change of [() => contentChanges.changed(), () => contentChanges.changed(['c:blog', 'bogus tag'])]) {
      await keepAll();
      change();
      for (const url of Object.keys(PAGES)) expect(await cacheState(url), url).toBe('miss');
    }
  });

  it('a testimonial publish drops the pages that read testimonials, keeps the blog; a service change drops its referrers; a company change drops all', async () => {
    const write = async (url: string, method: 'POST' | 'PUT', data: unknown) => {
      const res = await app.inject({ method, url, headers: staff.bearerHeaders, payload: { data, action: 'publish' } });
      expect(res.statusCode, url).toBeLessThan(300);
    };
    await keepAll();
    await write('/api/content/testimonials', 'POST', testimonialData('Tagged Quoter'));
    const quotes = await get('/quotes');
    expect(quotes.headers['x-page-cache']).toBe('miss');
    expect(quotes.body).toContain('Tagged Quoter');
    expect(await cacheState('/blog')).toBe('hit');
    expect(await cacheState('/sectors')).toBe('hit');

    await keepAll();
    await write('/api/content/services', 'POST', serviceData('Tagged service'));
    expect(await cacheState('/sectors')).toBe('miss');
    expect(await cacheState('/quotes')).toBe('hit');
    expect(await cacheState('/blog')).toBe('hit');

    await keepAll();
    await write('/api/content/company', 'PUT', companyData('Tagged Company'));
    for (const url of Object.keys(PAGES)) expect(await cacheState(url), url).toBe('miss');
  });

  it('a page with a preview query is rendered for itself: never the kept page, never kept', async () => {
    await keepAll();
    for (const url of ['/blog?preview=some-token', '/blog?utm_source=x&preview=']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['x-page-cache'], url).toBeUndefined();
      expect(res.headers['cache-control'], url).toBe('private, no-store');
    }
    expect(await cacheState('/blog')).toBe('hit');
  });

  it('a render that read the blog before a blog write is sent but not kept; the next visitor gets the new post', async () => {
    contentChanges.changed();
    let release!: () => void;
    gate.wait = new Promise((resolve) => (release = resolve));
    const rendering = get('/blog');
    // The render has read the list and waits: a post is published meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const post = await newPost('Published during a render');
    release();
    gate.wait = undefined;
    const sent = await rendering;
    expect(sent.headers['x-page-cache']).toBe('bypass');
    expect(sent.body).not.toContain(post.title);
    const next = await get('/blog');
    expect(next.headers['x-page-cache']).toBe('miss');
    expect(next.body).toContain(post.title);
    // Sent for itself, still the public bytes: with the public pages' policy (no nonce), as the kept copy.
    expect(sent.headers['content-security-policy']).toBe(next.headers['content-security-policy']);
  });
});

describe.skipIf(process.env.TEST_DB !== 'postgres')('two app processes on one PostgreSQL (LISTEN/NOTIFY with tags)', async () => {
  if (process.env.TEST_DB !== 'postgres') return;
  const database = await createTestDatabase();
  const url = (database.db as unknown as { $client: pg.Pool }).$client.options.connectionString!;
  const uploadsDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'uploads-'));
  const instances: { app: FastifyInstance; contentChanges: ContentChanges; gate: { down?: boolean }; pages: ReturnType<typeof standInPages> }[] = [];
  for (let i = 0; i < 2; i++) {
    const gate: { down?: boolean } = {};
    // Each process's disk tier in its own folder (decision 109); a budget that holds some ten pages.
    const disk = { dir: path.join(uploadsDir, `page-cache-${i}`), maxBytes: 10 * 1024 * 1024, log: () => undefined };
    const pages = standInPages(gate, { maxBytes: 40_000, disk });
    const contentChanges = listenForContentChanges(url, database.db);
    const app = await buildApp({
      config: testConfig,
      db: database.db,
      storage: createLocalStorage(uploadsDir),
      web: pages.mount,
      contentChanges,
      onContentChange: pages.onContentChange,
    });
    await startApp(app);
    instances.push({ app, contentChanges, gate, pages });
  }
  afterAll(async () => {
    for (const { app, contentChanges } of instances) {
      await app.close();
      await contentChanges.close();
    }
    await database.close();
    await fsp.rm(uploadsDir, { recursive: true, force: true });
  });
  const [writer, reader] = instances.map((i) => i.app) as [FastifyInstance, FastifyInstance];
  await createUsersRepository(database.db).insert({
    name: 'Cluster admin',
    email: 'tags-admin@example.com',
    passwordHash: await hashPassword('correct horse battery'),
    role: 'admin',
  });
  const login = await writer.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'tags-admin@example.com', password: 'correct horse battery' },
  });
  const { token } = login.json() as { token: string };

  it('a blog post published through one shows on the other’s kept blog page within 2 s; the other’s FAQ stays kept', async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const listeners = async () =>
      Number(
        (
          await admin.query(`select count(*) as n from pg_stat_activity where application_name = $1 and datname = current_database()`, [
            LISTENER_APPLICATION_NAME,
          ])
        ).rows[0].n,
      );
    await expect.poll(listeners, { timeout: 5000 }).toBe(2);
    await admin.end();
    for (const url of ['/blog', '/faq']) await reader.inject({ method: 'GET', url });
    for (const url of ['/blog', '/faq']) expect((await reader.inject({ method: 'GET', url })).headers['x-page-cache'], url).toBe('hit');
    const t0 = Date.now();
    const res = await writer.inject({
      method: 'POST',
      url: '/api/blogs/new',
      headers: { authorization: `Bearer ${token}` },
      payload: { title: 'Published through the other process', content: '<p>x</p>', isPublished: true },
    });
    expect(res.statusCode).toBe(201);
    await expect
      .poll(async () => (await reader.inject({ method: 'GET', url: '/blog' })).body, { timeout: 2000, interval: 25 })
      .toContain('Published through the other process');
    expect(Date.now() - t0).toBeLessThan(2000);
    expect((await reader.inject({ method: 'GET', url: '/faq' })).headers['x-page-cache']).toBe('hit');
  });

  it('after the listener’s connection is cut, kept pages are revalidated on the next request and served while renders fail', async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const cut = () =>
      admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and datname = current_database()`, [
        LISTENER_APPLICATION_NAME,
      ]);
    const readerGate = instances[1]!.gate;
    const get = (url: string) => reader.inject({ method: 'GET', url });
    try {
      for (const url of ['/blog', '/faq']) await get(url);
      expect((await get('/faq')).headers['x-page-cache']).toBe('hit');
      // Revalidated: once the listener is back, the next request renders each page again.
      await cut();
      await expect.poll(async () => (await get('/faq')).headers['x-page-cache'], { timeout: 10_000, interval: 50 }).toBe('miss');
      expect((await get('/blog')).headers['x-page-cache']).toBe('miss');
      for (const url of ['/blog', '/faq']) expect((await get(url)).headers['x-page-cache'], url).toBe('hit');
      // The database away right after a reconnect: each page's kept copy, not an error.
      readerGate.down = true;
      await cut();
      const answer = async (url: string) => {
        const res = await get(url);
        return `${res.statusCode} ${res.headers['x-page-cache']}`;
      };
      await expect.poll(() => answer('/faq'), { timeout: 10_000, interval: 50 }).toBe('200 stale');
      expect(await answer('/blog')).toBe('200 stale');
      expect((await get('/blog')).body).toContain('Published through the other process');
    } finally {
      readerGate.down = false;
      await admin.end();
    }
  });

  it('a page on the other process’s disk only is dropped by the same notification, not served from disk', async () => {
    const { pages } = instances[1]!;
    const articles = Array.from({ length: 16 }, (_, i) => `/blogs/on-disk-${i}`);
    for (const url of articles) expect((await reader.inject({ method: 'GET', url })).statusCode).toBe(200);
    await vi.waitFor(() => expect(pages.pageCache.diskPages).toBeGreaterThanOrEqual(articles.length), { timeout: 5_000 });
    expect(pages.pageCache.get(articles[0]!)).toBeUndefined();
    expect((await reader.inject({ method: 'GET', url: articles[1]! })).headers['x-page-cache']).toBe('disk');
    const res = await writer.inject({
      method: 'POST',
      url: '/api/blogs/new',
      headers: { authorization: `Bearer ${token}` },
      payload: { title: 'Published while the page was on disk', content: '<p>x</p>', isPublished: true },
    });
    expect(res.statusCode).toBe(201);
    await expect
      .poll(async () => (await reader.inject({ method: 'GET', url: articles[0]! })).body, { timeout: 2000, interval: 25 })
      .toContain('Published while the page was on disk');
  });
});

describe.skipIf(!hasWebBuild)('the web app’s pages keep the tags of what they read', async () => {
  if (!hasWebBuild) return;
  const web = (await loadWeb(webConfig()))!;
  const { app, loginAs } = await buildTestApp({}, { web: web.mount, onContentChange: web.onContentChange });
  const staff = await loginAs('admin');
  const cacheState = async (url: string) => (await app.inject({ method: 'GET', url })).headers['x-page-cache'];

  it('a blog write drops the home page (its blog teaser) and the blog, not the FAQ or the services overview', async () => {
    const urls = ['/', '/blog', '/faq', '/services'];
    for (const url of urls) await cacheState(url);
    for (const url of urls) expect(await cacheState(url), url).toBe('hit');
    const res = await app.inject({
      method: 'POST',
      url: '/api/blogs/new',
      headers: staff.bearerHeaders,
      payload: { title: 'Teaser post', content: '<p>x</p>', isPublished: true },
    });
    expect(res.statusCode).toBe(201);
    const home = await app.inject({ method: 'GET', url: '/' });
    expect(home.headers['x-page-cache']).toBe('miss');
    expect(home.body).toContain('Teaser post');
    expect(await cacheState('/blog')).toBe('miss');
    expect(await cacheState('/faq')).toBe('hit');
    expect(await cacheState('/services')).toBe('hit');
  });

  it('a case study published shows on /case-studies at once; the blog and the FAQ stay kept', async () => {
    const write = async (collection: string, data: unknown) => {
      const res = await app.inject({
        method: 'POST',
        url: `/api/content/${collection}`,
        headers: staff.bearerHeaders,
        payload: { data, action: 'publish' },
      });
      expect(res.statusCode, collection).toBe(201);
      return res.json() as { _id: string };
    };
    const service = await write('services', serviceData('Tagged pages service'));
    const urls = ['/case-studies', '/blog', '/faq'];
    for (const url of urls) await cacheState(url);
    for (const url of urls) expect(await cacheState(url), url).toBe('hit');
    await write('case-studies', {
      title: 'Prices for a tagged retailer',
      client: 'a tagged retailer',
      clientIsNamed: false,
      industry: null,
      services: [service._id],
      summary: 'Nightly prices.',
      challenge: '<p>By hand.</p>',
      approach: '<p>Scrapers.</p>',
      results: [{ value: '40', label: 'shops' }],
      quote: null,
      image: null,
    });
    const list = await app.inject({ method: 'GET', url: '/case-studies' });
    expect(list.headers['x-page-cache']).toBe('miss');
    expect(list.body).toContain('Prices for a tagged retailer');
    expect(await cacheState('/blog')).toBe('hit');
    expect(await cacheState('/faq')).toBe('hit');
  });
});
