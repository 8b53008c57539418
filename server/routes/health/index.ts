import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { heartbeat } from '../../db/schema/index';
import { createWriteProbe } from './write-probe';

// The error shape's `message`, plus the `status` that health checkers read.
const unavailable = z.object({ status: z.literal('unavailable'), message: z.string() });

const healthRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // A read can succeed on a full disk; only a write proves the database can take the site's forms.
  const probe = createWriteProbe(
    () => {
      const now = new Date();
      return db
        .insert(heartbeat)
        .values({ id: 1, beatAt: now })
        .onConflictDoUpdate({ target: heartbeat.id, set: { beatAt: now } });
    },
    { onFailure: (err) => app.log.warn({ err }, 'health check: the database cannot write') },
  );
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Ready while the database accepts writes (a one-row heartbeat upsert, bounded to 2 s, at most every 0.5 s)',
        response: { 200: z.object({ status: z.literal('ok') }), 503: unavailable },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      if (await probe.writable()) return { status: 'ok' as const };
      return reply.code(503).send({ status: 'unavailable' as const, message: 'Database unavailable' });
    },
  );
};

export default healthRoutes;
