import v8 from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';
import { types, type PGlite, type Transaction } from '@electric-sql/pglite';
import { dumpAfterCheckpoint, openPglite } from './pglite-open';
import { toThreadError, type ThreadOptions, type ThreadReady, type ThreadReply, type ThreadRequest } from './pglite-thread-messages';

/**
 * The embedded database's own thread: PGlite runs each statement synchronously inside
 * WebAssembly, so here a long query no longer holds up the app's requests (decision 021).
 * Statements are taken in arrival order; PGlite's own lock keeps a transaction alone.
 */
const port = parentPort!;
const { dir, sharedBuffers } = workerData as ThreadOptions;

// Drizzle reads dates and intervals as PostgreSQL prints them (its PGlite driver asks for this).
const keepText = (value: string) => value;
const RAW_DATE_PARSERS = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((oid) => [oid, keepText]),
);

interface OpenTransaction {
  tx: Transaction;
  end: (commit: boolean) => void;
  /** Settles once PGlite has committed or rolled back. */
  done: Promise<void>;
}

const ROLLBACK = Symbol('rollback');
/**
 * Open transactions by the id the app's thread chose. The app sends its statements right after
 * `begin` without waiting for an answer (one round trip less per transaction), so each entry is
 * set as soon as `begin` arrives and statements wait here until PGlite has begun.
 */
const transactions = new Map<number, Promise<OpenTransaction>>();

function begin(db: PGlite, id: number): Promise<void> {
  let started!: (open: OpenTransaction) => void;
  let failed!: (err: unknown) => void;
  const opened = new Promise<OpenTransaction>((resolve, reject) => ((started = resolve), (failed = reject)));
  opened.catch(() => undefined); // BEGIN itself failed: reported through the begin call and each statement
  transactions.set(id, opened);
  let end!: (commit: boolean) => void;
  const decided = new Promise<boolean>((resolve) => (end = resolve));
  const done = db
    .transaction(async (tx) => {
      started({ tx, end, done });
      if (!(await decided)) throw ROLLBACK;
    })
    .then(
      () => undefined,
      (err: unknown) => {
        if (err !== ROLLBACK) throw err;
      },
    )
    .finally(() => transactions.delete(id));
  done.catch((err: unknown) => {
    endLeftTransaction(db);
    failed(err);
  });
  return opened.then(() => undefined);
}

/** The transaction `id`, once PGlite has begun it. */
async function openTransaction(id: number): Promise<OpenTransaction> {
  const open = await transactions.get(id);
  if (!open) throw new Error(`No open transaction ${id}`);
  return open;
}

async function finish(id: number, commit: boolean): Promise<void> {
  const open = await openTransaction(id);
  open.end(commit);
  await open.done;
}

async function runner(db: PGlite, id?: number): Promise<Pick<PGlite, 'query' | 'exec'>> {
  return id === undefined ? db : (await openTransaction(id)).tx;
}

/**
 * A statement sent on its own that failed inside a transaction block of its own text (pg-boss's
 * maintenance sends `BEGIN; …; COMMIT;` in one call) leaves the session in that block, aborted: every
 * later statement, of every caller, failed with "current transaction is aborted" until a restart
 * (issue 40: after a full disk). PGlite has the one session, so the block is ended here. Outside the
 * thread's own transactions (`transactions`, which PGlite's lock keeps apart from these calls) the
 * session is never meant to be in a block, and ROLLBACK waits for that lock: it cannot end one of them.
 */
function endLeftTransaction(db: PGlite): void {
  if (!db.isInTransaction()) return;
  // Should the ROLLBACK fail too, the next statement that fails tries again.
  db.exec('ROLLBACK').catch(() => undefined);
}

async function handle(db: PGlite, req: ThreadRequest): Promise<unknown> {
  switch (req.op) {
    case 'query':
      return (await runner(db, req.tx)).query(req.sql, req.params, { rowMode: req.rowMode, parsers: req.rawDates ? RAW_DATE_PARSERS : undefined });
    case 'exec':
      return (await runner(db, req.tx)).exec(req.sql);
    case 'begin':
      return begin(db, req.tx);
    case 'end':
      return finish(req.tx, req.commit);
    case 'dump':
      return (await dumpAfterCheckpoint(db)).arrayBuffer();
    case 'close':
      await db.close();
      return null;
  }
}

// PostgreSQL's WebAssembly runs on V8's baseline compiler (Liftoff) only, before it is compiled.
// Optimising hot functions with TurboFan kept about 100 MB more resident (its code, and the memory
// its compile threads took and never gave back) for 15-25 % faster queries: on a 1 GB server the
// memory matters more (decision 024, bench/memory). The flags are the process's, but only PGlite
// runs WebAssembly.
v8.setFlagsFromString('--no-wasm-dynamic-tiering');
v8.setFlagsFromString('--no-wasm-tier-up');

try {
  const db = await openPglite(dir, sharedBuffers);
  port.on('message', (req: ThreadRequest) => {
    handle(db, req).then(
      (result) => {
        const reply: ThreadReply = { id: req.id, result };
        port.postMessage(reply, result instanceof ArrayBuffer ? [result] : []);
      },
      (err: unknown) => {
        if ((req.op === 'query' || req.op === 'exec') && req.tx === undefined) endLeftTransaction(db);
        port.postMessage({ id: req.id, error: toThreadError(err) } satisfies ThreadReply);
      },
    );
  });
  port.postMessage({ ready: true } satisfies ThreadReady);
} catch (err) {
  port.postMessage({ ready: false, error: toThreadError(err) } satisfies ThreadReady);
}
