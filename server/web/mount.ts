import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { HttpError } from '../lib/errors';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { limitFunction } from 'p-limit';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { Config } from '../config/env';
import type { WebLoadContext } from '../../web/lib/load-context';
import { hasSessionCookie } from '../plugins/app/auth';
import { createInProcessFetch } from './in-process-fetch';
import { negotiateEncoding } from '../plugins/external/compression';
import { publicPagePolicy } from '../plugins/external/security-headers';
import { cacheKey, createPageCache, encodedBody, isCacheableResponse, type CachedPage } from './page-cache';
import { registerStaticFiles } from './static-assets';

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
  // Page bodies arrive buffered and checked (checkPageRequest).
  const body = Buffer.isBuffer(request.body) ? request.body : undefined;
  return new Request(origin + request.url, {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(body && request.method !== 'GET' && request.method !== 'HEAD' ? { body: new Uint8Array(body) } : {}),
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

/**
 * Sends a buffered page; a cached one goes out in the encoding the visitor takes, compressed once,
 * with the public pages' policy (it holds no nonce: its inline script and style are allowed by hash).
 */
async function sendPage(reply: FastifyReply, page: CachedPage, cacheState: 'hit' | 'miss' | 'bypass', publicPolicy: string, cookies: string[] = []) {
  reply.status(page.status);
  for (const [key, value] of page.headers) reply.header(key, value);
  if (cacheState !== 'bypass') reply.header('content-security-policy', publicPolicy);
  if (cookies.length) reply.header('set-cookie', cookies);
  reply.header('x-page-cache', cacheState);
  reply.header('vary', 'Accept-Encoding');
  // A kept page (hit, or the miss that kept it) goes out compressed once per encoding; the
  // compression hook leaves a response that already has a Content-Encoding alone, and compresses
  // the rest by the same rule (negotiateEncoding).
  const encoding = cacheState !== 'bypass' ? negotiateEncoding(reply.request.headers['accept-encoding']) : null;
  const encoded = encoding ? await encodedBody(page, encoding) : null;
  if (encoding && encoded) {
    reply.header('content-encoding', encoding);
    return reply.send(encoded);
  }
  return reply.send(page.body);
}

/**
 * The stylesheet islands pages carry inline (web/root.tsx): the public pages' own one
 * (islands.json, scripts/public-stylesheet.ts), else the root stylesheet; null when there is none.
 */
function readInlineCss(build: ServerBuild, clientDir: string, publicStylesheet: string | null): string | null {
  for (const href of [publicStylesheet, build.assets.routes.root?.css?.[0]]) {
    if (!href) continue;
    try {
      return fs.readFileSync(path.join(clientDir, href), 'utf8');
    } catch {
      // Not in this build: the next one.
    }
  }
  return null;
}

const origin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/**
 * Signed-in pages rendered at a time (each until its answer starts). A staff page is the heaviest
 * thing this thread does: its loaders' API calls (a page of leads, counts, owners) and React.
 * Five staff reloading the dashboard, admitted together, kept ~150 ms of that work queued ahead
 * of every API request and of /api/health (p99 86-95 ms; one at a time: 46-61 ms; with each piece
 * of a page on an event-loop turn of its own, in-process-fetch.ts and entry.server.tsx: 34-39 ms).
 * Waiting renders cost nothing, and visitors' pages (mostly from the page cache) never wait here.
 */
const SIGNED_IN_RENDERS_AT_ONCE = 1;

const PAGE_METHODS = ['GET', 'HEAD', 'POST'];
const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;
const JSON_TYPE = /^application\/json\s*(;|$)/i;

/**
 * Pages take what a browser sends them: GET and HEAD, POST of an HTML form (the no-JavaScript path
 * of route actions) and, from the staff screens' fetchers, POST of JSON. Anything else gets a 4xx
 * here, before React Router, whose actions would otherwise fail on it with a 500 (a text body, a
 * broken multipart or JSON body, TRACE); actions that read a form refuse JSON themselves (readForm).
 */
async function checkPageRequest(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!PAGE_METHODS.includes(request.method)) {
    reply.header('allow', PAGE_METHODS.join(', '));
    throw new HttpError(405, `${request.method} is not allowed here`, [{ field: 'method', message: `Use ${PAGE_METHODS.join(', ')}` }]);
  }
  if (request.method !== 'POST') return;
  const type = request.headers['content-type'] ?? '';
  if (JSON_TYPE.test(type)) {
    try {
      JSON.parse((request.body as Buffer).toString('utf8'));
      return;
    } catch {
      throw new HttpError(400, 'Request body: not valid JSON', [{ field: 'body', message: 'Not valid JSON' }]);
    }
  }
  if (!FORM_TYPES.test(type)) {
    throw new HttpError(415, 'Unsupported content type: send an HTML form', [{ field: 'body', message: 'Send an HTML form' }]);
  }
  try {
    await new Response(new Uint8Array(request.body as Buffer), { headers: { 'content-type': type } }).formData();
  } catch {
    throw new HttpError(400, 'Request body: not a readable form', [{ field: 'body', message: 'Not a readable form' }]);
  }
}

/**
 * The public pages' islands script and inline stylesheet (vite.islands.config.ts); no script =
 * hydrate whole documents, with the stylesheet linked.
 */
function readPublicAssets(buildDir: string, build: ServerBuild, clientDir: string): { islandsScript: string | null; inlineCss: string | null } {
  try {
    const { script, stylesheet } = JSON.parse(fs.readFileSync(path.join(buildDir, 'islands.json'), 'utf8')) as {
      script?: unknown;
      stylesheet?: unknown;
    };
    if (typeof script !== 'string') return { islandsScript: null, inlineCss: null };
    return { islandsScript: script, inlineCss: readInlineCss(build, clientDir, typeof stylesheet === 'string' ? stylesheet : null) };
  } catch {
    return { islandsScript: null, inlineCss: null };
  }
}

export async function loadWeb(config: Config): Promise<{ mount: (app: FastifyInstance) => Promise<void>; onContentChange: () => void } | null> {
  const serverEntry = path.join(config.buildDir, 'server/index.js');
  const clientDir = path.join(config.buildDir, 'client');
  if (!fs.existsSync(serverEntry)) return null;
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const { islandsScript, inlineCss } = readPublicAssets(config.buildDir, build, clientDir);
  const publicPolicy = publicPagePolicy({ connectOrigins: config.API_ORIGIN ? [config.API_ORIGIN] : [], inlineCss });
  const handle = createRequestHandler(build, 'production');
  const handleSignedIn = limitFunction(handle, { concurrency: SIGNED_IN_RENDERS_AT_ONCE });
  const pageCache = createPageCache();

  const mount = async (app: FastifyInstance) => {
    // Per visitor, so the API sees their address (rate limits) rather than the server's.
    const apiFetchFor = (request: FastifyRequest): typeof fetch => (config.API_ORIGIN ? fetch : createInProcessFetch(app, request.ip));
    const apiBase = config.API_ORIGIN ?? 'http://in-process';
    await registerStaticFiles(app, clientDir);
    await app.register(async (pages) => {
      // Pages read their own bodies (form posts to route actions).
      pages.removeAllContentTypeParsers();
      pages.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
      const context = (request: FastifyRequest, cspNonce: string): WebLoadContext => ({
        apiFetch: apiFetchFor(request),
        apiBase,
        publicApiOrigin: config.API_ORIGIN ?? '',
        siteUrl: config.siteUrl,
        cspNonce,
        islandsScript,
        inlineCss,
      });
      // Anonymous renders of one page in progress: concurrent misses wait for the first (no stampede).
      const inflight = new Map<string, Promise<CachedPage | null>>();

      const servePage = async (request: FastifyRequest, reply: FastifyReply) => {
        await checkPageRequest(request, reply);
        // Either session cookie name (sid, or __Host-sid over TLS) marks a signed-in visitor.
        const key = hasSessionCookie(request.headers.cookie) ? null : cacheKey(request);
        if (key === null) {
          const response = await handleSignedIn(toWebRequest(request, reply, origin(request)), context(request, reply.scriptNonce) as never);
          return sendWebResponse(reply, response);
        }
        const hit = pageCache.get(key);
        if (hit) return sendPage(reply, hit, 'hit', publicPolicy);
        const shared = inflight.get(key);
        if (shared) {
          const page = await shared.catch(() => null);
          if (page) return sendPage(reply, page, 'hit', publicPolicy);
        }
        const generation = pageCache.generation();
        // Rendered with this response's nonce: a page that uses it (sign-in) is sent but never kept.
        const nonce = reply.scriptNonce;
        const job = (async () => {
          const response = await handle(toWebRequest(request, reply, origin(request)), context(request, nonce) as never);
          const page: CachedPage = {
            status: response.status,
            headers: [...response.headers].filter(([name]) => name !== 'set-cookie'),
            body: Buffer.from(await response.arrayBuffer()),
          };
          return {
            page,
            cookies: response.headers.getSetCookie(),
            cacheable: isCacheableResponse(response.status, response.headers, page.body, nonce),
          };
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
        // The first visitor gets the kept copy too: the same bytes, compressed as well as hits are.
        const kept = cacheable && pageCache.set(key, page, generation) ? pageCache.get(key) : undefined;
        return sendPage(reply, kept ?? page, cacheable ? 'miss' : 'bypass', publicPolicy, cookies);
      };
      // Every method but OPTIONS (checkPageRequest answers the ones pages do not take with 405): with
      // CORS_ORIGINS set, @fastify/cors owns `OPTIONS *` for preflights, and a second `OPTIONS /*`
      // route stopped the server at start (FST_ERR_DUPLICATED_ROUTE).
      const methods = pages.supportedMethods.filter((method) => method !== 'OPTIONS');
      pages.route({ method: methods, url: '/*', schema: { hide: true }, handler: servePage });
    });
  };
  // Blog writes clear the cache so an edit shows at once (other processes: within the TTL).
  return { mount, onContentChange: () => pageCache.clear() };
}
