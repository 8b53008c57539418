import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Db } from './client';
import { knownTags } from '../lib/content-tags';

/**
 * Content changed (a post saved, published, deleted): caches of rendered pages and API answers
 * drop what they hold. With several app processes on one PostgreSQL, a change made through one
 * reaches every other through LISTEN/NOTIFY.
 *
 * A change may name the tags it touched (`c:blog`, server/lib/content-tags.ts): caches then drop
 * only what read those. Without tags, or with a malformed one, listeners get `undefined`: drop
 * everything (decision 075).
 *
 * `missed`: not a change but a gap: the listener's connection was away, so other processes'
 * changes of the meantime may not have been heard. Caches that can serve what they hold while the
 * database is away (the page cache) mark it stale instead of dropping it.
 */
export type ContentChangeListener = (tags?: readonly string[], missed?: boolean) => void;

export interface ContentChanges {
  /** A write in this process changed content: run every listener here, and tell the other processes. */
  changed(tags?: readonly string[]): void;
  /** Runs `listener` on every change, made in this process or in another. */
  subscribe(listener: ContentChangeListener): void;
  /**
   * Jobs of these queues were committed in this process: the other processes' workers wake for them
   * (NOTIFY on PostgreSQL; nothing to tell with one process). Decision 097.
   */
  jobsQueued(queues: readonly string[]): void;
  /** Runs `listener` when another process queued jobs, or with undefined when some may have been missed (the listener reconnected). */
  onJobsQueued(listener: JobsQueuedListener): void;
  close(): Promise<void>;
}

export type JobsQueuedListener = (queues: readonly string[] | undefined) => void;

/** One process (the embedded database, tests): changes are this process's own. */
export function localContentChanges(): ContentChanges & { missed(): void; heardJobs(queues: readonly string[] | undefined): void } {
  const listeners: ContentChangeListener[] = [];
  const jobListeners: JobsQueuedListener[] = [];
  return {
    changed: (tags) => {
      const known = knownTags(tags);
      listeners.forEach((l) => l(known));
    },
    missed: () => listeners.forEach((l) => l(undefined, true)),
    subscribe: (l) => void listeners.push(l),
    jobsQueued: () => undefined,
    heardJobs: (queues) => jobListeners.forEach((l) => l(queues)),
    onJobsQueued: (l) => void jobListeners.push(l),
    close: async () => undefined,
  };
}

export const CONTENT_CHANNEL = 'content_changed';
/** Jobs committed by one process, for the others' workers: the sender's origin, `|`, the queues' names. */
export const JOBS_CHANNEL = 'jobs_queued';
/** Seen in pg_stat_activity (and the fault tests find the connection by it). */
export const LISTENER_APPLICATION_NAME = 'app-content-changes';
const FIRST_RETRY_MS = 250;
const MAX_RETRY_MS = 30_000;
/**
 * A connection cut without a word (a frozen server, a lost network) ends no socket for minutes:
 * the listener asks `select 1` this often and takes a missing answer for a lost connection.
 */
const PING_MS = 30_000;
const ANSWER_TIMEOUT_MS = 5_000;
/** PostgreSQL refuses a NOTIFY payload of 8,000 bytes or more: a change naming more tags goes out untagged. */
const MAX_PAYLOAD_BYTES = 7_900;

/** The NOTIFY payload: the sender's origin, then `|` and its tags when it named any. */
export function notifyPayload(origin: string, tags: readonly string[] | undefined): string {
  const known = knownTags(tags);
  const payload = known ? `${origin}|${known.join(',')}` : origin;
  return Buffer.byteLength(payload) < MAX_PAYLOAD_BYTES ? payload : origin;
}

/** A NOTIFY payload read back; a payload without tags (or from an older process) is a change of everything. */
export function parseNotifyPayload(payload: string): { origin: string; tags: readonly string[] | undefined } {
  const bar = payload.indexOf('|');
  if (bar === -1) return { origin: payload, tags: undefined };
  return { origin: payload.slice(0, bar), tags: knownTags(payload.slice(bar + 1).split(',')) };
}

/** Another process's jobs NOTIFY (its origin, `|`, the queues): told to `heard`; this process's own are ignored. */
function jobsFrom(payload: string, origin: string, heard: JobsQueuedListener): void {
  const bar = payload.indexOf('|');
  if (bar !== -1 && payload.slice(0, bar) !== origin) heard(payload.slice(bar + 1).split(','));
}

function announceJobs(db: Db, origin: string, queues: readonly string[], logger: FastifyBaseLogger | undefined): void {
  db.execute(sql`select pg_notify(${JOBS_CHANNEL}, ${`${origin}|${queues.join(',')}`})`).catch((err: unknown) =>
    logger?.warn({ err }, 'queued jobs not announced to the other processes (their workers find them at their next check)'),
  );
}

/**
 * On PostgreSQL: `changed()` runs the local listeners at once and sends NOTIFY (through the app's
 * pool); a dedicated connection LISTENs and runs them for changes made by other processes. When
 * that connection drops (failover, restart, an admin's pg_terminate_backend) it reconnects with
 * back-off, never ending the process, and tells the listeners once on its return that changes
 * may have been missed (`missed`): caches revalidate what they hold rather than trust it.
 */
export function listenForContentChanges(databaseUrl: string, db: Db, logger?: FastifyBaseLogger): ContentChanges {
  const local = localContentChanges();
  const origin = randomUUID();
  let client: pg.Client | null = null;
  let closed = false;
  let retryMs = FIRST_RETRY_MS;
  let lostAt = 0;
  let timer: NodeJS.Timeout | undefined;
  const ping = setInterval(() => {
    const c = client;
    // No answer in time: a new connection now (ending this one may itself wait on the silent server).
    c?.query('select 1').catch(() => {
      lose(c);
      c.end().catch(() => undefined);
    });
  }, PING_MS);
  ping.unref();

  async function connect(): Promise<void> {
    timer = undefined;
    if (closed) return;
    const c = new pg.Client({
      connectionString: databaseUrl,
      application_name: LISTENER_APPLICATION_NAME,
      keepAlive: true,
      connectionTimeoutMillis: ANSWER_TIMEOUT_MS,
      query_timeout: ANSWER_TIMEOUT_MS,
    });
    // Without a listener an 'error' from a dropped connection would end the process.
    c.on('error', (err) => logger?.debug({ err }, 'content-change listener: connection error'));
    c.on('notification', (msg) => {
      if (msg.channel === JOBS_CHANNEL) return void jobsFrom(msg.payload ?? '', origin, local.heardJobs);
      if (msg.channel !== CONTENT_CHANNEL) return;
      const sent = parseNotifyPayload(msg.payload ?? '');
      if (sent.origin !== origin) local.changed(sent.tags);
    });
    c.on('end', () => lose(c));
    try {
      await c.connect();
      await c.query(`LISTEN ${CONTENT_CHANNEL}; LISTEN ${JOBS_CHANNEL}`);
    } catch (err) {
      logger?.debug({ err }, 'content-change listener: cannot connect yet');
      c.end().catch(() => undefined);
      return retry();
    }
    if (closed) return void (await c.end().catch(() => undefined));
    client = c;
    retryMs = FIRST_RETRY_MS;
    if (lostAt) {
      logger?.info({ awayMs: Date.now() - lostAt }, 'content-change listener: reconnected');
      // Other processes' changes of the meantime were not heard: what is kept may be stale, and jobs may wait.
      local.missed();
      local.heardJobs(undefined);
    }
  }

  /** `c` is gone: reconnect (once, however many ways it tells us). */
  function lose(c: pg.Client) {
    if (client !== c) return;
    client = null;
    lostAt = Date.now();
    if (closed) return;
    logger?.warn('content-change listener: connection lost; reconnecting');
    retry();
  }

  function retry() {
    if (closed || timer) return;
    lostAt ||= Date.now();
    timer = setTimeout(() => void connect(), retryMs);
    timer.unref();
    retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
  }

  void connect();

  return {
    changed(tags) {
      local.changed(tags);
      db.execute(sql`select pg_notify(${CONTENT_CHANNEL}, ${notifyPayload(origin, tags)})`).catch((err: unknown) =>
        logger?.warn({ err }, 'content change not announced to the other processes (their caches expire on their own)'),
      );
    },
    subscribe: local.subscribe,
    jobsQueued: (queues) => announceJobs(db, origin, queues, logger),
    onJobsQueued: local.onJobsQueued,
    async close() {
      closed = true;
      clearTimeout(timer);
      clearInterval(ping);
      await client?.end().catch(() => undefined);
      client = null;
    },
  };
}
