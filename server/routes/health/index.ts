import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { heartbeat } from '../../db/schema/index';

// The error shape's `message`, plus the `status` that health checkers read.
const unavailable = z.object({ status: z.literal('unavailable'), message: z.string() });

/** A health check that hangs is a failed one. */
const HEARTBEAT_TIMEOUT_MS = 2000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('heartbeat timed out')), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

const healthRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Ready while the database accepts writes (a one-row heartbeat upsert, bounded to 2 s)',
        response: { 200: z.object({ status: z.literal('ok') }), 503: unavailable },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        const now = new Date();
        // A read can succeed on a full disk; only a write proves the database can take the site's forms.
        await withTimeout(
          db
            .insert(heartbeat)
            .values({ id: 1, beatAt: now })
            .onConflictDoUpdate({ target: heartbeat.id, set: { beatAt: now } }),
          HEARTBEAT_TIMEOUT_MS,
        );
        return { status: 'ok' as const };
      } catch (err) {
        request.log.warn({ err }, 'health check: the database cannot write');
        return reply.code(503).send({ status: 'unavailable' as const, message: 'Database unavailable' });
      }
    },
  );
};

export default healthRoutes;
