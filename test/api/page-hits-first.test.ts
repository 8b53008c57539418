import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { loadWeb } from '../../server/web/mount';
import type { PageCacheOptions } from '../../server/web/page-cache';
import { buildTestApp } from '../helpers/app';
import { hasWebBuild, webConfig } from '../helpers/web-build';

/**
 * Page-cache hits answered from the HTTP server before Fastify (server/web/page-hits-first.ts) go
 * out exactly as the Fastify path sends a hit: app.inject goes through Fastify alone, a real HTTP
 * request meets the fast path first. Needs the web build.
 */

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

function overHttp(port: number, url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: url, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers as Record<string, string>, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

/** Header names and values, without those of the connection and the clock. */
const comparable = (headers: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(headers)
      .filter(([name]) => !['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name))
      .map(([name, value]) => [name, String(value)])
      .sort(([a], [b]) => a!.localeCompare(b!)),
  );

/** The app with the web build mounted, listening on loopback; `lines` collects the page URLs Fastify answered. */
async function listening(pageCache?: PageCacheOptions) {
  const web = (await loadWeb(webConfig(), { pageCache }))!;
  const lines: unknown[] = [];
  const { app } = await buildTestApp(
    {},
    {
      web: async (instance) => {
        // Pages only: a page rendered by Fastify reads its content over the in-process API, which is not the point here.
        instance.addHook('onResponse', async (request) => {
          if (!request.url.startsWith('/api/')) lines.push(request.url);
        });
        await web.mount(instance);
      },
      onContentChange: web.onContentChange,
    },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  afterAll(() => app.close());
  return { app, port, lines, pageCache: web.pageCache };
}

describe.skipIf(!hasWebBuild)('page-cache hits before the framework', async () => {
  if (!hasWebBuild) return;
  const { app, port, lines } = await listening();

  it.each([
    ['uncompressed', {}],
    ['gzip', { 'accept-encoding': 'gzip' }],
    ['br', { 'accept-encoding': 'gzip, deflate, br' }],
  ] as const)('a hit (%s) carries the very headers and bytes of the Fastify path, and a 304 on its ETag', async (_name, encoding) => {
    const viaFastify = async (headers: Record<string, string>) => {
      const res = await app.inject({ method: 'GET', url: '/faq', headers });
      return { status: res.statusCode, headers: res.headers as Record<string, string>, body: res.rawPayload };
    };
    await viaFastify(encoding);
    // The encoded copy is made on the first hit that asks for it, through Fastify.
    const fastify = await viaFastify(encoding);
    expect(fastify.headers['x-page-cache']).toBe('hit');
    const before = lines.length;
    const fast = await overHttp(port, '/faq?utm_source=newsletter', encoding);
    expect(lines.length).toBe(before); // Fastify's hooks never saw it
    expect(fast.status).toBe(200);
    expect(comparable(fast.headers)).toEqual(comparable(fastify.headers));
    expect(fast.body.equals(fastify.body)).toBe(true);

    const conditional = { ...encoding, 'if-none-match': fast.headers.etag! };
    const fast304 = await overHttp(port, '/faq', conditional);
    const fastify304 = await viaFastify(conditional);
    expect(fast304.status).toBe(304);
    expect(fastify304.status).toBe(304);
    expect(fast304.body.length).toBe(0);
    expect(comparable(fast304.headers)).toEqual(comparable(fastify304.headers));
  });

  it('leaves misses, signed-in visitors and other methods to Fastify', async () => {
    const before = lines.length;
    const miss = await overHttp(port, '/aboutus');
    expect(miss.headers['x-page-cache']).toBe('miss');
    const signedIn = await overHttp(port, '/aboutus', { cookie: 'sid=nope' });
    expect(signedIn.headers['x-page-cache']).toBeUndefined();
    const hit = await overHttp(port, '/aboutus');
    expect(hit.headers['x-page-cache']).toBe('hit');
    expect(lines.length).toBe(before + 2);
  });

  it('answers a redirected page before its cached copy, with the headers of the Fastify path (decision 064)', async () => {
    const warm = await overHttp(port, '/industries');
    expect(warm.status).toBe(200);
    expect((await overHttp(port, '/industries')).headers['x-page-cache']).toBe('hit');
    const rule = await app.redirects.repository.insert(
      { from: '/industries', to: '/services/web-scraping', status: 301 },
      'Test',
      async () => undefined,
    );
    await app.redirects.changed();
    try {
      const before = lines.length;
      const fast = await overHttp(port, '/industries?utm_source=x');
      expect(lines.length).toBe(before); // answered before Fastify
      expect(fast.status).toBe(301);
      expect(fast.headers.location).toBe('/services/web-scraping?utm_source=x');
      const viaFastify = await app.inject({ method: 'GET', url: '/industries?utm_source=x' });
      expect(comparable(fast.headers)).toEqual(comparable(viaFastify.headers as Record<string, string>));
    } finally {
      await app.redirects.repository.remove(rule.id, async () => undefined);
      await app.redirects.changed();
    }
    expect((await overHttp(port, '/industries')).status).toBe(200);
  });
});

describe.skipIf(!hasWebBuild)('a kept page on disk only, before the framework (decision 109)', async () => {
  if (!hasWebBuild) return;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-hits-disk-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  // A memory budget of a few pages: the first kept is pushed out to disk by those after it.
  const { app, port, lines, pageCache } = await listening({ maxBytes: 80_000, disk: { dir, maxBytes: 10 * 1024 * 1024, log: () => undefined } });

  it('is read back and answered with the headers and bytes of the Fastify path, which never sees it', async () => {
    const encoding = { 'accept-encoding': 'gzip, deflate, br' };
    expect((await overHttp(port, '/faq', encoding)).headers['x-page-cache']).toBe('miss');
    await vi.waitFor(() => expect(pageCache.diskPages).toBeGreaterThanOrEqual(1), { timeout: 10_000 });
    // Other kept pages until /faq is pushed out of memory (an empty site: some of them are 404s, never kept).
    for (const other of [
      '/',
      '/services',
      '/aboutus',
      '/industries',
      '/howworks',
      '/contactus',
      '/case-studies',
      '/blog',
      '/users',
      '/rss.xml',
      '/sitemap.xml',
    ]) {
      if (pageCache.freshOnDiskOnly('/faq')) break;
      await overHttp(port, other, encoding);
    }
    expect(pageCache.freshOnDiskOnly('/faq')).toBe(true);
    const before = lines.length;
    const fast = await overHttp(port, '/faq?gclid=abc', encoding);
    expect(lines.length).toBe(before); // Fastify's hooks never saw it
    expect(fast.status).toBe(200);
    expect(fast.headers['x-page-cache']).toBe('disk');
    // Read back into memory: the Fastify path's hit, and the fast path's, carry the same headers and bytes.
    const viaFastify = await app.inject({ method: 'GET', url: '/faq', headers: encoding });
    expect(viaFastify.headers['x-page-cache']).toBe('hit');
    expect(comparable({ ...fast.headers, 'x-page-cache': 'hit' })).toEqual(comparable(viaFastify.headers as Record<string, string>));
    expect(fast.body.equals(viaFastify.rawPayload)).toBe(true);
  });

  it('leaves an encoding not made yet to Fastify, which makes it', async () => {
    const before = lines.length;
    const identity = await overHttp(port, '/faq');
    expect(identity.status).toBe(200);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(lines.length).toBe(before + 1);
  });
});
