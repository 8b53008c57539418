import fs from 'node:fs';
import path from 'node:path';
import { HttpError } from '../lib/errors';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { limitFunction } from 'p-limit';
import { createRequestHandler, RouterContextProvider, type RouterContext, type ServerBuild } from 'react-router';
import type { Config } from '../config/env';
import type { ContentChangeListener } from '../db/change-notifier';
import type { WebLoadContext } from '@contract/web-load-context';
import { createInProcessFetch } from './in-process-fetch';
import { createSocialCards } from '../og/social-card';
import type { RenderTags } from './render-tags';
import { PUBLIC_INLINE_SCRIPTS } from '@contract/page-scripts';
import { publicPagePolicy } from '../plugins/external/security-headers';
import { createInlineStylesheet, type InlineStylesheet } from './inline-stylesheet';
import { createPageCache, DEFAULT_PAGE_CACHE_MEMORY_BYTES, type PageCache, type PageCacheOptions } from './page-cache';
import { pageCacheDir } from './page-cache-disk';
import { createPageServer } from './page-server';
import { createMissingPathCheck, createPagePattern } from './missing-paths';
import { nameRequestSpan, tracingOn } from '../observability/tracer';
import { createPageHits, NOINDEX_HEADER } from './page-hits-first';
import { privacyFactsFor } from './privacy-facts';
import { answerFirst, registerStaticFiles } from './static-assets';
import { createAccessLog } from '../plugins/app/request-log';

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
 * hydrate whole documents, with the stylesheet linked. `stylesheet` trims the inline stylesheet to
 * each anonymous render (decision 079), knowing the classes the islands' chunks and the inline
 * scripts (the theme script sets `dark` and `light`) can set.
 */
function readPublicAssets(
  buildDir: string,
  build: ServerBuild,
  clientDir: string,
): { islandsScript: string | null; inlineCss: string | null; stylesheet: InlineStylesheet | null } {
  const none = { islandsScript: null, inlineCss: null, stylesheet: null };
  try {
    const { script, stylesheet, chunks } = JSON.parse(fs.readFileSync(path.join(buildDir, 'islands.json'), 'utf8')) as {
      script?: unknown;
      stylesheet?: unknown;
      chunks?: unknown;
    };
    if (typeof script !== 'string') return none;
    const inlineCss = readInlineCss(build, clientDir, typeof stylesheet === 'string' ? stylesheet : null);
    if (inlineCss === null || !Array.isArray(chunks)) return { islandsScript: script, inlineCss, stylesheet: null };
    const scripts = [...chunks.map((chunk) => fs.readFileSync(path.join(clientDir, String(chunk)), 'utf8')), ...PUBLIC_INLINE_SCRIPTS];
    return { islandsScript: script, inlineCss, stylesheet: createInlineStylesheet(inlineCss, scripts) };
  } catch {
    return none;
  }
}

/**
 * The key under which loaders read the values below: the web app's own (web/lib/load-context.ts),
 * reached through the built entry module so the server imports nothing from web/ (decision 032).
 */
function webContextKey(build: ServerBuild): RouterContext<WebLoadContext> {
  const key = (build.entry.module as { webContext?: RouterContext<WebLoadContext> }).webContext;
  if (!key) throw new Error('The web build exports no webContext from its entry.server module');
  return key;
}

const MiB = 1024 * 1024;

/**
 * The page cache's budgets from the settings (PAGE_CACHE_MEMORY_MB, PAGE_CACHE_DISK_MB) and its
 * disk tier in this process's own folder under DATA_DIR (decision 109); `log` is told of a disk
 * that cannot be written.
 */
function pageCacheSettings(config: Config, log: (message: string, err?: unknown) => void): PageCacheOptions {
  const memory = config.PAGE_CACHE_MEMORY_MB ? config.PAGE_CACHE_MEMORY_MB * MiB : DEFAULT_PAGE_CACHE_MEMORY_BYTES;
  const diskMb = config.PAGE_CACHE_DISK_MB ?? 1024;
  if (!config.dataDir || diskMb === 0) return { maxBytes: memory };
  return { maxBytes: memory, disk: { dir: pageCacheDir(config.dataDir), maxBytes: diskMb * MiB, log } };
}

/**
 * The pages' scope: they read their own bodies (form posts to route actions); until an admin launches
 * the site, no page is for search engines (decision 115), said as each answer leaves rather than kept
 * with the page, so a launch needs no page rendered again (the early path says it too, page-hits-first.ts).
 */
function preparePages(pages: FastifyInstance, launched: () => boolean): void {
  pages.removeAllContentTypeParsers();
  pages.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  pages.addHook('onSend', async (_request, reply) => {
    // A redirect is no page (the early path answers redirects without it too); a 304 stands for its page.
    if (!launched() && !reply.hasHeader('location') && !reply.hasHeader(NOINDEX_HEADER[0])) reply.header(...NOINDEX_HEADER);
  });
}

/** `pageCache`: the page cache's bounds, disk tier and clock (tests age its entries). */
export async function loadWeb(
  config: Config,
  { pageCache: pageCacheOptions }: { pageCache?: PageCacheOptions } = {},
): Promise<{ mount: (app: FastifyInstance) => Promise<void>; onContentChange: ContentChangeListener; pageCache: PageCache } | null> {
  const serverEntry = path.join(config.buildDir, 'server/index.js');
  const clientDir = path.join(config.buildDir, 'client');
  if (!fs.existsSync(serverEntry)) return null;
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const { islandsScript, inlineCss, stylesheet } = readPublicAssets(config.buildDir, build, clientDir);
  const connectOrigins = config.API_ORIGIN ? [config.API_ORIGIN] : [];
  const publicPolicy = publicPagePolicy({ connectOrigins, inlineCss });
  const trimming = stylesheet ? { sheet: stylesheet, policyFor: (css: string) => publicPagePolicy({ connectOrigins, inlineCss: css }) } : undefined;
  const webContext = webContextKey(build);
  const handle = createRequestHandler(build, 'production');
  const handleSignedIn = limitFunction(handle, { concurrency: SIGNED_IN_RENDERS_AT_ONCE });
  // The app's logger once mounted (nothing is kept before: pages are kept only through it).
  let log: Pick<FastifyInstance['log'], 'warn'> | null = null;
  const pageCache = createPageCache({ ...pageCacheSettings(config, (message, err) => log?.warn({ err }, message)), ...pageCacheOptions });
  const privacyFacts = privacyFactsFor(config);
  const isMissing = createMissingPathCheck(build.routes);
  const pagePattern = createPagePattern(build.routes);

  const mount = async (app: FastifyInstance) => {
    log = app.log;
    app.addHook('onClose', () => pageCache.close());
    // Per visitor, so the API sees their address (rate limits) rather than the server's. Reads from
    // another origin are not seen: a page rendered from them is dropped by any content change.
    const apiFetchFor = (request: FastifyRequest, tags?: RenderTags): typeof fetch => {
      if (!config.API_ORIGIN) return createInProcessFetch(app, request.ip, tags);
      tags?.unknown();
      return fetch;
    };
    const apiBase = config.API_ORIGIN ?? 'http://in-process';
    await registerStaticFiles(app, clientDir);
    const socialCards = createSocialCards();
    // Fresh hits straight from the HTTP server, once the app has started (the cache fills only through it).
    const pageHits = createPageHits({
      pageCache,
      publicPolicy,
      trustsProxy: config.TRUST_PROXY !== false,
      cors: (config.corsOrigins ?? []).length > 0,
      logRequest: createAccessLog(app.log, config.ACCESS_LOG),
      redirects: app.redirects.table,
      observer: app.analytics.observer,
      noindex: () => !app.siteLaunch.launched(),
    });
    app.startSteps.add('page hits', () => answerFirst(app.server, pageHits));
    await app.register(async (pages) => {
      preparePages(pages, () => app.siteLaunch.launched());
      // The nonce is made only if the render reads it (security-headers.ts): a public page never does.
      // A provider per request: the staff guard adds the signed-in user to it (decision 032).
      const context = (request: FastifyRequest, reply: FastifyReply, tags?: RenderTags): RouterContextProvider => {
        const values: WebLoadContext = {
          apiFetch: apiFetchFor(request, tags),
          apiBase,
          publicApiOrigin: config.API_ORIGIN ?? '',
          siteUrl: config.siteUrl,
          get cspNonce() {
            return reply.scriptNonce;
          },
          islandsScript,
          inlineCss,
          analyticsBeacon: app.analytics.beacon,
          socialCard: socialCards.card,
          attributionConsent: config.ATTRIBUTION_CONSENT,
          privacyFacts,
          passkeyRpId: config.webauthn.rpId,
          reportError: (err) => request.log.error({ err, url: request.url }, 'page render failed'),
        };
        return new RouterContextProvider(new Map([[webContext, values]]));
      };
      const servePage = createPageServer({
        handle,
        handleSignedIn,
        pageCache,
        publicPolicy,
        context,
        observer: app.analytics.observer,
        stylesheet: trimming,
        isMissing,
      });
      const handler = async (request: FastifyRequest, reply: FastifyReply) => {
        // The request's span carries the page's own route, not Fastify's catch-all (issue 43); the
        // route is matched only when there is a span to name.
        if (tracingOn()) nameRequestSpan(request.method, pagePattern(request.url));
        await checkPageRequest(request, reply);
        return servePage(request, reply);
      };
      // Every method but OPTIONS (checkPageRequest answers the ones pages do not take with 405): with
      // CORS_ORIGINS set, @fastify/cors owns `OPTIONS *` for preflights, and a second `OPTIONS /*`
      // route stopped the server at start (FST_ERR_DUPLICATED_ROUTE).
      const methods = pages.supportedMethods.filter((method) => method !== 'OPTIONS');
      pages.route({ method: methods, url: '/*', schema: { hide: true }, handler });
    });
  };
  // Content writes drop the pages that read what they changed, so an edit shows at once (decision 075);
  // changes perhaps missed (the listener reconnected) leave every page as a stale copy to revalidate.
  return { mount, onContentChange: (tags, missed) => (missed ? pageCache.markStale() : pageCache.invalidate(tags)), pageCache };
}
