import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createBurstLog } from '../../lib/burst-log';
import type { HeartbeatRepository } from '../../repositories/heartbeat';
import { createWriteProbe } from './write-probe';

// The error shape's `message`, plus the `status` that health checkers read.
const unavailable = z.object({ status: z.literal('unavailable'), message: z.string() });

interface HealthOptions {
  heartbeat: HeartbeatRepository;
  /** The database is known to be away, or its last write failed: no heartbeat needed to say so. */
  databaseDown: () => boolean;
  /** A heartbeat slower than this counts as failed. */
  heartbeatTimeoutMs?: number;
  /** The embedded database: since when it has been busy (a heartbeat queued behind it is not a failure). */
  databaseBusySince?: () => number | null;
}

const healthRoutes: FastifyPluginAsyncZod<HealthOptions> = async (app, { heartbeat, databaseDown, heartbeatTimeoutMs = 2000, databaseBusySince }) => {
  // Polled every few seconds by a load balancer: one line per outage, not one per heartbeat.
  const failures = createBurstLog((err, previous) => app.log.warn({ err, previousFailures: previous }, 'health check: the database cannot write'));
  // A read can succeed on a full disk; only a write proves the database can take the site's forms.
  const probe = createWriteProbe(() => heartbeat.beat(), {
    timeoutMs: heartbeatTimeoutMs,
    busySince: databaseBusySince,
    onFailure: (err) => failures.report(err),
  });
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Ready while the database accepts writes (a one-row heartbeat upsert, bounded to 2 s (1.5 s on PostgreSQL), at most every 0.5 s)',
        response: { 200: z.object({ status: z.literal('ok') }), 503: unavailable },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!databaseDown() && (await probe.writable())) return { status: 'ok' as const };
      return reply.code(503).send({ status: 'unavailable' as const, message: 'Database unavailable' });
    },
  );
};

export default healthRoutes;
