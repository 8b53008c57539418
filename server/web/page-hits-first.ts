import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { hasSessionCookie } from '../plugins/app/auth';
import { negotiateEncoding } from '../plugins/external/compression';
import { everyAnswersHeaders } from '../plugins/external/security-headers';
import { countRequest, pageCacheRequests } from '../observability/metrics';
import { redirectAnswer, type RedirectLookup } from '../redirects/table';
import type { PageObserver } from './page-observer';
import { cacheKey, etagFor, matchesIfNoneMatch, PUBLIC_PAGE_CACHE_CONTROL, type KeptPage, type PageCache } from './page-cache';

export interface PageHitsOptions {
  pageCache: PageCache;
  publicPolicy: string;
  /** TRUST_PROXY is set: whether X-Forwarded-Proto is believed depends on the hop, which Fastify decides. */
  trustsProxy: boolean;
  /** CORS_ORIGINS is set: a request with an Origin gets @fastify/cors's headers, through Fastify. */
  cors: boolean;
  /** The request log line (plugins/app/request-log.ts) of an answer sent here. */
  logRequest: (line: { method: string; url: string; statusCode: number; ms: number }) => void;
  /** The admins' redirects, answered before the cache (decision 064). */
  redirects?: RedirectLookup;
  /** Told of each hit answered here (analytics, decision 066), as page-server.ts tells it of the rest. */
  observer?: PageObserver;
  /** True while the site is not launched: every page says `X-Robots-Tag: noindex` (decision 115), as mount.ts's hook does. */
  noindex?: () => boolean;
}

/** The header of every page before the site is launched (decision 115). */
export const NOINDEX_HEADER = ['x-robots-tag', 'noindex'] as const;

/** A lone UTF-16 surrogate written as UTF-8 (%ED%A0-%ED%BF): plugins/app/well-formed-text.ts refuses it with a 400. */
const SURROGATE = /%ed%[ab]/i;

/**
 * Answers a fresh page-cache hit straight from the HTTP server's request event, before Fastify
 * routes it (issue 24: the hooks, the reply machinery and their garbage were most of a hit's cost),
 * with the headers page-server.ts sends for a hit through Fastify (server/web/page-hits-first.test.ts
 * compares the two). Returns false, leaving the request to Fastify unchanged, for anything else: a
 * miss or stale page, a signed-in visitor, a method but GET, a body compressed not yet, a request
 * whose scheme or CORS headers Fastify must work out, a query the app would refuse.
 */
export function createPageHits({ pageCache, publicPolicy, trustsProxy, cors, logRequest, redirects, observer, noindex }: PageHitsOptions) {
  /** The headers Fastify's security hook adds to every answer, from the same table (a fresh copy: the page's are added to it). */
  const commonHeaders = (req: IncomingMessage): OutgoingHttpHeaders => ({ ...everyAnswersHeaders((req.socket as TLSSocket).encrypted === true) });

  /** Sends a kept page (from memory: 'hit', read back from disk: 'disk'); false when its encoding is not made yet. */
  function send(req: IncomingMessage, res: ServerResponse, page: KeptPage, state: 'hit' | 'disk', url: string, start: number): boolean {
    const encoding = negotiateEncoding(req.headers['accept-encoding']);
    const notModified = matchesIfNoneMatch(page, req.headers['if-none-match']);
    const body = notModified ? null : pageCache.readyBody(page, encoding);
    if (body === undefined) return false;

    // In the order the Fastify path sets them: helmet's and the policy hook's, then the page's own.
    const headers = commonHeaders(req);
    for (const [name, value] of page.headers) headers[name] = value;
    headers['x-page-cache'] = state;
    headers.vary = 'Accept-Encoding';
    headers['content-security-policy'] = page.policy ?? publicPolicy;
    headers['cache-control'] = PUBLIC_PAGE_CACHE_CONTROL;
    if (noindex?.()) headers[NOINDEX_HEADER[0]] = NOINDEX_HEADER[1];
    const etag = etagFor(page, encoding);
    if (etag) headers.etag = etag;
    if (body) {
      if (encoding) headers['content-encoding'] = encoding;
      headers['content-length'] = body.length;
    }
    res.writeHead(body ? page.status : 304, headers);
    res.end(body ?? undefined);
    const ms = performance.now() - start;
    pageCacheRequests.inc({ result: state });
    countRequest('GET', 'page-cache', res.statusCode, ms / 1000);
    logRequest({ method: 'GET', url, statusCode: res.statusCode, ms: Math.round(ms) });
    // The socket's address is the one Fastify would use: a forwarded request never gets here (above).
    observer?.(req, res.statusCode, req.socket.remoteAddress);
    return true;
  }

  /**
   * True when answered, false to leave the request to Fastify, or, for a page on disk only (a long
   * tail of pages beyond the memory budget, decision 109), a promise of either once it is read back.
   */
  return function serve(req: IncomingMessage, res: ServerResponse): boolean | Promise<boolean> {
    const start = performance.now();
    const url = req.url ?? '';
    if (req.method !== 'GET' || hasSessionCookie(req.headers.cookie)) return false;
    // Behind a trusted proxy the visitor's address and scheme are Fastify's to work out.
    const forwarded = req.headers['x-forwarded-proto'] !== undefined || req.headers['x-forwarded-for'] !== undefined;
    if ((trustsProxy && forwarded) || (cors && req.headers.origin !== undefined)) return false;
    if (SURROGATE.test(url)) return false;
    // A redirected address never reaches the cache, whatever it holds (plugins/app/redirects.ts answers the same through Fastify).
    const moved = redirects?.lookup(url);
    if (moved) {
      const answer = redirectAnswer(moved);
      res.writeHead(moved.status, { ...commonHeaders(req), ...answer.headers });
      res.end(answer.body);
      logRequest({ method: 'GET', url, statusCode: moved.status, ms: Math.round(performance.now() - start) });
      return true;
    }
    const key = cacheKey({ method: 'GET', url, headers: req.headers });
    if (key === null) return false;
    const page = pageCache.get(key);
    if (page) return send(req, res, page, 'hit', url, start);
    if (!pageCache.freshOnDiskOnly(key)) return false;
    return pageCache.fresh(key).then((read) => read !== undefined && send(req, res, read, 'disk', url, start));
  };
}
