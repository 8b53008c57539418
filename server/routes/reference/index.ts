import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { site } from '@contract/site';
import { NotFoundError } from '../../lib/errors';
import { addVary } from '../../lib/vary';
import { compressOnce, negotiateEncoding, type Encoding } from '../../plugins/external/compression';

/**
 * Swagger UI runs its bundle and sets inline styles; everything comes from this origin
 * (no CDN), and it fetches only the document at /api/docs (decision 070).
 */
export const REFERENCE_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const fromHere = createRequire(import.meta.url);
const DIST = path.dirname(fromHere.resolve('swagger-ui-dist/package.json'));
const VERSION = (fromHere('swagger-ui-dist/package.json') as { version: string }).version;

// Sections start closed, with a filter box: with every section open, Swagger UI stopped drawing after the second one
// once the document passed about 120 operations (issue 30's content routes), silently.
const INIT = `window.ui = SwaggerUIBundle({ url: '/api/docs', dom_id: '#ui', deepLinking: true, validatorUrl: null, tryItOutEnabled: false, docExpansion: 'none', filter: true });\n`;

const page = (title: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<link rel="stylesheet" href="/api/reference/swagger-ui.css?v=${VERSION}">
</head>
<body>
<div id="ui"></div>
<script src="/api/reference/swagger-ui-bundle.js?v=${VERSION}"></script>
<script src="/api/reference/init.js?v=${VERSION}"></script>
</body>
</html>
`;

interface Asset {
  type: string;
  load: () => Promise<Buffer>;
}

const ASSETS: Record<string, Asset> = {
  'swagger-ui.css': { type: 'text/css; charset=utf-8', load: () => fs.readFile(path.join(DIST, 'swagger-ui.css')) },
  'swagger-ui-bundle.js': { type: 'text/javascript; charset=utf-8', load: () => fs.readFile(path.join(DIST, 'swagger-ui-bundle.js')) },
  'init.js': { type: 'text/javascript; charset=utf-8', load: async () => Buffer.from(INIT) },
};

/** Each file read and compressed once, on first request (the bundle is 1.7 MB: never compressed per request). */
function cachedBodies(load: () => Promise<Buffer>): (encoding: Encoding | null) => Promise<Buffer> {
  let raw: Promise<Buffer> | undefined;
  const compressed = new Map<Encoding, Promise<Buffer>>();
  // A failed read is not kept: the next request tries again.
  const original = () =>
    (raw ??= load().catch((err: unknown) => {
      raw = undefined;
      throw err;
    }));
  return (encoding) => {
    if (!encoding) return original();
    let copy = compressed.get(encoding);
    if (!copy) {
      copy = original().then((bytes) => compressOnce(bytes, encoding));
      compressed.set(encoding, copy);
      copy.catch(() => compressed.delete(encoding));
    }
    return copy;
  };
}

async function send(request: FastifyRequest, reply: FastifyReply, type: string, body: (e: Encoding | null) => Promise<Buffer>, cache: string) {
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  const bytes = await body(encoding);
  addVary(reply, 'Accept-Encoding');
  if (encoding) reply.header('content-encoding', encoding);
  return reply.header('content-security-policy', REFERENCE_POLICY).header('cache-control', cache).type(type).send(bytes);
}

/** /api/reference: a browsable reference of the OpenAPI document, Swagger UI served from node_modules (decision 070). */
export default async function referenceRoutes(app: FastifyInstance): Promise<void> {
  const html = cachedBodies(async () => Buffer.from(page(`API reference · ${site.name}`)));
  const bodies = new Map(Object.entries(ASSETS).map(([name, asset]) => [name, { type: asset.type, body: cachedBodies(asset.load) }]));

  app.get('/api/reference', { schema: { hide: true } }, (request, reply) => send(request, reply, 'text/html; charset=utf-8', html, 'no-cache'));

  app.get<{ Params: { file: string } }>('/api/reference/:file', { schema: { hide: true } }, (request, reply) => {
    const asset = bodies.get(request.params.file);
    if (!asset) throw new NotFoundError('No such file');
    return send(request, reply, asset.type, asset.body, 'public, max-age=86400');
  });
}
