import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { NONCE_PLACEHOLDER, cacheKey, createPageCache, gzipWithNonce, isCacheableResponse, withNonce } from './page-cache';

const get = (url: string, cookie?: string) => ({ method: 'GET', url, headers: { cookie } });
const page = (body = 'x') => ({ status: 200, headers: [['content-type', 'text/html']] as [string, string][], body });

describe('cacheKey', () => {
  it('keys anonymous GETs of pages, with ?page= only', () => {
    expect(cacheKey(get('/blog'))).toBe('/blog');
    expect(cacheKey(get('/blog?page=2'))).toBe('/blog?page=2');
    expect(cacheKey(get('/blogs/a-post', 'theme=dark'))).toBe('/blogs/a-post');
  });
  it('bypasses signed-in visitors, other queries, other methods and the API', () => {
    expect(cacheKey(get('/blog', 'sid=abc'))).toBeNull();
    expect(cacheKey(get('/blog', 'x=1; sid=abc'))).toBeNull();
    expect(cacheKey(get('/blog?page=2&x=1'))).toBeNull();
    expect(cacheKey(get('/blog?utm_source=x'))).toBeNull();
    expect(cacheKey(get('/blog?page=0'))).toBeNull();
    expect(cacheKey({ method: 'POST', url: '/contactus', headers: {} })).toBeNull();
    expect(cacheKey(get('/api/blogs'))).toBeNull();
  });
});

describe('isCacheableResponse', () => {
  it('keeps 200 pages and feeds without cookies or private caching', () => {
    expect(isCacheableResponse(200, new Headers({ 'content-type': 'text/html; charset=utf-8' }))).toBe(true);
    expect(isCacheableResponse(200, new Headers({ 'content-type': 'application/rss+xml' }))).toBe(true);
    expect(isCacheableResponse(404, new Headers({ 'content-type': 'text/html' }))).toBe(false);
    expect(isCacheableResponse(200, new Headers({ 'content-type': 'text/html', 'set-cookie': 'a=b' }))).toBe(false);
    expect(isCacheableResponse(200, new Headers({ 'content-type': 'text/html', 'cache-control': 'private, no-store' }))).toBe(false);
  });
});

describe('createPageCache', () => {
  it('substitutes a fresh nonce on every hit', () => {
    const body = `<script nonce="${NONCE_PLACEHOLDER}"></script><link nonce="${NONCE_PLACEHOLDER}">`;
    expect(withNonce(body, 'n1')).toBe('<script nonce="n1"></script><link nonce="n1">');
    expect(withNonce(body, 'n2')).not.toContain(NONCE_PLACEHOLDER);
    const cache = createPageCache();
    cache.set('/n', page(body));
    expect(withNonce(cache.get('/n')!, 'n3')).toBe('<script nonce="n3"></script><link nonce="n3">');
    expect(withNonce(cache.get('/n')!, 'n4')).toBe('<script nonce="n4"></script><link nonce="n4">');
  });

  it('gzips a hit with its own nonce, decompressing to exactly the page', () => {
    const cache = createPageCache();
    const body = `${NONCE_PLACEHOLDER}<html><script nonce="${NONCE_PLACEHOLDER}">é ✓ ${'lorem ipsum '.repeat(500)}</script>${NONCE_PLACEHOLDER}`;
    cache.set('/g', page(body));
    for (const nonce of ['abc+/==', 'Zm9vYmFyYmF6cXV4']) {
      const gz = gzipWithNonce(cache.get('/g')!, nonce)!;
      expect(gz.length).toBeLessThan(Buffer.byteLength(body) / 4);
      expect(gunzipSync(gz).toString()).toBe(withNonce(body, nonce));
    }
    // A page not from the cache has no compressed parts.
    expect(gzipWithNonce(page(body), 'n')).toBeNull();
  });

  it('expires entries after the TTL', () => {
    let now = 0;
    const cache = createPageCache({ ttlMs: 60_000, now: () => now });
    cache.set('/a', page());
    now = 59_999;
    expect(cache.get('/a')).toBeDefined();
    now = 60_000;
    expect(cache.get('/a')).toBeUndefined();
  });

  it('is bounded by entries and by bytes, dropping the least recently used', () => {
    const cache = createPageCache({ maxEntries: 2 });
    cache.set('/a', page());
    cache.set('/b', page());
    cache.get('/a');
    cache.set('/c', page());
    expect(cache.get('/b')).toBeUndefined();
    expect(cache.get('/a')).toBeDefined();
    expect(cache.size).toBe(2);

    const small = createPageCache({ maxBytes: 60_000 });
    // About 12 KB each (text, bytes, compressed bytes): the fifth pushes the first out.
    for (const key of ['/1', '/2', '/3', '/4', '/5']) small.set(key, page('x'.repeat(4_000)));
    expect(small.bytes).toBeLessThanOrEqual(60_000);
    expect(small.get('/1')).toBeUndefined();
    expect(small.get('/5')).toBeDefined();
    expect(small.size).toBe(4);
    // A page larger than a quarter of the budget is never kept.
    expect(small.set('/big', page('x'.repeat(6_000)))).toBe(false);
  });

  it('clear() empties it, and a render started before a write is not stored after it', () => {
    const cache = createPageCache();
    cache.set('/a', page());
    const started = cache.generation();
    cache.clear();
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.set('/a', page('stale'), started)).toBe(false);
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.set('/a', page('fresh'), cache.generation())).toBe(true);
  });
});
