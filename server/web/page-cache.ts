import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';

/**
 * A small in-memory cache of rendered public pages for anonymous visitors.
 *
 * Pages are rendered with a placeholder in place of the CSP nonce; each hit substitutes the
 * response's own fresh nonce (the security-headers hook already set the matching CSP header).
 *
 * Freshness: every blog write in this process calls `clear()` (server/app.ts onContentChange),
 * so an edit shows at once here. Several app processes on one PostgreSQL do not tell each
 * other: another process's edit shows here after at most `ttlMs` (60 s by default).
 */
export interface CachedPage {
  status: number;
  headers: [string, string][];
  /** The HTML (or XML/text) with the nonce placeholder. */
  body: string;
}

interface Entry extends CachedPage {
  expires: number;
  bytes: number;
  /** The body split at the placeholder once, so a hit only joins. */
  parts: string[];
  /** The same parts as bytes, and each compressed on its own (see gzipWithNonce). */
  raw: Buffer[];
  gz: Buffer[];
}

export interface PageCacheOptions {
  maxEntries?: number;
  maxBytes?: number;
  ttlMs?: number;
  now?: () => number;
}

/** Random per process, so page content cannot forge it. Base64-safe so it fits where a nonce goes. */
export const NONCE_PLACEHOLDER = `pcnonce${randomBytes(12).toString('hex')}`;

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

/** Content types worth keeping: pages, feeds, robots. */
export function isCacheableResponse(status: number, headers: Headers): boolean {
  if (status !== 200 || headers.has('set-cookie')) return false;
  if (/no-store|private/.test(headers.get('cache-control') ?? '')) return false;
  return /^(text\/html|application\/(rss\+)?xml|text\/xml|text\/plain)/.test(headers.get('content-type') ?? '');
}

export function withNonce(page: CachedPage | string, nonce: string): string {
  if (typeof page !== 'string' && 'parts' in page) return (page as Entry).parts.join(nonce);
  return (typeof page === 'string' ? page : page.body).split(NONCE_PLACEHOLDER).join(nonce);
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty final deflate block: ends the stream. */
const DEFLATE_END = zlib.deflateRawSync(Buffer.alloc(0));
/** Raw deflate ending in a full flush: byte-aligned, no final block, no history carried over. */
const deflatePart = (data: Buffer) => zlib.deflateRawSync(data, { level: 9, finishFlush: zlib.constants.Z_FULL_FLUSH });

/**
 * The cached page gzipped with this response's nonce, without compressing the page again: the
 * parts were deflated once, each ending in a full flush, so compressed parts and the freshly
 * deflated nonce concatenate into one valid deflate stream; CRC-32 and size are over the whole text.
 */
export function gzipWithNonce(page: CachedPage, nonce: string): Buffer | null {
  if (!('gz' in page)) return null;
  const entry = page as Entry;
  const nonceRaw = Buffer.from(nonce);
  // The nonce as one stored (uncompressed) deflate block: the stream is byte-aligned after a full flush.
  const len = nonceRaw.length;
  const nonceGz = Buffer.concat([Buffer.from([0x00, len & 0xff, len >> 8, ~len & 0xff, (~len >> 8) & 0xff]), nonceRaw]);
  const chunks: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  entry.raw.forEach((raw, i) => {
    if (i > 0) {
      chunks.push(nonceGz);
      crc = zlib.crc32(nonceRaw, crc);
      size += nonceRaw.length;
    }
    chunks.push(entry.gz[i]!);
    // Skip empty parts: zlib's crc32 given no data answers its initial value, not the running one.
    if (raw.length) crc = zlib.crc32(raw, crc);
    size += raw.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  chunks.push(DEFLATE_END, trailer);
  return Buffer.concat(chunks);
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
      const parts = page.body.split(NONCE_PLACEHOLDER);
      const raw = parts.map((p) => Buffer.from(p));
      const gz = raw.map((r) => deflatePart(r));
      const size = page.body.length * 2 + raw.reduce((n, r) => n + r.length, 0) + gz.reduce((n, g) => n + g.length, 0) + 256;
      if (size > maxBytes / 4) return false;
      drop(key);
      entries.set(key, { ...page, expires: now() + ttlMs, bytes: size, parts, raw, gz });
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
