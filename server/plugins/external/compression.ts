import zlib from 'node:zlib';
import compress from '@fastify/compress';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance } from 'fastify';

// Text-like responses worth compressing: pages, scripts, styles, JSON, feeds, SVG.
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|rss\+xml|atom\+xml|manifest\+json)|image\/svg\+xml)/;

/** What we send, best first. */
export const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];

/**
 * The encoding for an Accept-Encoding header, by the rule @fastify/compress applies (RFC 9110
 * weights, so `br;q=0` refuses brotli; `*` and `x-gzip` count as gzip). The page cache asks this
 * for its stored copies, so a cached page and a fresh one are chosen alike
 * (compression.test.ts checks both agree).
 */
export function negotiateEncoding(header: string | string[] | undefined): Encoding | null {
  if (header === undefined) return null;
  const normalised = String(header)
    .toLowerCase()
    .replace(/\*|x-gzip/g, 'gzip');
  return negotiate(normalised, [...ENCODINGS]) as Encoding | null;
}

/**
 * A body compressed once to be sent many times (cached pages, cached API answers): the best ratio
 * its size allows, since its cost is paid once per copy, not per request, and off the event loop
 * (zlib's thread pool). Brotli 9 by default: 10 or 11 on a large page of posts stalls every other
 * request; a page passes 10 (decision 022).
 */
export function compressOnce(data: Buffer, encoding: Encoding, brotliQuality = 9): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const done = (err: Error | null, out: Buffer) => (err ? reject(err) : resolve(out));
    if (encoding === 'gzip') return zlib.gzip(data, { level: 9 }, done);
    zlib.brotliCompress(
      data,
      { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length } },
      done,
    );
  });
}

/**
 * Compresses text responses (brotli, else gzip) as they are sent. Streams flush chunk by chunk,
 * so streamed server rendering still reaches the browser as it renders. Responses that already
 * carry a Content-Encoding (pre-compressed files, cached pages) are left alone.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    encodings: [...ENCODINGS],
    customTypes: COMPRESSIBLE,
    threshold: 1024,
    // Request bodies are never compressed by our clients: no inflating of uploads and forms.
    globalDecompression: false,
    brotliOptions: { flush: zlib.constants.BROTLI_OPERATION_FLUSH, params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
    zlibOptions: { level: 6, flush: zlib.constants.Z_SYNC_FLUSH },
  });
}
