import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { cacheKey, createPageCache, encodedBody, etagFor, isCacheableResponse, matchesIfNoneMatch, PAGE_BROTLI_QUALITY } from './page-cache';

const get = (url: string, cookie?: string) => ({ method: 'GET', url, headers: { cookie } });
const page = (body = 'x') => ({ status: 200, headers: [['content-type', 'text/html']] as [string, string][], body: Buffer.from(body) });

describe('cacheKey', () => {
  it('keys anonymous GETs of pages by path and the parameters the page reads', () => {
    expect(cacheKey(get('/blog'))).toBe('/blog');
    expect(cacheKey(get('/blog?page=2'))).toBe('/blog?page=2');
    expect(cacheKey(get('/blogs/a-post', 'theme=dark'))).toBe('/blogs/a-post');
  });
  it('drops tracking and any parameter the page does not read: a campaign link is the same page', () => {
    const campaign = 'utm_source=news&utm_medium=email&utm_campaign=x&gclid=1&fbclid=2&msclkid=3&mc_cid=4&mc_eid=5&ref=hn';
    expect(cacheKey(get(`/?${campaign}`))).toBe('/');
    expect(cacheKey(get(`/blogs/a-post?${campaign}`))).toBe('/blogs/a-post');
    expect(cacheKey(get(`/blog?${campaign}&page=3`))).toBe('/blog?page=3');
    expect(cacheKey(get('/blog?utm_source=x'))).toBe('/blog');
    expect(cacheKey(get('/faq?anything=else'))).toBe('/faq');
    expect(cacheKey(get('/services/web-automation?q=1'))).toBe('/services/web-automation');
    expect(cacheKey(get('/rss.xml?utm_source=feedly'))).toBe('/rss.xml');
    // Only the first ?page= is read by the page, so only it is kept; an article does not read it.
    expect(cacheKey(get('/blog?page=2&page=9'))).toBe('/blog?page=2');
    expect(cacheKey(get('/blogs/a-post?page=2'))).toBe('/blogs/a-post');
    // A bad page number is kept as asked: the page answers 404, which is never kept.
    expect(cacheKey(get('/blog?page=0'))).toBe('/blog?page=0');
  });

  it('keeps one /contactus page per known service, whichever way the link names it; any other value is the plain page', () => {
    expect(cacheKey(get('/contactus?service=daily-data-feeds'))).toBe('/contactus?service=daily-data-feeds');
    expect(cacheKey(get('/contactus?service=Daily%20Data%20Feeds&utm_source=x'))).toBe('/contactus?service=daily-data-feeds');
    expect(cacheKey(get('/contactus?service=server%20setup%20for%20bots%20%26%20scripts'))).toBe('/contactus?service=server-setup-for-bots-scripts');
    expect(cacheKey(get('/contactus?service=casino'))).toBe('/contactus');
    expect(cacheKey(get('/contactus?service='))).toBe('/contactus');
    expect(cacheKey(get('/contactus?utm_source=x'))).toBe('/contactus');
  });
  it('renders each blog search for itself, never the kept /blog (decision 053); tag and author pages are kept by page', () => {
    expect(cacheKey(get('/blog?q=scraper'))).toBeNull();
    expect(cacheKey(get('/blog?page=2&q=scraper'))).toBeNull();
    expect(cacheKey(get('/blog?q='))).toBeNull();
    expect(cacheKey(get('/blogs/tag/web-scraping?page=2&utm_source=x'))).toBe('/blogs/tag/web-scraping?page=2');
    expect(cacheKey(get('/blogs/author/sam-lee'))).toBe('/blogs/author/sam-lee');
    expect(cacheKey(get('/blogs/tag/web-scraping/rss.xml?utm_source=x'))).toBe('/blogs/tag/web-scraping/rss.xml');
  });
  it('renders pages that read their whole query for themselves (sign-in next, staff redirects)', () => {
    expect(cacheKey(get('/auth/login?next=%2Fdashboard'))).toBeNull();
    expect(cacheKey(get('/dashboard?lead=5'))).toBeNull();
    expect(cacheKey(get('/auth/login'))).toBe('/auth/login');
  });
  it('bypasses signed-in visitors, other methods and the API', () => {
    expect(cacheKey(get('/blog', 'sid=abc'))).toBeNull();
    expect(cacheKey(get('/blog', 'x=1; sid=abc'))).toBeNull();
    // Over TLS the cookie is __Host-sid (plugins/app/auth.ts cookiePolicy).
    expect(cacheKey(get('/blog', '__Host-sid=abc'))).toBeNull();
    expect(cacheKey(get('/blog', 'x=1; __Host-sid=abc'))).toBeNull();
    // Another cookie whose name merely ends in "sid" is not a session.
    expect(cacheKey(get('/blog', 'xsid=abc'))).toBe('/blog');
    expect(cacheKey({ method: 'POST', url: '/contactus', headers: {} })).toBeNull();
    expect(cacheKey(get('/api/blogs'))).toBeNull();
  });
});

describe('ETag', () => {
  it('is strong, one per encoding, and If-None-Match matches it weakly in any encoding', () => {
    const cache = createPageCache();
    cache.set('/a', page('one'));
    const kept = cache.get('/a')!;
    const plain = etagFor(kept, null)!;
    expect(plain).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(etagFor(kept, 'br')).toBe(`${plain.slice(0, -1)}-br"`);
    expect(matchesIfNoneMatch(kept, plain)).toBe(true);
    expect(matchesIfNoneMatch(kept, `W/${etagFor(kept, 'gzip')}`)).toBe(true);
    expect(matchesIfNoneMatch(kept, `"other", ${etagFor(kept, 'br')}`)).toBe(true);
    expect(matchesIfNoneMatch(kept, '*')).toBe(true);
    expect(matchesIfNoneMatch(kept, '"other"')).toBe(false);
    expect(matchesIfNoneMatch(kept, undefined)).toBe(false);
    // Another body, another tag; the same body again, the same tag.
    cache.set('/b', page('two'));
    expect(etagFor(cache.get('/b')!, null)).not.toBe(plain);
    cache.set('/c', page('one'));
    expect(etagFor(cache.get('/c')!, null)).toBe(plain);
    // A page that was not kept has none.
    expect(etagFor(page('one'), null)).toBeNull();
    expect(matchesIfNoneMatch(page('one'), plain)).toBe(false);
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

  it('expires entries after the TTL, and keeps them as stale copies for a bounded time', () => {
    let now = 0;
    const cache = createPageCache({ ttlMs: 60_000, staleMs: 3_600_000, now: () => now });
    cache.set('/a', page());
    now = 59_999;
    expect(cache.get('/a')).toBeDefined();
    expect(cache.stale('/a')).toBeUndefined();
    now = 60_000;
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.stale('/a')!.body.toString()).toBe('x');
    // A failed re-render: the stale copy is served without rendering for a few seconds.
    expect(cache.retryLater('/a')).toBe(false);
    cache.failed('/a');
    expect(cache.retryLater('/a')).toBe(true);
    now += 5_000;
    expect(cache.retryLater('/a')).toBe(false);
    // Past the stale window it is gone, and its bytes with it.
    now = 60_000 + 3_600_000;
    expect(cache.stale('/a')).toBeUndefined();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
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

  it('markStale() keeps every page as a stale copy: re-rendered on the next request, served if that fails; an older render is not stored', () => {
    let now = 1_000;
    const cache = createPageCache({ ttlMs: 60_000, now: () => now });
    cache.set('/a', page('kept a'));
    cache.set('/b', page('kept b'));
    cache.failed('/b');
    const started = cache.generation();
    cache.markStale();
    expect(cache.size).toBe(2);
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.stale('/a')!.body.toString()).toBe('kept a');
    // The next request renders again, even for a page whose last render failed moments ago.
    expect(cache.retryLater('/b')).toBe(false);
    expect(cache.stale('/b')!.body.toString()).toBe('kept b');
    expect(cache.set('/a', page('from before'), started)).toBe(false);
    now += 10;
    expect(cache.set('/a', page('fresh a'), cache.generation())).toBe(true);
    expect(cache.get('/a')!.body.toString()).toBe('fresh a');
  });

  it('invalidate(tags) drops the pages that read one of the tags and the pages of unknown tags, and keeps the rest', () => {
    const cache = createPageCache();
    cache.set('/blog', page(), cache.generation(), ['c:blog']);
    cache.set('/', page(), cache.generation(), ['c:blog', 'c:testimonials']);
    cache.set('/faq', page(), cache.generation(), []);
    cache.set('/services', page(), cache.generation(), ['c:services']);
    cache.set('/unknown', page(), cache.generation());
    cache.invalidate(['c:testimonials']);
    expect(cache.get('/')).toBeUndefined();
    expect(cache.get('/unknown')).toBeUndefined();
    expect(cache.get('/blog')).toBeDefined();
    expect(cache.get('/faq')).toBeDefined();
    expect(cache.get('/services')).toBeDefined();
    cache.invalidate(['c:blog', 'c:services']);
    expect([cache.get('/blog'), cache.get('/services')]).toEqual([undefined, undefined]);
    expect(cache.get('/faq')).toBeDefined();
    expect(cache.size).toBe(1);
  });

  it('a change without tags, or with a malformed one, drops everything', () => {
    for (const tags of [undefined, [], ['*'], ['c:blog', 'Not A Tag']]) {
      const cache = createPageCache();
      cache.set('/faq', page(), cache.generation(), []);
      cache.set('/blog', page(), cache.generation(), ['c:blog']);
      cache.invalidate(tags);
      expect(cache.size, JSON.stringify(tags)).toBe(0);
      expect(cache.bytes).toBe(0);
    }
  });

  it('a render is not stored when a tag it read changed after it started; other tags do not stop it', () => {
    const cache = createPageCache();
    const started = cache.generation();
    cache.invalidate(['c:testimonials']);
    // Read the blog only: the testimonial change cannot be in it.
    expect(cache.set('/blog', page(), started, ['c:blog'])).toBe(true);
    // Read testimonials: it may hold the replaced text.
    expect(cache.set('/', page('old'), started, ['c:blog', 'c:testimonials'])).toBe(false);
    // Unknown reads: any change since it started stops it.
    expect(cache.set('/unknown', page(), started)).toBe(false);
    // A render that started after the change is stored.
    expect(cache.set('/', page('new'), cache.generation(), ['c:testimonials'])).toBe(true);
    // clear() stops every render started before it, whatever it read.
    const beforeClear = cache.generation();
    cache.clear();
    expect(cache.set('/faq', page(), beforeClear, [])).toBe(false);
    expect(cache.set('/faq', page(), cache.generation(), [])).toBe(true);
  });
});

describe('cacheKey of a preview', () => {
  it('renders any page with a preview query for itself, never from or into the cache', () => {
    expect(cacheKey(get('/?preview=abc'))).toBeNull();
    expect(cacheKey(get('/services/web-scraping?utm_source=x&preview=abc'))).toBeNull();
    expect(cacheKey(get('/blog?preview='))).toBeNull();
    expect(cacheKey(get('/contactus?service=daily-data-feeds&preview=1'))).toBeNull();
    // The overview of services is a kept public page like the others.
    expect(cacheKey(get('/services?utm_source=x'))).toBe('/services');
  });
});
