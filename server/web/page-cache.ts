import { compressOnce, type Encoding } from '../plugins/external/compression';

/**
 * A small in-memory cache of rendered public pages for anonymous visitors.
 *
 * Only pages that carry no per-response CSP nonce are kept (public pages allow their one inline
 * script by hash), so a hit is the very same bytes every time, compressed once per encoding.
 *
 * Freshness: every blog write in this process calls `clear()` (server/app.ts onContentChange),
 * so an edit shows at once here. Several app processes on one PostgreSQL do not tell each
 * other: another process's edit shows here after at most `ttlMs` (60 s by default).
 */
export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: Buffer;
}

interface Entry extends CachedPage {
  expires: number;
  bytes: number;
  /** Made on the first hit that asks for that encoding. */
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
}

export interface PageCacheOptions {
  maxEntries?: number;
  maxBytes?: number;
  ttlMs?: number;
  now?: () => number;
}

const PAGE_QUERY = /^(\?page=[1-9][0-9]{0,5})?$/;

/** Cache key of a request, or null when the request must be rendered for itself. */
export function cacheKey(request: { method: string; url: string; headers: { cookie?: string | undefined } }): string | null {
  if (request.method !== 'GET') return null;
  // Signed-in staff see their own pages (and public pages with the admin bar, one day): never cached.
  if (/(^|;\s*)sid=/.test(request.headers.cookie ?? '')) return null;
  const q = request.url.indexOf('?');
  const pathname = q === -1 ? request.url : request.url.slice(0, q);
  const search = q === -1 ? '' : request.url.slice(q);
  if (!PAGE_QUERY.test(search)) return null;
  if (pathname.startsWith('/api/') || pathname.includes('..')) return null;
  return pathname + search;
}

/**
 * Content types worth keeping (pages, feeds, robots), and never a page that uses this response's
 * nonce (sign-in and other fully hydrated screens): reusing it would reuse the nonce.
 */
export function isCacheableResponse(status: number, headers: Headers, body: Buffer, nonce: string): boolean {
  if (status !== 200 || headers.has('set-cookie')) return false;
  if (/no-store|private/.test(headers.get('cache-control') ?? '')) return false;
  if (!/^(text\/html|application\/(rss\+)?xml|text\/xml|text\/plain)/.test(headers.get('content-type') ?? '')) return false;
  return !nonce || !body.includes(nonce);
}

/**
 * Brotli quality of a kept page: 10 is ~7 % smaller than 9 on our pages and takes ~35 ms for an
 * 80 KB page off the event loop, which keeps a public page's first answer within the 14.6 KB a
 * new connection's first round trip carries (decision 022); 11 gains 2 % more for 4× the time.
 * Larger pages get less (LARGE_PAGE_BROTLI_QUALITY).
 */
export const PAGE_BROTLI_QUALITY = 10;
const PAGE_BROTLI_QUALITY_LIMIT = 256 * 1024;
/**
 * Past that size (a sitemap of 10,000 posts, 1.1 MB): quality 9 took 50-150 ms on it, 6 takes
 * 8-15 ms for 3.5 % more bytes (decision 029).
 */
const LARGE_PAGE_BROTLI_QUALITY = 6;

/** A kept page's body in that encoding, compressed on first use and kept; null for a page not from the cache. */
export function encodedBody(page: CachedPage, encoding: Encoding): Promise<Buffer> | null {
  if (!('encoded' in page)) return null;
  const entry = page as Entry;
  const quality = entry.body.length <= PAGE_BROTLI_QUALITY_LIMIT ? PAGE_BROTLI_QUALITY : LARGE_PAGE_BROTLI_QUALITY;
  return (entry.encoded[encoding] ??= compressOnce(entry.body, encoding, quality));
}

export function createPageCache({ maxEntries = 500, maxBytes = 32 * 1024 * 1024, ttlMs = 60_000, now = Date.now }: PageCacheOptions = {}) {
  // A Map keeps insertion order: re-inserting on a hit makes it a simple LRU.
  const entries = new Map<string, Entry>();
  let bytes = 0;
  /** Bumped by clear(): a render that started before a write must not be stored after it. */
  let generation = 0;

  function drop(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  }

  return {
    get(key: string): CachedPage | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expires <= now()) {
        drop(key);
        return undefined;
      }
      entries.delete(key);
      entries.set(key, entry);
      return entry;
    },
    /** The generation to hand back to set(), taken before rendering. */
    generation: () => generation,
    set(key: string, page: CachedPage, startedGeneration = generation): boolean {
      if (startedGeneration !== generation) return false;
      // The body, and room for its compressed copies (well under half of it for HTML).
      const size = page.body.length * 2 + 256;
      if (size > maxBytes / 4) return false;
      drop(key);
      entries.set(key, { ...page, expires: now() + ttlMs, bytes: size, encoded: {} });
      bytes += size;
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries && bytes <= maxBytes) break;
        drop(oldest);
      }
      return true;
    },
    clear() {
      generation++;
      entries.clear();
      bytes = 0;
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
  };
}
export type PageCache = ReturnType<typeof createPageCache>;
