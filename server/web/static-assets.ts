import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { IncomingMessage, OutgoingHttpHeaders, Server, ServerResponse } from 'node:http';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { negotiateEncoding, type Encoding } from '../plugins/external/compression';
import { API_POLICY, HELMET_HEADERS } from '../plugins/external/security-headers';

/** URL prefix of the build's fingerprinted files: a new name for every new content. */
export const ASSETS_PREFIX = '/assets/';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
};

/** One representation of a file, with every header it goes out with. */
interface Variant {
  body: Buffer;
  etag: string;
  headers: OutgoingHttpHeaders;
}

interface Asset {
  identity: Variant;
  encoded: Partial<Record<Encoding, Variant>>;
}

export interface StaticAssets {
  /** Files held, and their bytes with the compressed copies. */
  readonly files: number;
  readonly bytes: number;
  /** Answers a GET or HEAD under /assets/ (404 for a name not in the build); false: not ours. */
  serve(req: IncomingMessage, res: ServerResponse): boolean;
}

const SIBLINGS: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/**
 * Helmet's headers and the API's policy, fixed: these answers skip Fastify (answerFirst), and a
 * file runs nothing that needs a nonce.
 */
const SECURITY_HEADERS: OutgoingHttpHeaders = {
  'content-security-policy': API_POLICY,
  ...HELMET_HEADERS,
};

function variant(body: Buffer, type: string, etag: string, encoding?: Encoding): Variant {
  return {
    body,
    etag,
    headers: {
      'content-type': type,
      'content-length': body.length,
      'cache-control': 'public, max-age=31536000, immutable',
      vary: 'Accept-Encoding',
      etag,
      ...SECURITY_HEADERS,
      ...(encoding ? { 'content-encoding': encoding } : {}),
    },
  };
}

/**
 * Every file under `<clientDir>/assets` read once, with the `.br`/`.gz` copies written beside it at
 * build time (scripts/precompress.mjs): answered from memory, with no disk read, no compression and
 * no per-request policy work.
 */
export function loadStaticAssets(clientDir: string): StaticAssets {
  const dir = path.join(clientDir, 'assets');
  const assets = new Map<string, Asset>();
  let bytes = 0;
  const entries = fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true, recursive: true }) : [];
  const names = new Set(entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name)));
  for (const file of names) {
    if (file.endsWith('.br') || file.endsWith('.gz')) continue;
    const body = fs.readFileSync(file);
    const type = TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
    const tag = createHash('sha256').update(body).digest('base64url').slice(0, 22);
    const asset: Asset = { identity: variant(body, type, `"${tag}"`), encoded: {} };
    bytes += body.length;
    for (const encoding of Object.keys(SIBLINGS) as Encoding[]) {
      const sibling = file + SIBLINGS[encoding];
      if (!names.has(sibling)) continue;
      const encoded = fs.readFileSync(sibling);
      asset.encoded[encoding] = variant(encoded, type, `"${tag}-${encoding}"`, encoding);
      bytes += encoded.length;
    }
    const url = ASSETS_PREFIX + path.relative(dir, file).split(path.sep).join('/');
    assets.set(url, asset);
  }

  return {
    files: assets.size,
    bytes,
    serve(req, res) {
      const url = req.url ?? '';
      if (!url.startsWith(ASSETS_PREFIX) || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
      const q = url.indexOf('?');
      const asset = assets.get(q === -1 ? url : url.slice(0, q));
      if (!asset) {
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...SECURITY_HEADERS });
        res.end('Not found');
        return true;
      }
      const encoding = negotiateEncoding(req.headers['accept-encoding']);
      const chosen = (encoding && asset.encoded[encoding]) || asset.identity;
      if (matches(req.headers['if-none-match'], chosen.etag)) {
        res.writeHead(304, { etag: chosen.etag, 'cache-control': chosen.headers['cache-control'], vary: 'Accept-Encoding' });
        res.end();
        return true;
      }
      res.writeHead(200, chosen.headers);
      res.end(req.method === 'HEAD' ? undefined : chosen.body);
      return true;
    },
  };
}

/** If-None-Match holds this tag (weak comparison, RFC 9110 13.1.2) or `*`. */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * Puts `serve` in front of the app on its HTTP server: a request it answers (returns true, or a
 * promise of true) never reaches Fastify, so none of the app's hooks (security headers, cookies, sessions, compression)
 * run for it. Everything else goes to the app as before. Used for assets and page-cache hits.
 */
export function answerFirst(server: Server, serve: (req: IncomingMessage, res: ServerResponse) => boolean | Promise<boolean>): void {
  const app = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  server.removeAllListeners('request');
  const passOn = (req: IncomingMessage, res: ServerResponse) => {
    for (const listener of app) listener.call(server, req, res);
  };
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const served = serve(req, res);
    if (served === true) return;
    if (served === false) return passOn(req, res);
    // Answered once a file is read (a GET: no body waits meanwhile), or left to the app after all.
    served.then(
      (answered) => answered || passOn(req, res),
      () => (res.headersSent ? res.destroy() : passOn(req, res)),
    );
  });
}

/**
 * The build's client files: fingerprinted assets from memory, ahead of the app; the other public
 * files (favicon, robots, images from public/) from disk through @fastify/static, cached an hour.
 */
export async function registerStaticFiles(app: FastifyInstance, clientDir: string): Promise<void> {
  const assets = loadStaticAssets(clientDir);
  answerFirst(app.server, (req, res) => assets.serve(req, res));
  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    index: false,
    decorateReply: false,
    preCompressed: true,
    // Ours alone: with send's own Cache-Control on, every file went out as max-age=0.
    cacheControl: false,
    setHeaders: (res, filePath) => {
      // Assets reach this only through app.inject (tests): over HTTP they are answered above.
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      res.setHeader('vary', 'Accept-Encoding');
    },
  });
}
