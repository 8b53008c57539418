import type { Executes } from './sql-executor';
import type { RetryPolicy } from './retry';

export type { Executes } from './sql-executor';
export type { RetryPolicy } from './retry';

/** A queue and how its jobs are retried. */
export interface QueueDefinition<T extends object> {
  name: string;
  /**
   * Handles one job; throwing makes it retried later (capped back-off, `retry`). `createdOn` stays
   * the same across retries: a scheduled run finds its cron slot from it (the daily digest's Message-ID).
   */
  handle(data: T, job: { id: string; createdOn: Date }): Promise<void>;
  /** Default DEFAULT_RETRY (2 s doubling to 15 min, 200 times). */
  retry?: Partial<RetryPolicy>;
  /** An active job older than this is taken for lost (its process died) and retried. */
  expireInSeconds?: number;
  /** Jobs fetched together by one worker poll. */
  batchSize?: number;
  /**
   * How many jobs of a batch run at once (default 1: one after the other). Webhook deliveries use
   * more: one receiver taking its 10 seconds must not hold every other delivery.
   */
  concurrency?: number;
  /**
   * Run on a cron schedule (minute resolution, in `tz`, default UTC) by whichever process's worker
   * takes it: pg-boss queues each due run once across every process. `atStart`: also once when the
   * app starts (once per `atStart` seconds across processes started together). 'off': a schedule
   * an earlier start stored is removed (LEAD_DIGEST_CRON=off).
   */
  schedule?: QueueSchedule | 'off';
  /**
   * pg-boss's queue policy (default 'standard'). 'stately': at most one job waiting and one running
   * across every process, so a job that queues its own next run (the IMAP poll, decision 132) is one chain
   * however many processes start it, and never runs twice at once.
   */
  policy?: 'standard' | 'stately';
}

export interface QueueSchedule {
  cron: string;
  /** IANA zone the cron is read in (TZ); default UTC. */
  tz?: string;
  atStart?: number;
}

export interface QueueOptions {
  /** The caller's transaction: the job is stored only if it commits. */
  tx: Executes;
  /** A stable id (a uuid): queueing the same id twice keeps one job. */
  id?: string;
  /** Not before this many seconds from now (pacing a long piece of work), or not before this time (a post's publish time). */
  startAfter?: number | Date;
  /** At most one job with this key per `singletonSeconds` window (the rest are dropped). */
  singleton?: { key: string; seconds: number };
}

export interface Jobs {
  /** Creates pg-boss's schema and the queues when missing, then starts the workers. */
  start(): Promise<void>;
  /**
   * Stops the workers and returns once no handler runs and pg-boss has recorded every end, so the
   * caller may close the pool. A handler still running after the grace period is failed back to its
   * queue (retried later) and waited for a while longer; one still running after that is left behind.
   */
  stop(): Promise<void>;
  queue<T extends object>(name: string, data: T, opts: QueueOptions): Promise<void>;
  /** Many jobs in one statement (a batch of rows written together). */
  queueMany<T extends object>(name: string, items: { data: T; id?: string }[], opts: Pick<QueueOptions, 'tx'>): Promise<void>;
  /**
   * Wakes the queue's worker now, and on PostgreSQL the other processes' (call once the transaction
   * committed). Also marks the app busy writing: workers defer each job until writes pause (at most 1 s).
   */
  nudge(name: string): void;
}
