import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { noiseText } from '../../test/helpers/noise';
import {
  cacheKey,
  createPageCache,
  etagFor,
  isCacheableResponse,
  matchesIfNoneMatch,
  PAGE_BROTLI_QUALITY,
  type KeptPage,
  type PageCache,
} from './page-cache';

const get = (url: string, cookie?: string) => ({ method: 'GET', url, headers: { cookie } });
const page = (body = 'x') => ({ status: 200, headers: [['content-type', 'text/html']] as [string, string][], body: Buffer.from(body) });
/** A kept page's text, as sent to a client that takes no compression. */
const text = async (cache: PageCache, kept: KeptPage | undefined) => (await cache.body(kept!, null)).toString();

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

  it('renders /contactus with a preselected service for itself (decision 114: which services exist is content), keeps the plain page', () => {
    expect(cacheKey(get('/contactus?service=daily-data-feeds'))).toBeNull();
    expect(cacheKey(get('/contactus?service=Bulk%20Data%20Scraping&utm_source=x'))).toBeNull();
    // A made-up value takes no place in the cache either.
    expect(cacheKey(get(`/contactus?service=${'a'.repeat(201)}`))).toBeNull();
    expect(cacheKey(get('/contactus?service='))).toBeNull();
    expect(cacheKey(get('/contactus?utm_source=x'))).toBe('/contactus');
    expect(cacheKey(get('/contactus'))).toBe('/contactus');
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
  it('is strong, one per encoding, and If-None-Match matches it weakly in any encoding', async () => {
    const cache = createPageCache();
    const kept = (await cache.set('/a', page('one')))!;
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
    expect(etagFor((await cache.set('/b', page('two')))!, null)).not.toBe(plain);
    expect(etagFor((await cache.set('/c', page('one')))!, null)).toBe(plain);
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
  it('keeps a page as brotli bytes, sent as kept; gzip and identity are made from them on first request and kept', async () => {
    const cache = createPageCache();
    const body = `<html>é ✓ ${'lorem ipsum '.repeat(500)}</html>`;
    const kept = (await cache.set('/g', page(body)))!;
    // Pages take brotli 10 (smaller than the default 9 of other kept answers), made once when kept.
    const br = cache.readyBody(kept, 'br')!;
    expect(br.length).toBe(
      brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body) },
      }).length,
    );
    expect(brotliDecompressSync(br).toString()).toBe(body);
    // Only the brotli bytes are kept: the identity body is not (about a fifth of it is counted).
    expect(cache.readyBody(kept, null)).toBeUndefined();
    expect(cache.readyBody(kept, 'gzip')).toBeUndefined();
    expect(cache.bytes).toBeLessThan(br.length + 2048);
    // gzip: made once from them, the same promise for every later request, then at hand.
    const gzip = cache.body(kept, 'gzip');
    expect(cache.body(kept, 'gzip')).toBe(gzip);
    expect(gunzipSync(await gzip).toString()).toBe(body);
    expect(cache.readyBody(kept, 'gzip')).toBe(await gzip);
    // Identity, for a client that takes neither.
    expect(await text(cache, cache.get('/g'))).toBe(body);
    expect(cache.readyBody(kept, null)!.toString()).toBe(body);
    expect(await cache.body(kept, 'br')).toBe(br);
  });

  it('expires entries after the TTL, and keeps them as stale copies for a bounded time', async () => {
    let now = 0;
    const cache = createPageCache({ ttlMs: 60_000, staleMs: 3_600_000, now: () => now });
    await cache.set('/a', page());
    now = 59_999;
    expect(cache.get('/a')).toBeDefined();
    expect(await cache.stale('/a')).toBeUndefined();
    now = 60_000;
    expect(cache.get('/a')).toBeUndefined();
    expect(await text(cache, await cache.stale('/a'))).toBe('x');
    // A failed re-render: the stale copy is served without rendering for a few seconds.
    expect(cache.retryLater('/a')).toBe(false);
    cache.failed('/a');
    expect(cache.retryLater('/a')).toBe(true);
    now += 5_000;
    expect(cache.retryLater('/a')).toBe(false);
    // Past the stale window it is gone, and its bytes with it.
    now = 60_000 + 3_600_000;
    expect(await cache.stale('/a')).toBeUndefined();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it('a page whose tags are known stays fresh until they change (or its own longer lifetime); unknown tags, the short one', async () => {
    let now = 0;
    const cache = createPageCache({ ttlMs: 60_000, taggedTtlMs: 3_600_000, now: () => now });
    await cache.set('/blogs/a', page(), cache.generation(), ['c:blog']);
    await cache.set('/unknown', page());
    now = 61_000;
    expect(cache.get('/blogs/a')).toBeDefined();
    expect(cache.get('/unknown')).toBeUndefined();
    now = 3_600_000;
    expect(cache.get('/blogs/a')).toBeUndefined();
  });

  it('is bounded by a byte budget of compressed bytes, dropping the least recently used', async () => {
    // Pages of ~3 KB that brotli cannot shrink much.
    const noise = (seed: number) => Buffer.from(noiseText(seed));
    // What one page costs (its brotli bytes and a 1 KB allowance): the budget holds four and a half.
    const one = createPageCache();
    await one.set('/0', { ...page(), body: noise(0) });
    const small = createPageCache({ maxBytes: Math.floor(one.bytes * 4.5) });
    for (const key of ['/1', '/2', '/3', '/4']) await small.set(key, { ...page(), body: noise(Number(key.slice(1))) });
    small.get('/1');
    await small.set('/5', { ...page(), body: noise(5) });
    expect(small.bytes).toBeLessThanOrEqual(one.bytes * 4.5);
    expect(small.get('/2')).toBeUndefined();
    expect(small.get('/1')).toBeDefined();
    expect(small.get('/5')).toBeDefined();
    expect(small.size).toBe(4);
    // A page larger than a quarter of the budget is never kept.
    expect(await small.set('/big', { ...page(), body: Buffer.concat([noise(6), noise(7)]) })).toBeUndefined();
    // Compressed: 200 pages of 60 KB of HTML fit where 32 MB of identity HTML held ~460.
    const cache = createPageCache({ maxBytes: 4 * 1024 * 1024 });
    for (let i = 0; i < 200; i++)
      await cache.set(`/blogs/${i}`, page(`<html><p>${i}</p>${'<p class="prose">Some words of an article, repeated.</p>'.repeat(1_100)}</html>`));
    expect(cache.size).toBe(200);
  });

  it('clear() empties it, and a render started before a write is not stored after it', async () => {
    const cache = createPageCache();
    await cache.set('/a', page());
    const started = cache.generation();
    cache.clear();
    expect(cache.get('/a')).toBeUndefined();
    expect(await cache.set('/a', page('stale'), started)).toBeUndefined();
    expect(cache.get('/a')).toBeUndefined();
    expect(await cache.set('/a', page('fresh'), cache.generation())).toBeDefined();
  });

  it('a change while a page is being compressed keeps it out', async () => {
    const cache = createPageCache();
    const setting = cache.set('/blog', page('old'), cache.generation(), ['c:blog']);
    cache.invalidate(['c:blog']);
    expect(await setting).toBeUndefined();
    expect(cache.get('/blog')).toBeUndefined();
  });

  it('markStale() keeps every page as a stale copy: re-rendered on the next request, served if that fails; an older render is not stored', async () => {
    let now = 1_000;
    const cache = createPageCache({ ttlMs: 60_000, now: () => now });
    await cache.set('/a', page('kept a'));
    await cache.set('/b', page('kept b'), cache.generation(), ['c:blog']);
    cache.failed('/b');
    const started = cache.generation();
    cache.markStale();
    expect(cache.size).toBe(2);
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.get('/b')).toBeUndefined();
    expect(await text(cache, await cache.stale('/a'))).toBe('kept a');
    // The next request renders again, even for a page whose last render failed moments ago.
    expect(cache.retryLater('/b')).toBe(false);
    expect(await text(cache, await cache.stale('/b'))).toBe('kept b');
    expect(await cache.set('/a', page('from before'), started)).toBeUndefined();
    now += 10;
    expect(await cache.set('/a', page('fresh a'), cache.generation())).toBeDefined();
    expect(await text(cache, cache.get('/a'))).toBe('fresh a');
  });

  it('invalidate(tags) drops the pages that read one of the tags and the pages of unknown tags, and keeps the rest', async () => {
    const cache = createPageCache();
    await cache.set('/blog', page(), cache.generation(), ['c:blog']);
    await cache.set('/', page(), cache.generation(), ['c:blog', 'c:testimonials']);
    await cache.set('/faq', page(), cache.generation(), []);
    await cache.set('/services', page(), cache.generation(), ['c:services']);
    await cache.set('/unknown', page(), cache.generation());
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

  it('a change without tags, or with a malformed one, drops everything', async () => {
    for (const tags of [undefined, [], ['*'], ['c:blog', 'Not A Tag']]) {
      const cache = createPageCache();
      await cache.set('/faq', page(), cache.generation(), []);
      await cache.set('/blog', page(), cache.generation(), ['c:blog']);
      cache.invalidate(tags);
      expect(cache.size, JSON.stringify(tags)).toBe(0);
      expect(cache.bytes).toBe(0);
    }
  });

  it('a render is not stored when a tag it read changed after it started; other tags do not stop it', async () => {
    const cache = createPageCache();
    const started = cache.generation();
    cache.invalidate(['c:testimonials']);
    // Read the blog only: the testimonial change cannot be in it.
    expect(await cache.set('/blog', page(), started, ['c:blog'])).toBeDefined();
    // Read testimonials: it may hold the replaced text.
    expect(await cache.set('/', page('old'), started, ['c:blog', 'c:testimonials'])).toBeUndefined();
    // Unknown reads: any change since it started stops it.
    expect(await cache.set('/unknown', page(), started)).toBeUndefined();
    // A render that started after the change is stored.
    expect(await cache.set('/', page('new'), cache.generation(), ['c:testimonials'])).toBeDefined();
    // clear() stops every render started before it, whatever it read.
    const beforeClear = cache.generation();
    cache.clear();
    expect(await cache.set('/faq', page(), beforeClear, [])).toBeUndefined();
    expect(await cache.set('/faq', page(), cache.generation(), [])).toBeDefined();
  });
});

describe('cacheKey of a preview', () => {
  it('renders any page with a preview query for itself, never from or into the cache', () => {
    expect(cacheKey(get('/?preview=abc'))).toBeNull();
    expect(cacheKey(get('/services/web-scraping?utm_source=x&preview=abc'))).toBeNull();
    expect(cacheKey(get('/blog?preview='))).toBeNull();
    expect(cacheKey(get('/contactus?service=daily-data-feeds&preview=1'))).toBeNull();
    // The name percent-encoded is still the parameter the page reads.
    expect(cacheKey(get('/?pre%76iew=abc'))).toBeNull();
    expect(cacheKey(get('/?gclid=Cj0KCQ&utm_source=x'))).toBe('/');
    // The overview of services is a kept public page like the others.
    expect(cacheKey(get('/services?utm_source=x'))).toBe('/services');
  });
});
