import PgBoss from 'pg-boss';
import pLimit from 'p-limit';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { DEFAULT_RETRY, retryLater, type RetryPolicy } from './retry';
import { isConnectionLoss } from '../db/connection-loss';
import { createBurstLog } from '../lib/burst-log';
import { clientExecutor, jobEndsReported, transactionExecutor, type SqlExecutor } from './sql-executor';
import { jobsCompleted, jobsFailed } from '../observability/metrics';
import { SpanKind } from '@opentelemetry/api';
import { inSpan } from '../observability/tracer';
import type { ContentChanges } from '../db/change-notifier';
import { checkDue, createWakeTimes, FALLBACK_CHECK_SECONDS, queuesInserted, WORKER_POLL_SECONDS } from './wake-ups';
import type { Jobs, QueueDefinition } from './types';

export type { Executes, Jobs, QueueDefinition, QueueOptions, QueueSchedule, RetryPolicy } from './types';

/** A job queued in a transaction whose caller does not nudge: its worker looks this long after. */
const AFTER_COMMIT_MS = 1000;
/** Jobs wait while requests are still writing (PGlite runs one statement at a time) ... */
const QUIET_MS = 25;
/** ... but never longer than this per job, so a long burst still lets jobs through. */
const MAX_DEFER_MS = 1000;
/**
 * pg-boss's own retry settings now serve only jobs it expires itself (their process died): those
 * are retried this long after expiry. Failures the worker sees use the capped back-off (retry.ts).
 */
const EXPIRED_RETRY_DELAY = 2;

/**
 * Several app processes over one PostgreSQL start together: two creating the same queue at once
 * can deadlock inside pg-boss (or find it made meanwhile). The loser waits and finds it there.
 */
async function createQueueOnce(boss: PgBoss, name: string, settings: Omit<PgBoss.Queue, 'name'>) {
  for (let attempt = 1; ; attempt++) {
    try {
      await boss.createQueue(name, { name, ...settings });
      return;
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (attempt >= 5 || !(code === '40P01' || code === '23505' || code === '42P07')) throw err;
      await new Promise((r) => setTimeout(r, 50 * attempt + Math.random() * 100));
      if (await boss.getQueue(name)) return;
    }
  }
}

const policyOf = (d: QueueDefinition<object>): RetryPolicy => ({ ...DEFAULT_RETRY, ...d.retry });

/** Each queue with its settings; a queue made by an older release gets today's (new jobs take them). */
async function createOrUpdateQueues(boss: PgBoss, definitions: QueueDefinition<object>[]) {
  const existing = new Set((await boss.getQueues()).map((q) => q.name));
  for (const d of definitions) {
    const settings = {
      policy: d.policy ?? 'standard',
      retryLimit: policyOf(d).limit,
      retryDelay: EXPIRED_RETRY_DELAY,
      retryBackoff: false,
      expireInSeconds: d.expireInSeconds ?? 60,
    };
    if (!existing.has(d.name)) await createQueueOnce(boss, d.name, settings);
    else await boss.updateQueue(d.name, { name: d.name, ...settings });
  }
}

/** The cron schedules, and each one's run at start (one per `atStart` window across processes). */
async function startSchedules(boss: PgBoss, definitions: QueueDefinition<object>[]) {
  for (const d of definitions) {
    if (!d.schedule) continue;
    if (d.schedule === 'off') {
      await boss.unschedule(d.name);
      continue;
    }
    await boss.schedule(d.name, d.schedule.cron, {}, { tz: d.schedule.tz ?? 'UTC' });
    if (d.schedule.atStart) await boss.send(d.name, {}, { singletonKey: 'at-start', singletonSeconds: d.schedule.atStart });
  }
}

/**
 * pg-boss's checks fail during a database outage. The outage itself is
 * logged by the pool; here one line per burst says the queues are waiting (they resume after).
 */
function logBossErrors(boss: PgBoss, logger: FastifyBaseLogger | undefined) {
  const lostConnection = createBurstLog((err, previous) =>
    logger?.warn({ err, previousErrors: previous }, 'job queue cannot reach the database; jobs wait and resume when it is back'),
  );
  boss.on('error', (err) => (isConnectionLoss(err) ? lostConnection.report(err) : logger?.warn({ err }, 'job queue error')));
}

export interface JobsOptions {
  logger?: FastifyBaseLogger;
  workers?: boolean;
  orphansAreOurs?: boolean;
  /** JOBS_CRON_CHECK_SECONDS (1-45): how often schedules are checked; tests use 1. */
  cronCheckSeconds?: number;
  /** JOBS_MAINTENANCE_SECONDS: how often maintenance may run across processes (default 120; crash tests use a few). */
  maintenanceSeconds?: number;
  /** How long stop() lets running jobs finish before failing them back to their queue (default 5 s, at least 1 s). */
  stopGraceMs?: number;
  /** How much longer stop() then waits for those handlers to return (default 5 s). */
  lateEndMs?: number;
  /** How other processes hear of jobs queued here, and this one of theirs (LISTEN/NOTIFY on PostgreSQL). */
  signals?: Pick<ContentChanges, 'jobsQueued' | 'onJobsQueued'>;
  /** The slow fallback check's period (default FALLBACK_CHECK_SECONDS). */
  fallbackCheckSeconds?: number;
}

/**
 * Calls pg-boss makes through an executor, counted so that stop() can wait for the last ones to answer
 * (pg-boss records a job's end after its handler returned without awaiting it).
 */
function trackedExecutor(inner: SqlExecutor, inserted: (queues: string[]) => void): SqlExecutor & { idle(): Promise<void> } {
  const inFlight = new Set<Promise<unknown>>();
  return {
    executeSql(text, values) {
      const call = inner.executeSql(text, values);
      inFlight.add(call);
      void call.then(
        () => {
          inFlight.delete(call);
          const queues = queuesInserted(text, values);
          if (queues.length) inserted(queues);
        },
        () => inFlight.delete(call),
      );
      return call;
    },
    async idle() {
      while (inFlight.size) await Promise.allSettled([...inFlight]);
    },
  };
}

/** Promises still running: `track` adds one until it settles; `settled(ms)` waits for all of them (those added meanwhile too), at most `ms`. */
function runningSet() {
  const running = new Set<Promise<unknown>>();
  return {
    track<T>(promise: Promise<T>): Promise<T> {
      running.add(promise);
      const done = () => running.delete(promise);
      promise.then(done, done);
      return promise;
    },
    async settled(ms: number): Promise<void> {
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
      const all = (async () => {
        while (running.size) await Promise.allSettled([...running]);
      })();
      await Promise.race([all, deadline]);
      clearTimeout(timer);
    },
  };
}

/** A dead process's expired job waits up to this long for its retry; idle, one process's statements every this often. */
const DEFAULT_MAINTENANCE_SECONDS = 120;

/** pg-boss's own default: a schedule's run starts up to this late. */
export const DEFAULT_CRON_CHECK_SECONDS = 30;

function createBoss(executor: SqlExecutor, definitions: QueueDefinition<object>[], opts: JobsOptions): PgBoss {
  const cronCheck = opts.cronCheckSeconds ?? DEFAULT_CRON_CHECK_SECONDS;
  const boss = new PgBoss({
    db: executor,
    // Cron schedules (QueueDefinition.schedule): pg-boss's timekeeper queues each due run once
    // across processes. Off when no queue has one.
    schedule: definitions.some((d) => d.schedule && d.schedule !== 'off') && opts.workers !== false,
    // How often the timekeeper looks for due runs, and how soon a due run becomes a job.
    cronMonitorIntervalSeconds: cronCheck,
    cronWorkerIntervalSeconds: cronCheck,
    // Maintenance expires jobs whose worker died and archives finished ones: each process takes its
    // turn at most this often (one statement when it is another's turn).
    supervise: true,
    maintenanceIntervalSeconds: opts.maintenanceSeconds ?? DEFAULT_MAINTENANCE_SECONDS,
  });
  logBossErrors(boss, opts.logger);
  return boss;
}

/**
 * pg-boss's graceful stop; past its grace it fails the running jobs back to their queue, but their handlers still
 * write through the pool the caller is about to close: they get a while longer, then pg-boss's last calls are awaited.
 */
async function stopBoss(
  boss: PgBoss,
  handlers: ReturnType<typeof runningSet>,
  bossSql: ReturnType<typeof trackedExecutor>,
  opts: JobsOptions,
): Promise<void> {
  await boss.stop({ graceful: true, close: false, timeout: opts.stopGraceMs ?? 5000, wait: true });
  await handlers.settled(opts.lateEndMs ?? 5000);
  await bossSql.idle();
}

interface WorkerContext {
  handlers: ReturnType<typeof runningSet>;
  exec: SqlExecutor;
  logger: FastifyBaseLogger | undefined;
  yieldToRequests(): Promise<void>;
  /** A failed job goes back to its queue until then: its worker is woken at that time. */
  retryAt(queue: string, at: Date): void;
}

/** The queue's worker: its batches one job at a time (or `concurrency` at once), failures retried with the capped back-off. */
async function startWorker(boss: PgBoss, d: QueueDefinition<object>, ctx: WorkerContext): Promise<string> {
  const batchSize = d.batchSize ?? 20;
  let id = '';
  const handleBatch = async (batch: PgBoss.JobWithMetadata<object>[]) => {
    // One job at a time: a crash can then cut off at most one send whose success was not yet
    // recorded (the one resend per kill that a stable Message-ID makes recognisable).
    const failed: string[] = [];
    let lastError = '';
    const run = async (job: (typeof batch)[number]) => {
      await ctx.yieldToRequests();
      try {
        // A trace of its own (the poll that fetched it has none): one root span per job that does work.
        await inSpan(
          `job ${d.name}`,
          { 'job.queue': d.name, 'job.id': job.id },
          () => d.handle(job.data, { id: job.id, createdOn: job.createdOn }),
          SpanKind.INTERNAL,
          { root: true },
        );
        jobsCompleted.inc({ queue: d.name });
      } catch (err) {
        jobsFailed.inc({ queue: d.name });
        ctx.logger?.warn({ err, queue: d.name, job: job.id }, 'job failed; it will be retried');
        failed.push(job.id);
        lastError = err instanceof Error ? err.message : String(err);
      }
    };
    if ((d.concurrency ?? 1) <= 1) for (const job of batch) await run(job);
    else {
      const limit = pLimit(d.concurrency!);
      await Promise.all(batch.map((job) => limit(() => run(job))));
    }
    // Only the failed ones go back for a retry; pg-boss completes the rest (still active) when this returns.
    const retryAt = await retryLater(ctx.exec, d.name, failed, policyOf(d), lastError);
    if (retryAt) ctx.retryAt(d.name, retryAt);
    // A full batch means more are waiting: fetch again at once rather than at the next wake-up.
    if (batch.length === batchSize) boss.notifyWorker(id);
  };
  const options = { batchSize, pollingIntervalSeconds: WORKER_POLL_SECONDS, includeMetadata: true } as const;
  id = await boss.work<object>(d.name, options, (batch) => ctx.handlers.track(handleBatch(batch)));
  return id;
}

/**
 * With the embedded database this process is the only worker, so jobs left active by a killed
 * process are lost ones: retry them now rather than when they expire.
 */
async function retryOrphans(exec: SqlExecutor, definitions: QueueDefinition<object>[]) {
  for (const d of definitions) {
    const { rows } = await exec.executeSql(`SELECT id FROM pgboss.job WHERE name = $1 AND state = 'active'`, [d.name]);
    const ids = (rows as { id: string }[]).map((r) => r.id);
    await retryLater(exec, d.name, ids, { ...policyOf(d), delay: 0 }, 'cut off by a restart');
  }
}

/** Tells the other processes, once per turn of the event loop, which queues were nudged here. */
function createAnnouncer(signals: JobsOptions['signals']): (queue: string) => void {
  const pending = new Set<string>();
  return (queue) => {
    if (!signals) return;
    if (!pending.size)
      setImmediate(() => {
        signals.jobsQueued([...pending]);
        pending.clear();
      });
    pending.add(queue);
  };
}

/** Durable jobs on pg-boss, over the app's own database connection (PGlite or PostgreSQL). */
export function createJobs(db: Db, definitions: QueueDefinition<object>[], opts: JobsOptions = {}): Jobs {
  const workerIds = new Map<string, string>();
  const wakeLocal = (queue: string) => {
    const id = workerIds.get(queue);
    if (id) boss.notifyWorker(id);
  };
  // pg-boss's own inserts (its cron timekeeper's runs) wake their queues' workers here.
  const bossSql = trackedExecutor(
    jobEndsReported(clientExecutor(db), (err) => boss.emit('error', err)),
    (queues) => queues.forEach(wakeLocal),
  );
  let boss = createBoss(bossSql, definitions, opts);
  const handlers = runningSet();
  const exec = clientExecutor(db);
  const names = definitions.map((d) => d.name);
  const wakeTimes = createWakeTimes(wakeLocal);
  const announce = createAnnouncer(opts.signals);
  let started: Promise<void> | null = null;
  let fallback: NodeJS.Timeout | undefined;
  let lastWrite = 0;

  /** Lets the writes of a burst of requests go first: jobs are background work, leads are not. */
  async function yieldToRequests() {
    const until = Date.now() + MAX_DEFER_MS;
    while (Date.now() - lastWrite < QUIET_MS && Date.now() < until) await new Promise((r) => setTimeout(r, QUIET_MS));
  }

  /** The fallback: wakes the workers of queues with due jobs, and sets a timer for each one's next start time. */
  async function checkNow() {
    const { due, next } = await checkDue(exec, names);
    due.forEach(wakeLocal);
    for (const n of next) wakeTimes.at(n.queue, n.at);
  }
  const check = () => void checkNow().catch((err: unknown) => boss.emit('error', err));
  if (opts.workers !== false) opts.signals?.onJobsQueued((queues) => (queues ? queues.forEach(wakeLocal) : check()));

  async function startOnce() {
    await boss.start();
    await createOrUpdateQueues(boss, definitions);
    if (opts.orphansAreOurs) await retryOrphans(exec, definitions);
    if (opts.workers === false) return;
    const ctx: WorkerContext = { handlers, exec, logger: opts.logger, yieldToRequests, retryAt: wakeTimes.at };
    for (const d of definitions) workerIds.set(d.name, await startWorker(boss, d, ctx));
    await startSchedules(boss, definitions);
    await checkNow();
    fallback = setInterval(check, (opts.fallbackCheckSeconds ?? FALLBACK_CHECK_SECONDS) * 1000);
    fallback.unref();
  }

  /** A start that failed part-way is tried again from the beginning, on a fresh pg-boss (its own start cannot be repeated). */
  async function discardBoss() {
    const old = boss;
    workerIds.clear();
    boss = createBoss(bossSql, definitions, opts);
    await old.stop({ graceful: false, close: false, wait: true, timeout: 1000 }).catch(() => undefined);
  }

  return {
    start: () =>
      (started ??= startOnce().catch(async (err: unknown) => {
        started = null;
        await discardBoss();
        throw err;
      })),
    async stop() {
      clearInterval(fallback);
      wakeTimes.stop();
      if (!started) return;
      const running = started;
      started = null; // a second stop() (the app's close after a test's own) has nothing left to stop
      await running.catch(() => undefined);
      await stopBoss(boss, handlers, bossSql, opts);
    },
    async queue(name, data, { tx, id, startAfter, singleton }) {
      await boss.send(name, data, {
        db: transactionExecutor(tx),
        ...(id ? { id } : {}),
        ...(startAfter ? { startAfter } : {}),
        ...(singleton ? { singletonKey: singleton.key, singletonSeconds: singleton.seconds } : {}),
      });
      // Its worker looks when it may start (a caller that does not nudge after commit: a moment after).
      const at = startAfter instanceof Date ? startAfter : Date.now() + (startAfter ? startAfter * 1000 : AFTER_COMMIT_MS);
      wakeTimes.at(name, at);
    },
    async queueMany(name, items, { tx }) {
      if (!items.length) return;
      await boss.insert(
        items.map((i) => ({ name, data: i.data, ...(i.id ? { id: i.id } : {}) })),
        { db: transactionExecutor(tx) },
      );
      wakeTimes.at(name, Date.now() + AFTER_COMMIT_MS);
    },
    nudge(name) {
      lastWrite = Date.now();
      wakeLocal(name);
      announce(name);
    },
  };
}
