import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

// Text-like responses worth compressing: pages, scripts, styles, JSON, feeds, SVG.
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|rss\+xml|atom\+xml|manifest\+json)|image\/svg\+xml)/;
const MIN_BYTES = 1024;

function pickEncoding(request: FastifyRequest): 'br' | 'gzip' | null {
  const accept = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accept)) return 'br';
  if (/\bgzip\b/.test(accept)) return 'gzip';
  return null;
}

function addVary(reply: FastifyReply) {
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/accept-encoding/i.test(vary)) reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

/**
 * Compresses text responses (brotli, else gzip) as they are sent. Streams flush chunk by chunk,
 * so streamed server rendering still reaches the browser as it renders.
 */
export function registerCompression(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'HEAD' || reply.statusCode === 204 || reply.statusCode === 304 || reply.hasHeader('content-encoding')) return payload;
    if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    if (payload === null || payload === undefined) return payload;
    addVary(reply);
    const encoding = pickEncoding(request);
    if (!encoding) return payload;

    if (typeof payload === 'string' || Buffer.isBuffer(payload)) {
      const input = typeof payload === 'string' ? Buffer.from(payload) : payload;
      if (input.length < MIN_BYTES) return payload;
      const out =
        encoding === 'br'
          ? zlib.brotliCompressSync(input, {
              params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: input.length },
            })
          : zlib.gzipSync(input, { level: 6 });
      reply.header('content-encoding', encoding);
      reply.header('content-length', out.length);
      return out;
    }
    if (payload instanceof Readable) {
      const stream =
        encoding === 'br'
          ? zlib.createBrotliCompress({ flush: zlib.constants.BROTLI_OPERATION_FLUSH, params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
          : zlib.createGzip({ level: 6, flush: zlib.constants.Z_SYNC_FLUSH });
      reply.header('content-encoding', encoding);
      reply.removeHeader('content-length');
      payload.on('error', (err) => stream.destroy(err));
      return payload.pipe(stream);
    }
    return payload;
  });
}
