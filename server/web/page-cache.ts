import { createHash } from 'node:crypto';
import { serviceFromParam, serviceParam } from '@contract/service-param';
import { knownTags } from '../lib/content-tags';
import { hasSessionCookie } from '../plugins/app/auth';
import { compressOnce, ENCODINGS, type Encoding } from '../plugins/external/compression';

/**
 * A small in-memory cache of rendered public pages for anonymous visitors.
 *
 * Only pages that carry no per-response CSP nonce are kept (public pages allow their one inline
 * script by hash), so a hit is the very same bytes every time, compressed once per encoding.
 *
 * Freshness: every content write in this process calls `invalidate(tags)` (mount.ts onContentChange),
 * so an edit shows at once here; on PostgreSQL the other app processes hear of it through
 * NOTIFY (server/db/change-notifier.ts, decision 027) and drop theirs within a second. Each page
 * is kept with the tags of the API answers its render read (decision 075): a change drops the
 * pages sharing one of its tags and every page kept without tags; a change without tags drops all.
 *
 * Outages: an expired page stays up to `staleMs` (24 h) within the same budget; when its re-render
 * fails (the database away), mount.ts serves that copy (`X-Page-Cache: stale`) instead of an error.
 * After the listener's reconnect (changes may have been missed) every page is marked stale, not
 * dropped (`markStale`), so an outage soon after still has each page's copy.
 * Decisions 005 and 028.
 */
export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: Buffer;
  /** The policy it is sent with when not the public pages' own: the hash of its trimmed inline stylesheet (inline-stylesheet.ts). */
  policy?: string;
}

interface Entry extends CachedPage {
  expires: number;
  /** After a failed re-render the stale copy is served without rendering until then. */
  retryAt: number;
  bytes: number;
  /** Strong validator: a hash of the body, made once when the page is kept. */
  etag: string;
  /** Made on the first hit that asks for that encoding. */
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
  /** The same, once made: what page-hits-first.ts sends without waiting. */
  ready: Partial<Record<Encoding, Buffer>>;
  /** The tags of what its render read; undefined when not known (any change drops it). */
  tags: ReadonlySet<string> | undefined;
}

export interface PageCacheOptions {
  maxEntries?: number;
  maxBytes?: number;
  ttlMs?: number;
  /** How long an expired page is kept to be served while its re-render fails (a database outage). */
  staleMs?: number;
  now?: () => number;
}

/**
 * The query parameters each public page's loader reads (web/routes): the rest of a query is
 * tracking (utm_*, gclid, fbclid, …) or noise, read in the browser if at all (the first-touch
 * recorder reads utm_* from location.search), so it neither splits the cache nor reaches the render.
 */
const PUBLIC_PAGES: {
  path: RegExp;
  reads: readonly string[];
  canonical?: Record<string, (value: string) => string | null>;
  /** Parameters that make each request its own page, never kept: a search's words (decision 053). */
  bypassWith?: readonly string[];
}[] = [
  { path: /^\/blog$/, reads: ['page'], bypassWith: ['q'] },
  // Tag and author pages and their feeds (issue 27).
  { path: /^\/blogs\/(tag|author)\/[^/]+$/, reads: ['page'] },
  { path: /^\/blogs\/(tag|author)\/[^/]+\/rss\.xml$/, reads: [] },
  // The service preselected in the form (issue 26): one page per known service, any other value is the plain page.
  { path: /^\/contactus$/, reads: ['service'], canonical: { service: serviceParamOf } },
  {
    path: /^\/(|industries|howworks|faq|aboutus|users|services|services\/[^/]+|case-studies|case-studies\/[^/]+|legal\/[^/]+|blogs\/[^/]+|sitemap\.xml|robots\.txt|rss\.xml)$/,
    reads: [],
  },
];

function serviceParamOf(value: string): string | null {
  const service = serviceFromParam(value);
  return service && serviceParam(service);
}

/** The URL a public page is rendered and kept under: its path and the parameters it reads, in that order. */
function publicPageUrl(pathname: string, search: string): string | null {
  const page = PUBLIC_PAGES.find((p) => p.path.test(pathname));
  if (!page) return null;
  if (!search || page.reads.length === 0) return pathname;
  const query = new URLSearchParams(search);
  if (page.bypassWith?.some((name) => query.has(name))) return null;
  const kept = new URLSearchParams();
  for (const name of page.reads) {
    const given = query.get(name);
    const canonical = page.canonical?.[name];
    const value = given !== null && canonical ? canonical(given) : given;
    if (value !== null) kept.set(name, value);
  }
  const rest = kept.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}

/**
 * Cache key of a request, or null when the request must be rendered for itself. A public page's
 * key is also the URL it is rendered from (mount.ts), so the kept bytes never depend on a query
 * the page does not read. Other pages (sign-in's `next`, a staff redirect) keep their whole query
 * and are keyed only without one.
 */
export function cacheKey(request: { method: string; url: string; headers: { cookie?: string | undefined } }): string | null {
  if (request.method !== 'GET') return null;
  // Signed-in staff see their own pages (and public pages with the admin bar, one day): never cached.
  if (hasSessionCookie(request.headers.cookie)) return null;
  const q = request.url.indexOf('?');
  const pathname = q === -1 ? request.url : request.url.slice(0, q);
  const search = q === -1 ? '' : request.url.slice(q + 1);
  if (pathname.startsWith('/api/') || pathname.includes('..')) return null;
  // A preview (a staff member's link to unpublished content) is rendered for itself and never kept.
  if (search && new URLSearchParams(search).has('preview')) return null;
  return publicPageUrl(pathname, search) ?? (search ? null : pathname);
}

/** Cache-Control of a kept public page: browsers revalidate (ETag), shared caches keep it a minute. */
export const PUBLIC_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';

/** The ETag of a kept page as sent in that encoding (a strong validator names one representation). */
export function etagFor(page: CachedPage, encoding: Encoding | null): string | null {
  if (!('etag' in page)) return null;
  const { etag } = page as Entry;
  return encoding ? `"${etag}-${encoding}"` : `"${etag}"`;
}

/**
 * Whether If-None-Match names this kept page in any encoding (weak comparison, RFC 9110 13.1.2:
 * a W/ prefix is ignored): the visitor's copy is this very content, so a 304 is right.
 */
export function matchesIfNoneMatch(page: CachedPage, ifNoneMatch: string | undefined): boolean {
  if (!ifNoneMatch || !('etag' in page)) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const { etag } = page as Entry;
  return ifNoneMatch.split(',').some((tag) => {
    const opaque = tag.trim().replace(/^W\//, '');
    return opaque === `"${etag}"` || ENCODINGS.some((encoding) => opaque === `"${etag}-${encoding}"`);
  });
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
 * Past that size (a sitemap of 10,000 posts, 1.1 MB): quality 9 took 50-150 ms on it, 6 took
 * 8-16 ms for 3.5 % more bytes (decision 029); 4 (brotli's faster matcher) takes half of 6's time
 * for 32 KB instead of 25 KB, and that first answer right after a write is what must stay under
 * 100 ms (decision 036).
 */
const LARGE_PAGE_BROTLI_QUALITY = 4;

/** A kept page's body in that encoding, compressed on first use and kept; null for a page not from the cache. */
export function encodedBody(page: CachedPage, encoding: Encoding): Promise<Buffer> | null {
  if (!('encoded' in page)) return null;
  const entry = page as Entry;
  const quality = entry.body.length <= PAGE_BROTLI_QUALITY_LIMIT ? PAGE_BROTLI_QUALITY : LARGE_PAGE_BROTLI_QUALITY;
  return (entry.encoded[encoding] ??= compressOnce(entry.body, encoding, quality).then((body) => (entry.ready[encoding] = body)));
}

/** A kept page's body in that encoding if it has been made already, else undefined. */
export function readyEncodedBody(page: CachedPage, encoding: Encoding): Buffer | undefined {
  return 'ready' in page ? (page as Entry).ready[encoding] : undefined;
}

/** How long a failed re-render leaves the stale copy alone before the next try. */
const RETRY_AFTER_FAILURE_MS = 5_000;

/**
 * Bumped by every change: a render records the generation when it starts, and is not stored when,
 * since then, everything was cleared, a tag it read changed, or (its tags unknown) anything
 * changed: it may hold what that write replaced.
 */
function createGenerations() {
  let generation = 0;
  let clearedAt = 0;
  const tagChangedAt = new Map<string, number>();
  return {
    current: () => generation,
    changedAll() {
      clearedAt = ++generation;
      tagChangedAt.clear();
    },
    changed(tags: readonly string[]) {
      generation++;
      for (const tag of tags) tagChangedAt.set(tag, generation);
    },
    changedSince(started: number, tags: ReadonlySet<string> | undefined): boolean {
      if (clearedAt > started) return true;
      if (!tags) return generation > started;
      for (const tag of tags) if ((tagChangedAt.get(tag) ?? 0) > started) return true;
      return false;
    },
  };
}

/**
 * Every page is re-rendered on its next request but kept as its stale copy, served if that render
 * fails (the database still away) instead of an error; a render begun before this is not kept.
 */
function markAllStale(entries: Iterable<Entry>, generations: ReturnType<typeof createGenerations>, at: number): void {
  generations.changedAll();
  for (const entry of entries) {
    entry.expires = Math.min(entry.expires, at);
    entry.retryAt = 0;
  }
}

export function createPageCache({
  maxEntries = 500,
  maxBytes = 32 * 1024 * 1024,
  ttlMs = 60_000,
  staleMs = 24 * 60 * 60_000,
  now = Date.now,
}: PageCacheOptions = {}) {
  // A Map keeps insertion order: re-inserting on a hit makes it a simple LRU. Expired entries
  // stay (within the same budget) for staleMs, to be served while their re-render fails.
  const entries = new Map<string, Entry>();
  let bytes = 0;
  const generations = createGenerations();

  function drop(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  }

  /** The entry, fresh or stale, moved to the young end; undefined (and dropped) past staleMs. */
  function touch(key: string): Entry | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expires + staleMs <= now()) {
      drop(key);
      return undefined;
    }
    entries.delete(key);
    entries.set(key, entry);
    return entry;
  }

  return {
    /** A fresh page, or undefined. */
    get(key: string): CachedPage | undefined {
      const entry = touch(key);
      return entry && entry.expires > now() ? entry : undefined;
    },
    /** An expired page still kept for outages, or undefined. */
    stale(key: string): CachedPage | undefined {
      const entry = touch(key);
      return entry && entry.expires <= now() ? entry : undefined;
    },
    /** Whether a re-render of this stale page failed moments ago (serve the stale copy, do not render). */
    retryLater(key: string): boolean {
      return (entries.get(key)?.retryAt ?? 0) > now();
    },
    /** Marks a failed re-render: the stale copy is served without rendering for a few seconds. */
    failed(key: string): void {
      const entry = entries.get(key);
      if (entry) entry.retryAt = now() + RETRY_AFTER_FAILURE_MS;
    },
    /** The generation to hand back to set(), taken before rendering. */
    generation: generations.current,
    /** `tags`: what the render read (render-tags.ts); undefined when unknown. */
    set(key: string, page: CachedPage, startedGeneration = generations.current(), tags?: readonly string[]): boolean {
      const tagSet = tags ? new Set(tags) : undefined;
      if (generations.changedSince(startedGeneration, tagSet)) return false;
      // The body, and room for its compressed copies (well under half of it for HTML).
      const size = page.body.length * 2 + 256;
      if (size > maxBytes / 4) return false;
      drop(key);
      const etag = createHash('sha256').update(page.body).digest('base64url').slice(0, 27);
      entries.set(key, { ...page, expires: now() + ttlMs, retryAt: 0, bytes: size, etag, encoded: {}, ready: {}, tags: tagSet });
      bytes += size;
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries && bytes <= maxBytes) break;
        drop(oldest);
      }
      return true;
    },
    clear() {
      generations.changedAll();
      entries.clear();
      bytes = 0;
    },
    /** Changes may have been missed (the listener reconnected): see markAllStale. */
    markStale: () => markAllStale(entries.values(), generations, now()),
    /**
     * Content with these tags changed: drops the pages that read one of them and the pages whose
     * tags are unknown. Without tags (or with a malformed one: content-tags.ts) it is clear().
     */
    invalidate(tags: readonly string[] | undefined) {
      const known = knownTags(tags);
      if (!known) return this.clear();
      generations.changed(known);
      for (const [key, entry] of entries) {
        if (!entry.tags || known.some((tag) => entry.tags!.has(tag))) drop(key);
      }
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
