import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { cacheKey, createPageCache, encodedBody, isCacheableResponse, PAGE_BROTLI_QUALITY } from './page-cache';

const get = (url: string, cookie?: string) => ({ method: 'GET', url, headers: { cookie } });
const page = (body = 'x') => ({ status: 200, headers: [['content-type', 'text/html']] as [string, string][], body: Buffer.from(body) });

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
  const html = Buffer.from('<html><script type="module" src="/assets/islands.js"></script></html>');
  it('keeps 200 pages and feeds without cookies or private caching', () => {
    expect(isCacheableResponse(200, new Headers({ 'content-type': 'text/html; charset=utf-8' }), html, 'n0nce')).toBe(true);
    expect(isCacheableResponse(200, new Headers({ 'content-type': 'application/rss+xml' }), html, 'n0nce')).toBe(true);
    expect(isCacheableResponse(404, new Headers({ 'content-type': 'text/html' }), html, 'n0nce')).toBe(false);
    expect(isCacheableResponse(200, new Headers({ 'content-type': 'text/html', 'set-cookie': 'a=b' }), html, 'n0nce')).toBe(false);
    expect(isCacheableResponse(200, new Headers({ 'content-type': 'text/html', 'cache-control': 'private, no-store' }), html, 'n0nce')).toBe(false);
  });
  it('never keeps a page that carries its response nonce (it would be reused)', () => {
    const withNonce = Buffer.from('<script nonce="Zm9vYmFy">window.x=1</script>');
    expect(isCacheableResponse(200, new Headers({ 'content-type': 'text/html' }), withNonce, 'Zm9vYmFy')).toBe(false);
    expect(isCacheableResponse(200, new Headers({ 'content-type': 'text/html' }), withNonce, 'b3RoZXI=')).toBe(true);
  });
});

describe('createPageCache', () => {
  it('a hit is the same bytes every time, compressed once per encoding', async () => {
    const cache = createPageCache();
    const body = `<html>é ✓ ${'lorem ipsum '.repeat(500)}</html>`;
    cache.set('/g', page(body));
    const gzip = encodedBody(cache.get('/g')!, 'gzip')!;
    // The same promise (one compression) for every later hit.
    expect(encodedBody(cache.get('/g')!, 'gzip')).toBe(gzip);
    const gz = await gzip;
    expect(gz.length).toBeLessThan(Buffer.byteLength(body) / 4);
    expect(gunzipSync(gz).toString()).toBe(body);
    const brotli = encodedBody(cache.get('/g')!, 'br')!;
    expect(encodedBody(cache.get('/g')!, 'br')).toBe(brotli);
    expect(brotliDecompressSync(await brotli).toString()).toBe(body);
    // Pages take brotli 10 (smaller than the default 9 of other kept answers).
    expect((await brotli).length).toBe(
      brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body) },
      }).length,
    );
    expect(cache.get('/g')!.body.toString()).toBe(body);
    // A page not from the cache has no kept copies (the compression hook handles it).
    expect(encodedBody(page(body), 'gzip')).toBeNull();
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
    // About 12 KB each (body and room for its compressed copies): the fifth pushes the first out.
    for (const key of ['/1', '/2', '/3', '/4', '/5']) small.set(key, page('x'.repeat(6_000)));
    expect(small.bytes).toBeLessThanOrEqual(60_000);
    expect(small.get('/1')).toBeUndefined();
    expect(small.get('/5')).toBeDefined();
    expect(small.size).toBe(4);
    // A page larger than a quarter of the budget is never kept.
    expect(small.set('/big', page('x'.repeat(8_000)))).toBe(false);
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
