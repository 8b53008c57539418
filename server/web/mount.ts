import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { Config } from '../config/env';
import type { WebLoadContext } from '../../web/lib/load-context';
import { createInProcessFetch } from './in-process-fetch';
import { NONCE_PLACEHOLDER, cacheKey, createPageCache, gzipWithNonce, isCacheableResponse, withNonce, type CachedPage } from './page-cache';

function toWebRequest(request: FastifyRequest, reply: FastifyReply, origin: string): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(key, v);
  }
  const controller = new AbortController();
  // Abort only when the visitor goes away before the answer is sent. The request's own 'close'
  // fires as soon as a posted body has been read, which would abort every route action.
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(origin + request.url, {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Readable.toWeb(request.raw) as ReadableStream, duplex: 'half' } : {}),
  } as RequestInit);
}

async function sendWebResponse(reply: FastifyReply, response: Response): Promise<void> {
  reply.status(response.status);
  for (const [key, value] of response.headers) {
    if (key === 'set-cookie') continue;
    reply.header(key, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as WebReadableStream));
}

/** Sends a buffered page with this response's own nonce in place of the placeholder. */
function sendPage(reply: FastifyReply, page: CachedPage, cacheState: 'hit' | 'miss' | 'bypass', cookies: string[] = []) {
  reply.status(page.status);
  for (const [key, value] of page.headers) reply.header(key, value);
  if (cookies.length) reply.header('set-cookie', cookies);
  reply.header('x-page-cache', cacheState);
  // A cache hit for a gzip-capable client goes out pre-compressed (the compression hook leaves a
  // response that already has a Content-Encoding alone): no per-request compression of the page.
  const accepts = /\bgzip\b(?!;\s*q=0(\.0*)?\b)/.test(String(reply.request.headers['accept-encoding'] ?? ''));
  const gz = cacheState === 'hit' && accepts ? gzipWithNonce(page, reply.scriptNonce) : null;
  if (gz) {
    reply.header('content-encoding', 'gzip');
    reply.header('vary', 'Accept-Encoding');
    return reply.send(gz);
  }
  return reply.send(withNonce(page, reply.scriptNonce));
}

/** The public pages' islands script (vite.islands.config.ts); null = hydrate whole documents. */
function readIslandsScript(buildDir: string): string | null {
  try {
    const { script } = JSON.parse(fs.readFileSync(path.join(buildDir, 'islands.json'), 'utf8')) as { script?: unknown };
    return typeof script === 'string' ? script : null;
  } catch {
    return null;
  }
}

export async function loadWeb(config: Config): Promise<{ mount: (app: FastifyInstance) => Promise<void>; onContentChange: () => void } | null> {
  const serverEntry = path.join(config.buildDir, 'server/index.js');
  const clientDir = path.join(config.buildDir, 'client');
  if (!fs.existsSync(serverEntry)) return null;
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const islandsScript = readIslandsScript(config.buildDir);
  const handle = createRequestHandler(build, 'production');
  const pageCache = createPageCache();

  const mount = async (app: FastifyInstance) => {
    // Per visitor, so the API sees their address (rate limits) rather than the server's.
    const apiFetchFor = (request: FastifyRequest): typeof fetch => (config.API_ORIGIN ? fetch : createInProcessFetch(app, request.ip));
    const apiBase = config.API_ORIGIN ?? 'http://in-process';
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      decorateReply: false,
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
        res.setHeader('vary', 'Accept-Encoding');
      },
    });
    await app.register(async (pages) => {
      // Pages read their own bodies (form posts to route actions).
      pages.removeAllContentTypeParsers();
      pages.addContentTypeParser('*', (_request, _payload, done) => done(null));
      const context = (request: FastifyRequest, cspNonce: string): WebLoadContext => ({
        apiFetch: apiFetchFor(request),
        apiBase,
        publicApiOrigin: config.API_ORIGIN ?? '',
        siteUrl: config.siteUrl,
        cspNonce,
        islandsScript,
      });
      const origin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;
      // Anonymous renders of one page in progress: concurrent misses wait for the first (no stampede).
      const inflight = new Map<string, Promise<CachedPage | null>>();

      const servePage = async (request: FastifyRequest, reply: FastifyReply) => {
        const key = cacheKey(request);
        if (key === null) {
          const response = await handle(toWebRequest(request, reply, origin(request)), context(request, reply.scriptNonce) as never);
          return sendWebResponse(reply, response);
        }
        const hit = pageCache.get(key);
        if (hit) return sendPage(reply, hit, 'hit');
        const shared = inflight.get(key);
        if (shared) {
          const page = await shared.catch(() => null);
          if (page) return sendPage(reply, page, 'hit');
        }
        const generation = pageCache.generation();
        const job = (async () => {
          const response = await handle(toWebRequest(request, reply, origin(request)), context(request, NONCE_PLACEHOLDER) as never);
          const page: CachedPage = {
            status: response.status,
            headers: [...response.headers].filter(([name]) => name !== 'set-cookie'),
            body: await response.text(),
          };
          return { page, cookies: response.headers.getSetCookie(), cacheable: isCacheableResponse(response.status, response.headers) };
        })();
        if (!shared) {
          const cacheable = job.then((r) => (r.cacheable ? r.page : null));
          inflight.set(key, cacheable);
          cacheable
            .finally(() => {
              if (inflight.get(key) === cacheable) inflight.delete(key);
            })
            .catch(() => undefined);
        }
        const { page, cookies, cacheable } = await job;
        if (cacheable) pageCache.set(key, page, generation);
        return sendPage(reply, page, cacheable ? 'miss' : 'bypass', cookies);
      };
      // Every method but OPTIONS: with CORS_ORIGINS set, @fastify/cors owns `OPTIONS *` for preflights,
      // and a second `OPTIONS /*` route stopped the server at start (FST_ERR_DUPLICATED_ROUTE).
      pages.route({ method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'], url: '/*', schema: { hide: true }, handler: servePage });
    });
  };
  // Blog writes clear the cache so an edit shows at once (other processes: within the TTL).
  return { mount, onContentChange: () => pageCache.clear() };
}
