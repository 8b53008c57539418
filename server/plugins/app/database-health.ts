import type { FastifyInstance } from 'fastify';
import { createWriteOutcomes, isSucceededWrite } from '../../lib/write-outcomes';
import { registerErrorHandler } from './error-handler';

/** What /api/health knows beyond its heartbeat (decision 025). */
export interface DatabaseHealthOptions {
  /** True while the database server is known to be out of reach: health answers 503 at once. */
  databaseAway?: () => boolean;
  /** The embedded database: health also answers 503 while the last write failed (a full disk). */
  trackWriteFailures?: boolean;
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

/** The one JSON error shape (error-handler.ts), and what the failures it sees say about the database. */
export function registerErrorsAndDatabaseHealth(app: FastifyInstance, options: DatabaseHealthOptions = {}): DatabaseHealth {
  const { databaseAway = () => false, trackWriteFailures = false, heartbeatTimeoutMs, databaseBusySince } = options;
  const writes = trackWriteFailures ? createWriteOutcomes() : null;
  registerErrorHandler(app, { onDatabaseUnavailable: () => writes?.failed() });
  if (writes)
    app.addHook('onResponse', async (request, reply) => {
      if (isSucceededWrite(request.method, request.url, reply.statusCode)) writes.succeeded();
    });
  return { databaseDown: () => databaseAway() || writes?.lastFailed() === true, heartbeatTimeoutMs, databaseBusySince };
}
