import { createHash } from 'node:crypto';
import { knownTags } from '../lib/content-tags';
import { hasSessionCookie } from '../plugins/app/auth';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { compressOnce, ENCODINGS, type Encoding } from '../plugins/external/compression';
import { createDiskTier, type DiskTier, type DiskTierOptions } from './page-cache-disk';

/**
 * A cache of rendered public pages for anonymous visitors, in two tiers (decision 109): memory
 * within a byte budget (PAGE_CACHE_MEMORY_MB) and, under it, a disk tier (DATA_DIR/page-cache/, this
 * process's own folder, PAGE_CACHE_DISK_MB), so a page rendered once is read back, not rendered,
 * until its content changes. A page is kept compressed (brotli, ~14 KB for a 68 KB article): br is
 * sent as kept; gzip and the identity body are made from it for the clients that ask for them, and
 * kept in memory within the same budget.
 *
 * Only pages that carry no per-response CSP nonce are kept (public pages allow their one inline
 * script by hash), so a hit is the very same bytes every time.
 *
 * Freshness: every content write in this process calls `invalidate(tags)` (mount.ts onContentChange),
 * so an edit shows at once here; on PostgreSQL the other app processes hear of it through
 * NOTIFY (server/db/change-notifier.ts, decision 027) and drop theirs, memory and disk, within a
 * second. Each page is kept with the tags of the API answers its render read (decision 075): a
 * change drops the pages sharing one of its tags and every page kept without tags; a change without
 * tags drops all. A page whose tags are known stays fresh until such a change (or a day); one whose
 * tags are unknown, 60 s.
 *
 * Outages: an expired page stays up to `staleMs` (24 h) within the same budgets; when its re-render
 * fails (the database away), page-server.ts serves that copy (`X-Page-Cache: stale`) instead of an
 * error. After the listener's reconnect (changes may have been missed) every page, on disk too, is
 * marked stale, not dropped (`markStale`), so an outage soon after still has each page's copy.
 * Decisions 005, 028 and 109.
 */
/** A rendered page, as handed to the cache. */
export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: Buffer;
  /** The policy it is sent with when not the public pages' own: the hash of its trimmed inline stylesheet (inline-stylesheet.ts). */
  policy?: string;
}

/** A page as the cache keeps it: its bodies are asked of the cache (`readyBody`, `body`). */
export interface KeptPage {
  readonly status: number;
  readonly headers: [string, string][];
  readonly policy?: string;
  /** Strong validator: a hash of the identity body, made once when the page is kept. */
  readonly etag: string;
}

/** What a page's tags and lifetime are known by, in memory, whether its bytes are in memory or on disk only. */
interface Meta {
  key: string;
  expires: number;
  /** After a failed re-render the stale copy is served without rendering until then. */
  retryAt: number;
  /** The tags of what its render read; undefined when not known (any change drops it). */
  tags: ReadonlySet<string> | undefined;
  /** Its file in the disk tier, once written (`onDisk`), or while being written. */
  file: string | null;
  onDisk: boolean;
  /**
   * Its file is being written: the page, held by that write anyway, so a request while it is pushed
   * out of memory before the file is written takes it back into memory instead of rendering it.
   */
  writing: Entry | null;
  diskBytes: number;
  /** A read of its file under way: concurrent requests share it. */
  reading?: Promise<Entry | undefined>;
}

type Made = 'gzip' | 'identity';

interface Entry extends KeptPage {
  meta: Meta;
  /** The stored form: brotli. */
  br: Buffer;
  /** The other representations, made on the first request that asks for one and kept while in memory. */
  copies: Partial<Record<Made, Buffer>>;
  making: Partial<Record<Made, Promise<Buffer>>>;
  bytes: number;
}

export interface PageCacheOptions {
  /** Memory budget of kept bytes (compressed pages, their made copies and a per-page allowance). */
  maxBytes?: number;
  /** Lifetime of a page whose tags are unknown (a read without tags, API_ORIGIN). */
  ttlMs?: number;
  /** Lifetime of a page whose tags are known: changes to them drop it before that. */
  taggedTtlMs?: number;
  /** How long an expired page is kept to be served while its re-render fails (a database outage). */
  staleMs?: number;
  /** The disk tier; none when unset (memory only). */
  disk?: DiskTierOptions;
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
  /** Parameters that make each request its own page, never kept: a search's words (decision 053). */
  bypassWith?: readonly string[];
}[] = [
  { path: /^\/blog$/, reads: ['page'], bypassWith: ['q'] },
  // Tag and author pages and their feeds (issue 27).
  { path: /^\/blogs\/(tag|author)\/[^/]+$/, reads: ['page'] },
  { path: /^\/blogs\/(tag|author)\/[^/]+\/rss\.xml$/, reads: [] },
  // The service preselected in the form (issue 26): which services exist is content (decision 114), so
  // a page per value would let any made-up value take a place in the cache; each is rendered for itself.
  { path: /^\/contactus$/, reads: [], bypassWith: ['service'] },
  {
    path: /^\/(|industries|howworks|faq|aboutus|users|services|services\/[^/]+|case-studies|case-studies\/[^/]+|legal\/[^/]+|blogs\/[^/]+|sitemap\.xml|robots\.txt|rss\.xml)$/,
    reads: [],
  },
];

/** The URL a public page is rendered and kept under: its path and the parameters it reads, in that order. */
function publicPageUrl(pathname: string, search: string): string | null {
  const page = PUBLIC_PAGES.find((p) => p.path.test(pathname));
  if (!page) return null;
  if (!search || (page.reads.length === 0 && !page.bypassWith)) return pathname;
  const query = new URLSearchParams(search);
  if (page.bypassWith?.some((name) => query.has(name))) return null;
  const kept = new URLSearchParams();
  for (const name of page.reads) {
    const value = query.get(name);
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
  // Parsed only when the name may be there (spelt out, or percent-encoded): a campaign link's hit skips the parse.
  if ((search.includes('preview') || search.includes('%')) && new URLSearchParams(search).has('preview')) return null;
  return publicPageUrl(pathname, search) ?? (search ? null : pathname);
}

/** Cache-Control of a kept public page: browsers revalidate (ETag), shared caches keep it a minute. */
export const PUBLIC_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';

/** The ETag of a kept page as sent in that encoding (a strong validator names one representation). */
export function etagFor(page: CachedPage | KeptPage, encoding: Encoding | null): string | null {
  if (!isKept(page)) return null;
  return encoding ? `"${page.etag}-${encoding}"` : `"${page.etag}"`;
}

/** Whether it is a page as kept (from the cache), not one rendered for itself. */
export function isKept(page: CachedPage | KeptPage): page is KeptPage {
  return 'etag' in page;
}

/**
 * Whether If-None-Match names this kept page in any encoding (weak comparison, RFC 9110 13.1.2:
 * a W/ prefix is ignored): the visitor's copy is this very content, so a 304 is right.
 */
export function matchesIfNoneMatch(page: CachedPage | KeptPage, ifNoneMatch: string | undefined): boolean {
  if (!ifNoneMatch || !isKept(page)) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const { etag } = page;
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

/** How long a failed re-render leaves the stale copy alone before the next try. */
const RETRY_AFTER_FAILURE_MS = 5_000;

/** What a kept page costs beyond its bytes (its headers, key, tags and the objects holding them), counted in the budget. */
const ENTRY_OVERHEAD_BYTES = 1024;

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

export const DEFAULT_PAGE_CACHE_MEMORY_BYTES = 16 * 1024 * 1024;

/**
 * The kept pages: `index` knows every one (in memory or on disk only), `memory` holds the bytes of
 * some within the budget. Each Map keeps insertion order, and re-inserting on a hit makes it a
 * simple LRU. Expired pages stay (within the same budgets) for staleMs, to be served while their
 * re-render fails.
 */
class TieredPageCache {
  private readonly index = new Map<string, Meta>();
  private readonly memory = new Map<string, Entry>();
  private memoryBytes = 0;
  private diskTotal = 0;
  private diskCount = 0;
  private readonly disk: DiskTier | null;
  private readonly generations = createGenerations();
  private readonly maxBytes: number;
  private readonly maxDiskBytes: number;
  private readonly ttlMs: number;
  private readonly taggedTtlMs: number;
  private readonly staleMs: number;
  private readonly now: () => number;

  constructor({
    maxBytes = DEFAULT_PAGE_CACHE_MEMORY_BYTES,
    ttlMs = 60_000,
    taggedTtlMs = 24 * 60 * 60_000,
    staleMs = 24 * 60 * 60_000,
    disk,
    now = Date.now,
  }: PageCacheOptions) {
    this.maxBytes = maxBytes;
    this.maxDiskBytes = disk?.maxBytes ?? 0;
    this.ttlMs = ttlMs;
    this.taggedTtlMs = taggedTtlMs;
    this.staleMs = staleMs;
    this.now = now;
    this.disk = disk ? createDiskTier(disk) : null;
  }

  /** A fresh page in memory, or undefined (a page on disk only is `fresh`'s to read). */
  get(key: string): KeptPage | undefined {
    const meta = this.touch(key);
    return meta && meta.expires > this.now() ? this.memory.get(key) : undefined;
  }

  /**
   * Whether a fresh page's bytes are out of memory, on disk (or being written there): `fresh` takes
   * them back (the fast path waits for it).
   */
  freshOnDiskOnly(key: string): boolean {
    const meta = this.index.get(key);
    return meta !== undefined && (meta.onDisk || meta.writing !== null) && meta.expires > this.now() && !this.memory.has(key);
  }

  /** A fresh page, from memory or read back from disk, or undefined. */
  async fresh(key: string): Promise<KeptPage | undefined> {
    const meta = this.touch(key);
    return meta && meta.expires > this.now() ? this.load(key, meta) : undefined;
  }

  /** An expired page still kept for outages, from memory or disk, or undefined. */
  async stale(key: string): Promise<KeptPage | undefined> {
    const meta = this.touch(key);
    return meta && meta.expires <= this.now() ? this.load(key, meta) : undefined;
  }

  /** Whether a re-render of this stale page failed moments ago (serve the stale copy, do not render). */
  retryLater(key: string): boolean {
    return (this.index.get(key)?.retryAt ?? 0) > this.now();
  }

  /** Marks a failed re-render: the stale copy is served without rendering for a few seconds. */
  failed(key: string): void {
    const meta = this.index.get(key);
    if (meta) meta.retryAt = this.now() + RETRY_AFTER_FAILURE_MS;
  }

  /** The page's body as sent in that encoding (null: identity) if it is at hand, else undefined (`body` makes it). */
  readyBody(page: KeptPage, encoding: Encoding | null): Buffer | undefined {
    const entry = page as Entry;
    return encoding === 'br' ? entry.br : entry.copies[encoding ?? 'identity'];
  }

  /** The page's body as sent in that encoding (null: identity): gzip and identity are made from the brotli bytes. */
  body(page: KeptPage, encoding: Encoding | null): Promise<Buffer> {
    const entry = page as Entry;
    return encoding === 'br' ? Promise.resolve(entry.br) : this.made(entry, encoding ?? 'identity');
  }

  /** The generation to hand back to set(), taken before rendering. */
  generation(): number {
    return this.generations.current();
  }

  /**
   * Keeps a rendered page, compressed, in memory and on disk; the kept page, or undefined when it
   * is not kept (content it read changed since `startedGeneration`, or too large for the budget).
   * `tags`: what the render read (render-tags.ts); undefined when unknown.
   */
  async set(key: string, page: CachedPage, startedGeneration = this.generation(), tags?: readonly string[]): Promise<KeptPage | undefined> {
    const tagSet = tags ? new Set(tags) : undefined;
    if (this.generations.changedSince(startedGeneration, tagSet)) return undefined;
    const quality = page.body.length <= PAGE_BROTLI_QUALITY_LIMIT ? PAGE_BROTLI_QUALITY : LARGE_PAGE_BROTLI_QUALITY;
    const br = await compressOnce(page.body, 'br', quality);
    // A change while it was compressed.
    if (this.generations.changedSince(startedGeneration, tagSet)) return undefined;
    const size = br.length + ENTRY_OVERHEAD_BYTES;
    if (size > this.maxBytes / 4) return undefined;
    this.drop(key);
    const etag = createHash('sha256').update(page.body).digest('base64url').slice(0, 27);
    const expires = this.now() + (tagSet ? this.taggedTtlMs : this.ttlMs);
    const meta: Meta = { key, expires, retryAt: 0, tags: tagSet, file: null, onDisk: false, writing: null, diskBytes: 0 };
    const entry: Entry = { status: page.status, headers: page.headers, policy: page.policy, etag, meta, br, copies: {}, making: {}, bytes: size };
    this.index.set(key, meta);
    this.keep(entry);
    if (this.disk && size <= this.maxDiskBytes / 4) void this.writeToDisk(meta, entry);
    return entry;
  }

  /** Forgets one page, in memory and on disk (the not-found pages of a capped set, page-server.ts). */
  delete(key: string): void {
    this.drop(key);
  }

  clear(): void {
    this.generations.changedAll();
    this.index.clear();
    this.memory.clear();
    this.memoryBytes = 0;
    this.diskTotal = 0;
    this.diskCount = 0;
    this.disk?.clear();
  }

  /**
   * Changes may have been missed (the listener reconnected): every page, in memory or on disk, is
   * re-rendered on its next request but kept as its stale copy, served if that render fails (the
   * database still away) instead of an error; a render begun before this is not kept.
   */
  markStale(): void {
    this.generations.changedAll();
    const at = this.now();
    for (const meta of this.index.values()) {
      meta.expires = Math.min(meta.expires, at);
      meta.retryAt = 0;
    }
  }

  /**
   * Content with these tags changed: drops the pages, in memory and on disk, that read one of
   * them and the pages whose tags are unknown. Without tags (or with a malformed one:
   * content-tags.ts) it is clear().
   */
  invalidate(tags: readonly string[] | undefined): void {
    const known = knownTags(tags);
    if (!known) return this.clear();
    this.generations.changed(known);
    for (const [key, meta] of this.index) {
      if (!meta.tags || known.some((tag) => meta.tags!.has(tag))) this.drop(key);
    }
  }

  /** The disk tier's folder goes (the server stops). */
  async close(): Promise<void> {
    await this.disk?.close();
  }

  /** Pages kept in memory. */
  get size(): number {
    return this.memory.size;
  }
  /** Pages known, in memory or on disk. */
  get known(): number {
    return this.index.size;
  }
  get bytes(): number {
    return this.memoryBytes;
  }
  get diskBytes(): number {
    return this.diskTotal;
  }
  /** Pages written to disk. */
  get diskPages(): number {
    return this.diskCount;
  }

  /** The page's meta, fresh or stale, moved to the young end; undefined (and dropped) past staleMs. */
  private touch(key: string): Meta | undefined {
    const meta = this.index.get(key);
    if (!meta) return undefined;
    if (meta.expires + this.staleMs <= this.now()) {
      this.drop(key);
      return undefined;
    }
    this.index.delete(key);
    this.index.set(key, meta);
    const entry = this.memory.get(key);
    if (entry) {
      this.memory.delete(key);
      this.memory.set(key, entry);
    }
    return meta;
  }

  private dropFromMemory(key: string): void {
    const entry = this.memory.get(key);
    if (!entry) return;
    this.memory.delete(key);
    this.memoryBytes -= entry.bytes;
  }

  private dropFromDisk(meta: Meta): void {
    if (meta.file) this.disk?.remove(meta.file);
    if (meta.onDisk) {
      this.diskTotal -= meta.diskBytes;
      this.diskCount--;
    }
    meta.file = null;
    meta.onDisk = false;
  }

  /** The page out of both tiers. */
  private drop(key: string): void {
    const meta = this.index.get(key);
    this.dropFromMemory(key);
    if (!meta) return;
    this.index.delete(key);
    this.dropFromDisk(meta);
  }

  /** Into memory; the least recently used out while over budget (a page whose file is written or being written stays known). */
  private keep(entry: Entry): void {
    this.memory.set(entry.meta.key, entry);
    this.memoryBytes += entry.bytes;
    this.fitMemory();
  }

  private fitMemory(): void {
    for (const [key, entry] of this.memory) {
      if (this.memoryBytes <= this.maxBytes) break;
      this.dropFromMemory(key);
      if (!entry.meta.onDisk && entry.meta.writing === null) this.index.delete(key);
    }
  }

  private fitDisk(): void {
    for (const [key, meta] of this.index) {
      if (this.diskTotal <= this.maxDiskBytes) break;
      if (!meta.onDisk) continue;
      this.dropFromDisk(meta);
      if (!this.memory.has(key)) this.index.delete(key);
    }
  }

  /** The page's bytes from memory, else from its write under way or read back from its file, into memory; undefined when none has them. */
  private load(key: string, meta: Meta): Promise<Entry | undefined> | Entry | undefined {
    const entry = this.memory.get(key);
    if (entry) return entry;
    if (meta.writing) {
      this.keep(meta.writing);
      return meta.writing;
    }
    if (!meta.onDisk || !meta.file || !this.disk) return undefined;
    const file = meta.file;
    return (meta.reading ??= this.disk.read(file, key).then((record) => {
      meta.reading = undefined;
      // Dropped or replaced while it was read: not that page any more.
      if (this.index.get(key) !== meta || meta.file !== file) return undefined;
      if (!record) {
        this.drop(key);
        return undefined;
      }
      const loaded = this.memory.get(key);
      if (loaded) return loaded;
      const { br, ...page } = record;
      const read: Entry = { ...page, meta, br, copies: {}, making: {}, bytes: br.length + ENTRY_OVERHEAD_BYTES };
      this.keep(read);
      return read;
    }));
  }

  /** A copy made from the brotli bytes, kept while the page is in memory and the copy fits. */
  private made(entry: Entry, kind: Made): Promise<Buffer> {
    return (entry.making[kind] ??= (async () => {
      const identity = entry.copies.identity ?? (await decompress(entry.br));
      const body = kind === 'identity' ? identity : await compressOnce(identity, 'gzip');
      if (this.memory.get(entry.meta.key) === entry && body.length <= this.maxBytes / 4) {
        entry.copies[kind] = body;
        entry.bytes += body.length;
        this.memoryBytes += body.length;
        this.fitMemory();
      } else {
        delete entry.making[kind];
      }
      return body;
    })());
  }

  /** The page's file, written after it is kept; known as on disk only if it is still that page when written. */
  private async writeToDisk(meta: Meta, entry: Entry): Promise<void> {
    if (!this.disk) return;
    meta.writing = entry;
    const { status, headers, policy, etag, br } = entry;
    const written = await this.disk.write(meta.key, { status, headers, policy, etag, br });
    meta.writing = null;
    if (!written) {
      if (this.index.get(meta.key) === meta && !this.memory.has(meta.key)) this.index.delete(meta.key);
      return;
    }
    if (this.index.get(meta.key) !== meta || meta.onDisk) {
      this.disk.remove(written.file);
      return;
    }
    meta.file = written.file;
    meta.onDisk = true;
    meta.diskBytes = written.bytes;
    this.diskTotal += written.bytes;
    this.diskCount++;
    this.fitDisk();
  }
}

export function createPageCache(options: PageCacheOptions = {}) {
  return new TieredPageCache(options);
}
export type PageCache = TieredPageCache;

const decompress = promisify(zlib.brotliDecompress);
