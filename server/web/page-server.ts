import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RouterContextProvider } from 'react-router';
import type { InlineStylesheet } from './inline-stylesheet';
import type { PageObserver } from './page-observer';
import { missingPathWords } from '@contract/search';
import { plainMissingPath } from './missing-paths';
import { suggestionLimits } from './not-found-suggestions';
import { createRenderTags, type RenderTags } from './render-tags';
import { hasSessionCookie } from '../plugins/app/auth';
import { negotiateEncoding } from '../plugins/external/compression';
import { nonceIfMade } from '../plugins/external/security-headers';
import { pageCacheRequests, pageRenders } from '../observability/metrics';
import {
  cacheKey,
  etagFor,
  isCacheableResponse,
  isKept,
  matchesIfNoneMatch,
  PUBLIC_PAGE_CACHE_CONTROL,
  type CachedPage,
  type KeptPage,
  type PageCache,
} from './page-cache';

const origin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** `url`: what the page is rendered from (a public page: its cache key, without the query it does not read). */
function toWebRequest(request: FastifyRequest, reply: FastifyReply, origin: string, url = request.url): Request {
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
  return new Request(origin + url, {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(body && request.method !== 'GET' && request.method !== 'HEAD' ? { body: new Uint8Array(body) } : {}),
  } as RequestInit);
}

/** Retry-After of a 503 page that did not name one (its loader's own is not passed on by the router). */
const UNAVAILABLE_RETRY_AFTER = '30';

/**
 * Headers of a page no shared cache may keep (signed-in, sign-in, errors): `private, no-store`
 * unless the route said otherwise (redirects keep theirs); a 503 says when to come back.
 */
function uncachedPageHeaders(reply: FastifyReply, status: number): void {
  if (!reply.hasHeader('cache-control') && (status < 300 || status >= 400)) reply.header('cache-control', 'private, no-store');
  if (status === 503 && !reply.hasHeader('retry-after')) reply.header('retry-after', UNAVAILABLE_RETRY_AFTER);
}

async function sendWebResponse(reply: FastifyReply, response: Response): Promise<void> {
  reply.status(response.status);
  for (const [key, value] of response.headers) {
    if (key === 'set-cookie') continue;
    reply.header(key, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  uncachedPageHeaders(reply, response.status);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as WebReadableStream));
}

/**
 * `disk`: a hit read back from the disk tier; `not-found`: the shared not-found page with this
 * request's path written in (never kept by any other cache).
 */
type CacheState = 'hit' | 'disk' | 'miss' | 'stale' | 'bypass' | 'not-found';

/**
 * Sends a buffered page. `publicBytes`: a page not kept that holds no nonce either, sent with the
 * public pages' policy too. A kept one (hit, the miss that kept it, or a stale copy while its
 * re-render fails) is the same bytes for everyone: it goes out with the public pages' policy (it
 * holds no nonce), a strong ETag per encoding, public caching, and as a 304 when the visitor
 * already has it; brotli as kept, gzip or identity made from it (page-cache.ts).
 */
async function sendPage(
  reply: FastifyReply,
  page: CachedPage | KeptPage,
  cacheState: CacheState,
  { publicPolicy, pageCache }: Pick<PageServerOptions, 'publicPolicy' | 'pageCache'>,
  cookies: string[] = [],
  publicBytes = false,
) {
  const kept = cacheState !== 'bypass' && cacheState !== 'not-found';
  pageCacheRequests.inc({ result: cacheState });
  reply.status(page.status);
  for (const [key, value] of page.headers) reply.header(key, value);
  if (cookies.length) reply.header('set-cookie', cookies);
  reply.header('x-page-cache', cacheState);
  reply.header('vary', 'Accept-Encoding');
  if (!kept || !isKept(page)) {
    if (!kept) {
      uncachedPageHeaders(reply, page.status);
      // Public bytes not kept (the shared not-found page, a render the content changed under) hold no nonce: the public pages' policy.
      if (publicBytes) reply.header('content-security-policy', page.policy ?? publicPolicy);
    } else reply.header('content-security-policy', page.policy ?? publicPolicy).header('cache-control', PUBLIC_PAGE_CACHE_CONTROL);
    return reply.send((page as CachedPage).body);
  }
  reply.header('content-security-policy', page.policy ?? publicPolicy);
  reply.header('cache-control', PUBLIC_PAGE_CACHE_CONTROL);
  // The compression hook leaves a response that already has a Content-Encoding alone, and
  // compresses the rest by the same rule (negotiateEncoding).
  const encoding = negotiateEncoding(reply.request.headers['accept-encoding']);
  const etag = etagFor(page, encoding);
  if (etag) reply.header('etag', etag);
  if (matchesIfNoneMatch(page, reply.request.headers['if-none-match'])) return reply.status(304).send();
  const body = await pageCache.body(page, encoding);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(body);
}

/** Trims an inline stylesheet to its rules and allows it by hash (inline-stylesheet.ts). */
interface StylesheetTrimming {
  sheet: InlineStylesheet;
  policyFor: (css: string) => string;
}

/** An HTML page with its inline stylesheet trimmed to the rules it can use, and the policy that allows what is left. */
function withTrimmedStylesheet(page: CachedPage, { sheet, policyFor }: StylesheetTrimming): CachedPage {
  const type = page.headers.find(([name]) => name === 'content-type')?.[1] ?? '';
  if (!type.startsWith('text/html')) return page;
  const trimmed = sheet.trimPage(page.body.toString('utf8'));
  return trimmed.css === null ? page : { ...page, body: Buffer.from(trimmed.html), policy: policyFor(trimmed.css) };
}

/** React Router's request handler; the load context carries the web app's values (mount.ts). */
type RenderPage = (request: Request, loadContext?: RouterContextProvider) => Promise<Response>;

interface PageServerOptions {
  handle: RenderPage;
  handleSignedIn: RenderPage;
  pageCache: PageCache;
  publicPolicy: string;
  /** Trims an anonymous page's inline stylesheet to the rules it can use. */
  stylesheet?: StylesheetTrimming;
  context: (request: FastifyRequest, reply: FastifyReply, tags?: RenderTags) => RouterContextProvider;
  /** Told of each anonymous public page sent (analytics, decision 066); the early path tells it of its hits. */
  observer?: PageObserver;
  /**
   * Whether only the catch-all route (the not-found page) matches a path (missing-paths.ts): such
   * pages are one render shared by every missing path (decision 090). Without it every 404 is rendered.
   */
  isMissing?: (pathname: string) => boolean;
  /** Not-found pages with suggestions (decision 119): how many are kept, how many new ones are rendered a minute. */
  suggestions?: { maxPages: number; rendersPerMinute: number };
}

/** The page cache's key of the shared not-found page: no request's key (they all start with '/'). */
export const NOT_FOUND_PAGE_KEY = 'not-found';
/** After the shared not-found page failed to render, missing paths are rendered for themselves this long. */
const NOT_FOUND_RETRY_MS = 5_000;
/**
 * Not-found pages with suggestions (one per missing path's words): at most `maxPages` kept (the oldest
 * goes first) and `rendersPerMinute` new ones rendered; past that, missing paths get the plain page.
 */
const SUGGESTIONS = { maxPages: 100, rendersPerMinute: 60 };

/**
 * The not-found page, rendered once for a path no request has (`placeholder`) and kept in the page
 * cache under the tags of what it read (the site's header and footer), so a content change renders
 * it again; each missing path gets it with its own path written in where the placeholder was. A
 * scanner's requests (/wp-login.php, /.env…) then cost about what a kept page does, not a render each
 * (decision 090). A path with words (`/services/web-scrapping`) gets the page rendered for those words,
 * with the site's pages that match them (decision 119): one render per set of words, at most
 * SUGGESTIONS' numbers kept and made, else the plain page. The function
 * it answers sends it and says true, or says false when it cannot (the path is then rendered).
 */
function createSharedNotFound({
  handle,
  pageCache,
  publicPolicy,
  context,
  stylesheet,
  suggestions = SUGGESTIONS,
}: Pick<PageServerOptions, 'handle' | 'pageCache' | 'publicPolicy' | 'context' | 'stylesheet' | 'suggestions'>) {
  const placeholder = `/__missing-${randomBytes(8).toString('hex')}`;
  const renders = new Map<string, Promise<CachedPage | KeptPage | null>>();
  let notFoundRetryAt = 0;
  const limits = suggestionLimits(pageCache, suggestions);

  const render = (request: FastifyRequest, reply: FastifyReply, key: string, words: string) =>
    (async () => {
      const generation = pageCache.generation();
      const tags = createRenderTags();
      // Not tied to this visitor's connection: every missing path waits on this one render.
      pageRenders.inc({ kind: 'not-found' });
      // `words` always given, so the placeholder's own letters are never taken for words.
      const url = `${origin(request)}${placeholder}?${new URLSearchParams({ words }).toString()}`;
      const response = await handle(new Request(url), context(request, reply, tags));
      const body = Buffer.from(await response.arrayBuffer());
      const nonce = nonceIfMade(reply);
      const type = response.headers.get('content-type') ?? '';
      // Only the plain not-found page is shared: not an error page (the database away), nor one that used this response's nonce.
      if (response.status !== 404 || !type.startsWith('text/html') || response.headers.has('set-cookie') || (nonce && body.includes(nonce)))
        return null;
      const rendered: CachedPage = { status: 404, headers: [...response.headers], body };
      const page = stylesheet ? withTrimmedStylesheet(rendered, stylesheet) : rendered;
      const kept = await pageCache.set(key, page, generation, tags.tags());
      if (kept && words) limits.kept(key);
      return kept ?? page;
    })()
      .catch((err: unknown) => {
        request.log.warn({ err }, 'the shared not-found page did not render: missing paths are rendered for themselves for a while');
        return null;
      })
      .finally(() => renders.delete(key));

  const notFoundPage = async (request: FastifyRequest, reply: FastifyReply, words: string): Promise<CachedPage | KeptPage | undefined> => {
    const key = words ? `${NOT_FOUND_PAGE_KEY}:${words}` : NOT_FOUND_PAGE_KEY;
    const kept = pageCache.get(key) ?? (await pageCache.fresh(key));
    if (kept) return kept;
    if (words && !renders.has(key) && !limits.mayRender()) return notFoundPage(request, reply, '');
    if (!words && Date.now() < notFoundRetryAt) return pageCache.stale(key);
    let rendering = renders.get(key);
    if (!rendering) {
      rendering = render(request, reply, key, words);
      renders.set(key, rendering);
    }
    const page = await rendering;
    if (page) return page;
    if (words) return notFoundPage(request, reply, '');
    notFoundRetryAt = Date.now() + NOT_FOUND_RETRY_MS;
    return pageCache.stale(key);
  };

  // The kept page cut at the placeholder once, so a request only joins the pieces around its path.
  const pieces = new WeakMap<CachedPage | KeptPage, Buffer[]>();
  const piecesOf = async (page: CachedPage | KeptPage): Promise<Buffer[]> => {
    let cut = pieces.get(page);
    if (!cut) {
      const body = isKept(page) ? await pageCache.body(page, null) : page.body;
      const marker = Buffer.from(placeholder);
      cut = [];
      let from = 0;
      for (let at = body.indexOf(marker); at !== -1; at = body.indexOf(marker, from)) {
        cut.push(body.subarray(from, at));
        from = at + marker.length;
      }
      cut.push(body.subarray(from));
      pieces.set(page, cut);
    }
    return cut;
  };

  /** A path only the catch-all route matches: the shared not-found page with its path written in, or false to render it. */
  return async (request: FastifyRequest, reply: FastifyReply, path: string): Promise<boolean> => {
    const page = await notFoundPage(request, reply, missingPathWords(path));
    if (!page) return false;
    const cut = await piecesOf(page);
    const written = Buffer.from(path);
    const body = Buffer.concat(cut.flatMap((piece, i) => (i === 0 ? [piece] : [written, piece])));
    await sendPage(
      reply,
      { status: page.status, headers: page.headers, body, policy: page.policy },
      'not-found',
      { publicPolicy, pageCache },
      [],
      true,
    );
    return true;
  };
}

/**
 * Serves a page request (already checked by mount.ts): signed-in visitors and pages that read
 * their whole query are rendered for themselves; anonymous public pages come from the page cache
 * (one render per key at a time), kept under the tags of the API answers its render read (decision
 * 075), and from its stale copy when a re-render fails (decision 028).
 */
export function createPageServer(options: PageServerOptions) {
  const { handle, handleSignedIn, pageCache, publicPolicy, context, observer, stylesheet, isMissing } = options;
  // Anonymous renders in progress: concurrent misses wait for the first (no stampede); each settles to the kept page, 'failed' (5xx) or null.
  const inflight = new Map<string, Promise<CachedPage | KeptPage | 'failed' | null>>();
  const served = { publicPolicy, pageCache };

  /** A render failed: the expired copy, if one is kept, rather than the error (issue 23: outages). */
  const staleInstead = async (request: FastifyRequest, key: string, failure: unknown): Promise<KeptPage | undefined> => {
    const stale = await pageCache.stale(key);
    if (!stale) return undefined;
    request.log.warn({ err: failure, page: key }, 'page render failed: serving the kept copy (stale)');
    pageCache.failed(key);
    return stale;
  };

  /** An anonymous public page: kept (in memory or on disk), shared or rendered. */
  const serveKept = async (request: FastifyRequest, reply: FastifyReply, key: string) => {
    const hit = pageCache.get(key);
    if (hit) return sendPage(reply, hit, 'hit', served);
    const read = await pageCache.fresh(key);
    if (read) return sendPage(reply, read, 'disk', served);
    // A re-render failed moments ago: the kept copy, without trying again at once.
    const resting = pageCache.retryLater(key) ? await pageCache.stale(key) : undefined;
    if (resting) return sendPage(reply, resting, 'stale', served);
    const shared = inflight.get(key);
    if (shared) {
      const page = await shared.catch(() => 'failed' as const);
      if (page && page !== 'failed') return sendPage(reply, pageCache.get(key) ?? page, 'hit', served);
      const stale = page === 'failed' ? await pageCache.stale(key) : undefined;
      if (stale) return sendPage(reply, stale, 'stale', served);
    }
    const generation = pageCache.generation();
    const tags = createRenderTags();
    const job = (async () => {
      // Rendered from the key: a campaign's query never reaches the page, so every visitor gets these bytes.
      pageRenders.inc({ kind: 'public' });
      const response = await handle(toWebRequest(request, reply, origin(request), key), context(request, reply, tags));
      const rendered: CachedPage = {
        status: response.status,
        headers: [...response.headers].filter(([name]) => name !== 'set-cookie'),
        body: Buffer.from(await response.arrayBuffer()),
      };
      const page = stylesheet ? withTrimmedStylesheet(rendered, stylesheet) : rendered;
      // A page that used this response's nonce (sign-in) is sent but never kept.
      const cacheable = isCacheableResponse(response.status, response.headers, rendered.body, nonceIfMade(reply));
      return {
        page,
        cookies: response.headers.getSetCookie(),
        cacheable,
        kept: cacheable ? await pageCache.set(key, page, generation, tags.tags()) : undefined,
      };
    })();
    if (!shared) {
      const settled = job.then(
        (r) => r.kept ?? (r.cacheable ? r.page : r.page.status >= 500 ? ('failed' as const) : null),
        () => 'failed' as const,
      );
      inflight.set(key, settled);
      void settled.finally(() => {
        if (inflight.get(key) === settled) inflight.delete(key);
      });
    }
    let rendered: Awaited<typeof job>;
    try {
      rendered = await job;
    } catch (err) {
      const stale = await staleInstead(request, key, err);
      if (stale) return sendPage(reply, stale, 'stale', served);
      throw err;
    }
    const { page, cookies, kept, cacheable } = rendered;
    if (page.status >= 500) {
      const stale = await staleInstead(request, key, new Error(`page answered ${page.status}`));
      if (stale) return sendPage(reply, stale, 'stale', served);
    }
    // The first visitor gets the kept copy too: the same bytes, compressed as well as hits are.
    return sendPage(reply, kept ?? page, kept ? 'miss' : 'bypass', served, cookies, cacheable);
  };

  const serveMissing = createSharedNotFound(options);

  return async (request: FastifyRequest, reply: FastifyReply) => {
    // Either session cookie name (sid, or __Host-sid over TLS) marks a signed-in visitor.
    const anonymous = !hasSessionCookie(request.headers.cookie);
    const missing = anonymous && isMissing && request.method === 'GET' ? plainMissingPath(request.url, isMissing) : null;
    if (missing !== null && (await serveMissing(request, reply, missing))) {
      observer?.(request.raw, reply.statusCode, request.ip);
      return reply;
    }
    const key = anonymous ? cacheKey(request) : null;
    if (key === null) pageRenders.inc({ kind: anonymous ? 'public' : 'signed-in' });
    const sent =
      key === null
        ? await sendWebResponse(reply, await handleSignedIn(toWebRequest(request, reply, origin(request)), context(request, reply)))
        : await serveKept(request, reply, key);
    // A visitor's page rendered for itself (a blog search, a preselected service) is a view like a kept one's.
    if (anonymous) observer?.(request.raw, reply.statusCode, request.ip);
    return sent;
  };
}
