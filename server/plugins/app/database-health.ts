import { statfs } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { createWriteOutcomes, isSucceededWrite, type WriteOutcomes } from '../../lib/write-outcomes';
import { registerErrorHandler } from './error-handler';

/** What /api/health knows beyond its heartbeat (decision 025). */
export interface DatabaseHealthOptions {
  /** True while the database server is known to be out of reach: health answers 503 at once. */
  databaseAway?: () => boolean;
  /** The embedded database: health also answers 503 while the last write failed (a full disk). */
  trackWriteFailures?: boolean;
  /**
   * The embedded database's folder: after a failed write, health is back (its heartbeat permitting)
   * once this disk has room again, without waiting for a visitor's write to prove it.
   */
  dataDir?: string;
  /**
   * How long the heartbeat may take before it counts as failed (default 2 s: the embedded
   * database runs one statement at a time, so the heartbeat may queue behind an export).
   */
  heartbeatTimeoutMs?: number;
  /** The embedded database: since when it has been busy without a break (a heartbeat queued behind it has not failed). */
  databaseBusySince?: () => number | null;
}

export interface DatabaseHealth {
  /** The database is known to be away, or its last write failed. */
  databaseDown: () => boolean;
  heartbeatTimeoutMs?: number;
  databaseBusySince?: () => number | null;
}

/**
 * Free space that counts as the disk's return: two of PostgreSQL's 16 MB WAL segments. A load
 * balancer sends no lead to a server whose health says 503, so waiting for a write that succeeds
 * kept health at 503 for good after space was freed (issue 40). Decision 089.
 */
export const RECOVERED_FREE_BYTES = 32 * 1024 * 1024;
/** statfs at most this often while the last write failed (health is polled every few seconds). */
const FREE_SPACE_CHECK_MS = 1000;

/** Clears the failed-write mark once `dataDir`'s disk has room again; checked in the background, at most once a second. */
function clearWhenDiskHasRoom(dataDir: string, writes: WriteOutcomes): () => void {
  let checkedAt = 0;
  let checking = false;
  return () => {
    if (checking || Date.now() - checkedAt < FREE_SPACE_CHECK_MS) return;
    checking = true;
    checkedAt = Date.now();
    void statfs(dataDir)
      .then((disk) => {
        if (disk.bavail * disk.bsize >= RECOVERED_FREE_BYTES) writes.succeeded();
      })
      .catch(() => undefined)
      .finally(() => (checking = false));
  };
}

/** The one JSON error shape (error-handler.ts), and what the failures it sees say about the database. */
export function registerErrorsAndDatabaseHealth(app: FastifyInstance, options: DatabaseHealthOptions = {}): DatabaseHealth {
  const { databaseAway = () => false, trackWriteFailures = false, heartbeatTimeoutMs, databaseBusySince, dataDir } = options;
  const writes = trackWriteFailures ? createWriteOutcomes() : null;
  const recheck = writes && dataDir ? clearWhenDiskHasRoom(dataDir, writes) : () => undefined;
  registerErrorHandler(app, { onDatabaseUnavailable: () => writes?.failed() });
  if (writes)
    app.addHook('onResponse', async (request, reply) => {
      if (isSucceededWrite(request.method, request.url, reply.statusCode)) writes.succeeded();
    });
  const lastWriteFailed = () => {
    if (!writes?.lastFailed()) return false;
    recheck();
    return true;
  };
  return { databaseDown: () => databaseAway() || lastWriteFailed(), heartbeatTimeoutMs, databaseBusySince };
}
