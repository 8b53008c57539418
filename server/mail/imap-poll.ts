import type { FastifyBaseLogger } from 'fastify';
import { ImapFlow } from 'imapflow';
import { INBOUND_MAIL_MAX_BYTES } from '@contract/inbound';
import { parseImapUrl, type ImapSettings } from '../config/imap-env';
import { isConnectionLoss } from '../db/connection-loss';
import type { Executes, Jobs, QueueDefinition } from '../jobs/types';
import { ingestInboundMail, type InboundIngestDeps, type InboundIngestResult } from './inbound-ingest';

export const IMAP_POLL_QUEUE = 'imap-poll';

/** Messages taken per poll: a mailbox with a backlog is worked through a poll at a time. */
const MAX_PER_POLL = 100;
/** A poll still running after this long is taken for lost (its process died) and run again elsewhere. */
const POLL_EXPIRE_SECONDS = 15 * 60;

export interface ImapPollOptions {
  settings: ImapSettings;
  /** IMAP_POLL_SECONDS: the pause between the end of one poll and the start of the next. */
  intervalSeconds: number;
  /** The webhook's ingestion (decision 129): one path for a message however it arrived. */
  ingest(raw: Buffer): Promise<InboundIngestResult>;
  jobs: () => Jobs;
  /** Where the next poll's job is queued (the database itself: no caller's transaction). */
  db: Executes;
  logger?: FastifyBaseLogger;
  /** Test seam: how long a connection may take and stay silent (default 30 s, 2 min). */
  timeouts?: { connectMs?: number; socketMs?: number };
}

export interface ImapPolling {
  queues: QueueDefinition<object>[];
  /** Queues the first poll (a start step, after the jobs started); a poll already waiting is kept. */
  start(): Promise<void>;
  /** Stops taking messages (the app closes): the current one is finished, the connection closed. */
  close(): Promise<void>;
}

/** What one poll did, for the log. */
interface PollCount {
  stored: number;
  duplicate: number;
  other: number;
  skipped: number;
}

/**
 * Polls the one mailbox IMAP_URL names (decision 132). Each poll is a pg-boss job on a stately queue
 * that queues the next one when it ends: however many processes share the database, one chain runs and
 * one process polls at a time. A poll signs in, takes the unseen messages, hands each one's raw source
 * to the webhook's ingestion, and only then marks it \Seen; a crash in between fetches it again, and its
 * Message-ID makes the second delivery a duplicate. Failing polls are logged once per streak.
 */
export function createImapPolling(opts: ImapPollOptions): ImapPolling {
  const { settings, logger } = opts;
  let closed = false;
  let client: ImapFlow | undefined;
  let failedPolls = 0;
  /** UIDs whose ingestion failed for a reason of their own, logged once each. */
  const unreadable = new Set<number>();

  const queueNext = (startAfter?: number) => opts.jobs().queue(IMAP_POLL_QUEUE, {}, { tx: opts.db, ...(startAfter ? { startAfter } : {}) });

  async function poll(): Promise<PollCount> {
    const count: PollCount = { stored: 0, duplicate: 0, other: 0, skipped: 0 };
    const imap = (client = openClient(opts));
    try {
      await imap.connect();
      const lock = await imap.getMailboxLock(settings.mailbox);
      try {
        const unseen = (await imap.search({ seen: false }, { uid: true })) || [];
        for (const uid of unseen.slice(0, MAX_PER_POLL)) {
          if (closed) break;
          await takeMessage(imap, uid, { ...opts, count, unreadable });
        }
      } finally {
        lock.release();
      }
      await imap.logout();
    } finally {
      imap.close();
      client = undefined;
    }
    return count;
  }

  /** Logged once when polls start failing, and once when they work again. */
  function failed(err: unknown) {
    if (failedPolls++ > 0) return;
    logger?.warn(
      { err: { message: describe(err) }, host: settings.host, mailbox: settings.mailbox, retryInSeconds: opts.intervalSeconds },
      `IMAP polling failed: ${describe(err)}; tried again every ${opts.intervalSeconds} s, logged again when it works`,
    );
  }

  const queue: QueueDefinition<object> = {
    name: IMAP_POLL_QUEUE,
    policy: 'stately',
    batchSize: 1,
    expireInSeconds: POLL_EXPIRE_SECONDS,
    async handle() {
      if (closed) return;
      try {
        const count = await poll();
        if (failedPolls > 0) logger?.info({ failedPolls, host: settings.host }, 'IMAP polling works again');
        failedPolls = 0;
        if (count.stored + count.duplicate + count.other + count.skipped > 0)
          logger?.info({ ...count, mailbox: settings.mailbox }, 'IMAP mailbox polled');
      } catch (err) {
        // Closing the app cuts the connection: that is no failure to report.
        if (!closed) failed(err);
      }
      // The next run; a failure here (the database gone) fails this job, which is retried and queues it then.
      if (!closed) await queueNext(opts.intervalSeconds);
    },
  };

  return {
    queues: [queue],
    start: () => queueNext(),
    async close() {
      closed = true;
      client?.close();
    },
  };
}

/** What taking one message needs: the poller's settings, and this poll's counts and the UIDs already reported. */
interface MessageContext extends Pick<ImapPollOptions, 'settings' | 'ingest' | 'logger'> {
  count: PollCount;
  unreadable: Set<number>;
}

/** A client for one poll: no IDLE (it signs out at once), bounded waits. */
function openClient({ settings, timeouts }: Pick<ImapPollOptions, 'settings' | 'timeouts'>): ImapFlow {
  const client = new ImapFlow({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    auth: { user: settings.user, pass: settings.password },
    logger: false,
    disableAutoIdle: true,
    connectionTimeout: timeouts?.connectMs ?? 30_000,
    greetingTimeout: timeouts?.connectMs ?? 30_000,
    socketTimeout: timeouts?.socketMs ?? 120_000,
  });
  // A dropped connection is an 'error' event: without a listener it would end the process.
  client.on('error', () => undefined);
  return client;
}

/** One message: ingested, then flagged \Seen (kept in the mailbox, where staff still find it). */
async function takeMessage(imap: ImapFlow, uid: number, ctx: MessageContext) {
  const { settings, logger, count, unreadable } = ctx;
  const head = await imap.fetchOne(String(uid), { uid: true, size: true }, { uid: true });
  if (!head) return;
  if ((head.size ?? 0) > INBOUND_MAIL_MAX_BYTES) {
    // As the webhook's 413: not stored. Flagged, so it is not fetched every minute.
    logger?.warn({ uid, size: head.size, mailbox: settings.mailbox }, 'IMAP message larger than 10 MB: not stored, marked seen');
    count.skipped++;
  } else {
    const message = await imap.fetchOne(String(uid), { uid: true, source: true }, { uid: true });
    if (!message || !message.source) return;
    let done: InboundIngestResult;
    try {
      done = await ctx.ingest(message.source);
    } catch (err) {
      // The database gone: this poll ends here, the message stays unseen for the next one.
      if (isConnectionLoss(err)) throw err;
      // Anything else is this message's own (it would fail every poll): logged once, left unseen, the rest taken.
      if (!unreadable.has(uid))
        logger?.error({ err, uid, mailbox: settings.mailbox }, 'IMAP message could not be stored; left unseen in the mailbox');
      unreadable.add(uid);
      count.skipped++;
      return;
    }
    if (done.status === 'invalid') {
      logger?.warn({ uid, mailbox: settings.mailbox, problem: done.problem }, 'IMAP message not stored: not a message the desk can read');
      count.skipped++;
    } else if (done.status === 'stored') count.stored++;
    else if (done.status === 'duplicate') count.duplicate++;
    else count.other++;
  }
  await imap.messageFlagsAdd(String(uid), ['\\Seen'], { uid: true });
}

/** A readable cause: imapflow's refusals carry the server's words, a sign-in refusal is named as one. */
function describe(err: unknown): string {
  const e = err as { authenticationFailed?: boolean; responseText?: string; code?: string; message?: string };
  if (e?.authenticationFailed)
    return `the server refused the sign-in (check IMAP_URL's user and password)${e.responseText ? `: ${e.responseText}` : ''}`;
  const text = e?.responseText ?? e?.message ?? String(err);
  return e?.code && !text.includes(e.code) ? `${text} (${e.code})` : text;
}

/** The poller IMAP_URL asks for, or none (unset: no queue, no timer, nothing runs). */
export function imapPollingOf(
  config: { IMAP_URL?: string | undefined; IMAP_POLL_SECONDS?: number | undefined },
  deps: Omit<InboundIngestDeps, 'jobs' | 'log'> & Pick<ImapPollOptions, 'jobs' | 'db' | 'logger'>,
): ImapPolling | undefined {
  if (!config.IMAP_URL) return undefined;
  const settings = parseImapUrl(config.IMAP_URL);
  if (typeof settings === 'string') throw new Error(`IMAP_URL ${settings}`);
  const { repos, routing, jobs, db, logger } = deps;
  return createImapPolling({
    settings,
    intervalSeconds: config.IMAP_POLL_SECONDS ?? 60,
    ingest: (raw) => ingestInboundMail({ repos, routing, jobs: jobs(), ...(logger ? { log: logger } : {}) }, raw),
    jobs,
    db,
    logger,
  });
}
