import type { FastifyInstance } from 'fastify';
import type { ContentChanges } from '../../db/change-notifier';
import { COUNTS_FLUSH_MS, createRedirectCounts, type RedirectCounts } from '../../redirects/counts';
import { createRedirectTable, isPageAddress, redirectAnswer, type RedirectTable } from '../../redirects/table';
import type { MissingPathsRepository } from '../../repositories/missing-paths';
import type { RedirectsRepository } from '../../repositories/redirects';

export interface Redirects {
  table: RedirectTable;
  counts: RedirectCounts;
  repository: RedirectsRepository;
  missingPaths: MissingPathsRepository;
  /** After a write: this process's table reloaded, then every cache of pages and every other process told. */
  changed(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Redirect rules and missing-page counts (decision 064). */
    redirects: Redirects;
  }
}

/** A page the browser fetches ahead (speculation rules, decision 005) is not a visitor asking for it. */
const isPrefetch = (headers: Record<string, string | string[] | undefined>) =>
  /prefetch|prerender/.test(String(headers['sec-purpose'] ?? headers.purpose ?? ''));

/**
 * Redirects answered before routing (decision 064): a hook ahead of every route for GET and HEAD
 * of page addresses (signed-in visitors, proxied requests, misses); the page cache's early path asks
 * the same table itself (server/web/page-hits-first.ts). 404s are counted for the missing-pages list.
 */
export function registerRedirects(
  app: FastifyInstance,
  {
    repository,
    missingPaths,
    contentChanges,
    timeZone,
  }: { repository: RedirectsRepository; missingPaths: MissingPathsRepository; contentChanges: ContentChanges; timeZone: string },
): Redirects {
  const table = createRedirectTable(() => repository.rules());
  const counts = createRedirectCounts({ repository: missingPaths, table, timeZone });
  const redirects: Redirects = {
    table,
    counts,
    repository,
    missingPaths,
    changed: async () => {
      await table.reload();
      contentChanges.changed();
    },
  };
  app.decorate('redirects', redirects);
  // Another process's write (or a post's) reaches this one as a content change.
  contentChanges.subscribe(() => void table.reload().catch((err: unknown) => app.log.error({ err }, 'redirects: reload failed')));

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    if (!isPageAddress(request.url)) return;
    const match = table.lookup(request.url);
    if (!match) return;
    const { headers, body } = redirectAnswer(match);
    return reply.code(match.status).headers(headers).send(body);
  });
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode !== 404 || request.method !== 'GET' || isPrefetch(request.headers)) return;
    counts.missing(request.url, request.headers['user-agent']);
  });

  const flush = () => counts.flush().catch((err: unknown) => app.log.error({ err }, 'redirects: counts not written'));
  let timer: NodeJS.Timeout | undefined;
  // The database may still be away at start (decision 025): the start sequence retries until the rules load.
  app.startSteps.add('redirect rules', async () => {
    await table.reload();
    timer ??= setInterval(() => void flush(), COUNTS_FLUSH_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await flush();
  });
  return redirects;
}
