import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { Blog } from '@contract/blogs';
import { localContentChanges } from '../../server/db/change-notifier';
import { buildTestApp } from '../helpers/app';
import { articleNoise, standInPages } from '../helpers/stand-in-pages';

/**
 * The page cache keeps pages compressed, within a byte budget in memory and on disk under it
 * (decision 109), through the real API, in-process fetch and page server (stand-in pages: no web
 * build needed), on the test database (PGlite or PostgreSQL: TEST_DB).
 */
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});
function tempDir(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'page-cache-api-'));
  folders.push(folder);
  return folder;
}

describe('kept pages: compressed, in a memory budget, read back from disk', async () => {
  const dir = path.join(tempDir(), 'process');
  // About four articles of ~4 KB each fit: the rest live on disk only.
  const pages = standInPages({}, { maxBytes: 18_000, disk: { dir, maxBytes: 10 * 1024 * 1024, log: () => undefined } });
  const contentChanges = localContentChanges();
  const { app, loginAs } = await buildTestApp({}, { web: pages.mount, contentChanges, onContentChange: pages.onContentChange });
  const staff = await loginAs('admin');
  const get = (url: string, encoding?: string) => app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });
  const articles = Array.from({ length: 10 }, (_, i) => `/blogs/article-${i}`);
  const keepAll = async () => {
    for (const url of articles) expect((await get(url, 'br')).statusCode, url).toBe(200);
    await vi.waitFor(() => expect(pages.pageCache.diskPages).toBeGreaterThanOrEqual(articles.length), { timeout: 5_000 });
  };

  it('keeps brotli bytes and sends each client the encoding it takes, with its own ETag, Vary and length', async () => {
    const miss = await get('/faq', 'gzip, deflate, br');
    expect(miss.headers['x-page-cache']).toBe('miss');
    const identity = (await get('/faq')).body;
    // The kept bytes are the brotli copy itself.
    const br = await get('/faq', 'gzip, deflate, br');
    expect(br.headers['x-page-cache']).toBe('hit');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.headers.etag).toMatch(/-br"$/);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(identity);
    expect(pages.pageCache.readyBody(pages.pageCache.get('/faq')!, 'br')!.equals(br.rawPayload)).toBe(true);
    // gzip made from them for a client that takes gzip only.
    const gzip = await get('/faq', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.etag).toMatch(/-gzip"$/);
    expect(Number(gzip.headers['content-length'])).toBe(gzip.rawPayload.length);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(identity);
    // A client that takes neither: the identity body, its own ETag.
    const plain = await get('/faq', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.etag).toBe(br.headers.etag!.replace('-br"', '"'));
    expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(identity));
    expect(plain.body).toBe(identity);
    expect(pages.renders()).toBe(1);
  });

  it('the byte budget evicts from memory; a page pushed out is read back from disk, not rendered', async () => {
    await keepAll();
    expect(pages.pageCache.bytes).toBeLessThanOrEqual(18_000);
    expect(pages.pageCache.size).toBeLessThan(articles.length);
    const rendered = pages.renders();
    const first = await get(articles[0]!, 'br');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-page-cache']).toBe('disk');
    expect(first.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(first.rawPayload).toString()).toContain(articleNoise(articles[0]!));
    // Back in memory: the next one is a plain hit.
    expect((await get(articles[0]!, 'br')).headers['x-page-cache']).toBe('hit');
    for (const url of articles) expect((await get(url, 'br')).statusCode).toBe(200);
    expect(pages.renders()).toBe(rendered);
  });

  it('a page whose content changed is not served from disk: the next request renders it with the change', async () => {
    await keepAll();
    expect(pages.pageCache.get(articles[0]!)).toBeUndefined();
    const res = await app.inject({
      method: 'POST',
      url: '/api/blogs/new',
      headers: staff.bearerHeaders,
      payload: { title: 'Written after the page went to disk', content: '<p>x</p>', isPublished: true },
    });
    expect(res.statusCode).toBe(201);
    const { title } = res.json() as Blog;
    const rendered = pages.renders();
    const after = await get(articles[0]!);
    expect(after.headers['x-page-cache']).toBe('miss');
    expect(after.body).toContain(title);
    expect(pages.renders()).toBe(rendered + 1);
    // Pages that read nothing of the blog stay kept, in memory or on disk.
    expect(['hit', 'disk']).toContain((await get('/faq')).headers['x-page-cache']);
    expect(pages.renders()).toBe(rendered + 1);
  });
});

describe('a disk that cannot be written', async () => {
  const parent = tempDir();
  // A file where the folder should be: every write fails, as on a full or read-only disk.
  fs.writeFileSync(path.join(parent, 'page-cache'), 'not a folder');
  const log = vi.fn();
  const pages = standInPages({}, { disk: { dir: path.join(parent, 'page-cache', 'process'), maxBytes: 10 * 1024 * 1024, log } });
  const { app } = await buildTestApp({}, { web: pages.mount, onContentChange: pages.onContentChange });

  it('fails no request: pages are kept in memory, and it is logged once', async () => {
    for (const url of ['/blogs/a', '/blogs/b', '/faq']) {
      const miss = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(miss.statusCode, url).toBe(200);
      expect(miss.headers['x-page-cache']).toBe('miss');
    }
    await vi.waitFor(() => expect(log).toHaveBeenCalled());
    for (const url of ['/blogs/a', '/blogs/b', '/faq']) expect((await app.inject({ method: 'GET', url })).headers['x-page-cache'], url).toBe('hit');
    expect(log).toHaveBeenCalledTimes(1);
    expect(String(log.mock.calls[0]![0])).toMatch(/cannot write pages to disk/);
    expect(pages.renders()).toBe(3);
  });
});
