import pg from 'pg';
import { databaseAwayError } from './connection-loss';
import { createOutageBreaker, type OutageBreaker } from './outage-breaker';
import { dbSpan, tracingOn } from '../observability/tracer';

/** Where the pool says what happens to the database: once when it goes away, once when it is back. */
export interface PoolLogger {
  error(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface PgPoolOptions {
  connectionString: string;
  max?: number;
  /** A connection attempt (or a wait for a free connection) fails after this long. */
  connectTimeoutMs: number;
  /** PostgreSQL cancels a statement after this long; a server that does not answer at all is left a little later. */
  statementTimeoutMs: number;
  logger?: PoolLogger;
}

export interface ResilientPool {
  pool: pg.Pool;
  breaker: OutageBreaker;
  close(): Promise<void>;
}

/** node-postgres internals the watchdog reads: the statement a connection waits on, and its socket. */
interface ClientInternals {
  _activeQuery?: unknown;
  connection: { stream: { destroy(err?: Error): void } };
}
const internals = (client: pg.ClientBase) => client as unknown as ClientInternals;

// After statement_timeout PostgreSQL answers with an error; this much later it is not answering at all.
const ANSWER_GRACE_MS = 500;
const WATCH_EVERY_MS = 250;

type ConnectCallback = (err: Error | undefined, client: pg.PoolClient | undefined, release: (err?: Error | boolean) => void) => void;

/**
 * A pg Pool that survives the database's faults (decision 025):
 *  - every connection's 'error' (and the pool's) is handled: a connection ended by the server
 *    (57P01 on a restart, a failover, pg_terminate_backend) is dropped and replaced on next use,
 *    where Node used to exit on the unhandled 'error' event;
 *  - a statement whose connection stays silent past statement_timeout (a frozen or unreachable
 *    server never sends the cancel) has its socket destroyed, so it and everything queued behind
 *    it fail instead of hanging;
 *  - while the database is known to be away, new queries fail at once (an OutageBreaker) and the
 *    outage is logged once, with how long it lasted when it ends.
 */
export function createResilientPool({ connectionString, max = 10, connectTimeoutMs, statementTimeoutMs, logger }: PgPoolOptions): ResilientPool {
  const pool = new pg.Pool({
    connectionString,
    max,
    connectionTimeoutMillis: connectTimeoutMs,
    statement_timeout: statementTimeoutMs,
    keepAlive: true,
  });
  if (tracingOn()) traceQueries(pool);
  const breaker = createOutageBreaker({
    tryConnect: () => tryConnect(connectionString, connectTimeoutMs),
    onAway: (err) => logger?.error({ err }, 'lost the database: requests that need it answer 503 until it is back (retrying every second)'),
    // At warn, like the outage's start, so that a log kept at warn shows both ends.
    onBack: (awayMs, errors) => logger?.warn({ awayMs, connectionErrors: errors }, 'the database is back'),
  });

  // Idle connections report through the pool, connections in use through themselves; both only mark the outage.
  pool.on('error', (err) => breaker.lost(err));
  const watched = new Map<pg.PoolClient, { query: unknown; since: number }>();
  pool.on('connect', (client) => {
    client.on('error', (err) => breaker.lost(err));
    client.on('end', () => watched.delete(client));
    if (tracingOn()) traceQueries(client);
    watched.set(client, { query: undefined, since: 0 });
  });
  pool.on('remove', (client) => watched.delete(client));

  const watchdog = setInterval(() => {
    const now = Date.now();
    for (const [client, seen] of watched) {
      const query = internals(client)._activeQuery;
      if (!query || query !== seen.query) {
        watched.set(client, { query, since: now });
      } else if (now - seen.since > statementTimeoutMs + ANSWER_GRACE_MS) {
        watched.delete(client);
        const err = Object.assign(new Error(`The database did not answer within ${statementTimeoutMs + ANSWER_GRACE_MS} ms`), { code: 'ETIMEDOUT' });
        internals(client).connection.stream.destroy(err);
      }
    }
  }, WATCH_EVERY_MS).unref();

  const connect = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
  function guardedConnect(callback?: ConnectCallback): Promise<pg.PoolClient> | undefined {
    const awayMs = breaker.awayForMs();
    const result =
      awayMs === null
        ? connect().then(releasedOnLoss, (err: unknown) => {
            breaker.lost(err);
            throw err;
          })
        : Promise.reject(databaseAwayError(awayMs));
    if (!callback) return result;
    result.then(
      (client) => callback(undefined, client, client.release),
      (err: Error) => callback(err, undefined, () => undefined),
    );
    return undefined;
  }
  // pool.query() connects through this.connect too: one guard covers both.
  pool.connect = guardedConnect as typeof pool.connect;

  return {
    pool,
    breaker,
    async close() {
      clearInterval(watchdog);
      breaker.close();
      await pool.end();
    },
  };
}

/**
 * A checked-out connection that breaks goes back to the pool (which drops it) at once, and a later
 * release is a no-op. Drizzle's transaction() never releases a connection whose BEGIN failed: each
 * connection lost between checkout and BEGIN leaked, until the pool had none left.
 */
function releasedOnLoss(client: pg.PoolClient): pg.PoolClient {
  const release = client.release;
  let released = false;
  const onError = (err: Error) => done(err);
  function done(err?: Error | boolean) {
    if (released) return;
    released = true;
    client.off('error', onError);
    release(err);
  }
  client.on('error', onError);
  client.release = done;
  return client;
}

/** One fresh connection and a trivial query, given up after `timeoutMs`. */
async function tryConnect(connectionString: string, timeoutMs: number): Promise<void> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: timeoutMs, query_timeout: timeoutMs });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('SELECT 1');
  } catch (err) {
    internals(client).connection.stream.destroy();
    throw err;
  }
  await client.end().catch(() => undefined);
}

/**
 * Each statement in a `db.query` span (decision 068), in the caller's context: the pool's own
 * `query` (statements outside a transaction) and a checked-out client's (a transaction's). A query
 * given a callback (the pool's call into its client, already traced) or a submittable (a cursor) goes untraced.
 */
function traceQueries(client: pg.Pool | pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const traced = (...args: unknown[]) => {
    const first = args[0] as string | { text?: unknown; submit?: unknown } | undefined;
    const text = typeof first === 'string' ? first : typeof first?.text === 'string' ? first.text : null;
    if (text === null || typeof args.at(-1) === 'function' || (typeof first === 'object' && typeof first.submit === 'function'))
      return query(...args);
    return dbSpan(text, async () => query(...args));
  };
  client.query = traced as typeof client.query;
}
