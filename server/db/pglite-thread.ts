import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';
import { dbSpan } from '../observability/tracer';
import type { DbQueueStats } from './queue-stats';
import { fromThreadError, type ThreadOptions, type ThreadReady, type ThreadReply, type ThreadRequest } from './pglite-thread-messages';

type Request = ThreadRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

/** The part of PGlite's interface the app uses: Drizzle's PGlite driver, pg-boss's executor, backups. */
export interface PgliteThreadTransaction {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
}

// The thread only carries statements and rows: a small young generation is enough (decision 024).
const resourceLimits = { maxYoungGenerationSizeMb: 8 };

/** The worker: its bundle beside this module's in a build (build/api), else its TypeScript source through tsx. */
function startWorker(options: ThreadOptions): Worker {
  const built = new URL('./pglite-worker.js', import.meta.url);
  if (fs.existsSync(fileURLToPath(built))) return new Worker(built, { workerData: options, resourceLimits });
  // Node 20 does not apply the app's `--import tsx` to a worker's entry: the worker registers tsx itself.
  const tsx = JSON.stringify(import.meta.resolve('tsx/esm/api'));
  const source = JSON.stringify(new URL('./pglite-worker.ts', import.meta.url).href);
  const bootstrap = `import(${tsx}).then((tsx) => tsx.register()).then(() => import(${source}))`;
  return new Worker(bootstrap, { eval: true, workerData: options, resourceLimits });
}

/**
 * PGlite in a worker thread, answering the same calls as PGlite itself. PGlite runs each statement
 * synchronously in WebAssembly: on the app's thread a 100-ms query held every request (and
 * /api/health) for 100 ms. Here the app's thread only sends statements and receives rows.
 */
export class PgliteThread implements PgliteThreadTransaction {
  private readonly pending = new Map<number, { resolve: (value: unknown) => void; reject: (err: Error) => void; sentAt: number }>();
  /** Open transactions and when each began: between its statements, other calls wait for it too. */
  private readonly openTransactions = new Map<number, number>();
  private nextId = 1;
  private nextTransaction = 1;
  private stopped: Error | null = null;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (reply: ThreadReply) => {
      const call = this.pending.get(reply.id);
      if (!call) return;
      this.pending.delete(reply.id);
      if ('error' in reply) call.reject(fromThreadError(reply.error));
      else call.resolve(reply.result);
    });
    const stop = (err: Error) => {
      this.stopped ??= err;
      for (const call of this.pending.values()) call.reject(err);
      this.pending.clear();
    };
    worker.on('error', stop);
    worker.on('exit', (code) => stop(new Error(`The embedded database's thread stopped (exit code ${code})`)));
  }

  static async open(options: ThreadOptions): Promise<PgliteThread> {
    const worker = startWorker(options);
    const ready = await new Promise<ThreadReady>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`The embedded database's thread stopped while opening (exit code ${code})`)));
    });
    if (!ready.ready) {
      await worker.terminate();
      throw fromThreadError(ready.error);
    }
    return new PgliteThread(worker);
  }

  private call<T>(request: Request): Promise<T> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject, sentAt: Date.now() });
      this.worker.postMessage({ ...request, id } as ThreadRequest);
    });
  }

  query<T>(sql: string, params: unknown[] = [], options?: QueryOptions, tx?: number): Promise<Results<T>> {
    // Parsers are functions (they cannot cross threads): Drizzle's only ask is dates kept as text.
    return dbSpan(sql, () => this.call({ op: 'query', sql, params, rowMode: options?.rowMode, rawDates: options?.parsers !== undefined, tx }));
  }

  exec(sql: string, tx?: number): Promise<Results[]> {
    return dbSpan(sql, () => this.call({ op: 'exec', sql, tx }));
  }

  /** The thread runs one call at a time: the others sent wait in its queue. */
  queueStats(): DbQueueStats {
    return { waiting: Math.max(0, this.pending.size - 1), active: Math.min(1, this.pending.size) };
  }

  async transaction<T>(fn: (tx: PgliteThreadTransaction) => Promise<T>): Promise<T> {
    // The first statements go without waiting for BEGIN's answer: the thread takes messages in order.
    const tx = this.nextTransaction++;
    this.openTransactions.set(tx, Date.now());
    const begun = this.call<void>({ op: 'begin', tx });
    begun.catch(() => undefined); // its failure also fails the statements, and is thrown below
    const scoped: PgliteThreadTransaction = {
      query: (sql, params, options) => this.query(sql, params, options, tx),
      exec: (sql) => this.exec(sql, tx),
    };
    try {
      let result: T;
      try {
        result = await fn(scoped);
      } catch (err) {
        await this.call({ op: 'end', tx, commit: false }).catch(() => undefined);
        throw err;
      }
      await begun;
      await this.call({ op: 'end', tx, commit: true });
      return result;
    } finally {
      this.openTransactions.delete(tx);
    }
  }

  /**
   * Since when the thread has been working without a break (the oldest unanswered call or open
   * transaction), or null when idle. A statement sent later waits that long: /api/health reads this
   * to tell a heartbeat queued behind a long bulk change from a database that stopped answering.
   */
  busySince(): number | null {
    let oldest: number | null = null;
    for (const { sentAt } of this.pending.values()) oldest = oldest === null ? sentAt : Math.min(oldest, sentAt);
    for (const began of this.openTransactions.values()) oldest = oldest === null ? began : Math.min(oldest, began);
    return oldest;
  }

  /** The database's files as a gzipped tarball, taken between two statements. */
  async dumpDataDir(): Promise<Blob> {
    return new Blob([await this.call<ArrayBuffer>({ op: 'dump' })]);
  }

  async close(): Promise<void> {
    if (!this.stopped) await this.call({ op: 'close' }).catch(() => undefined);
    await this.worker.terminate();
  }
}
