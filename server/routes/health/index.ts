import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';

// The error shape's `message`, plus the `status` that health checkers read.
const unavailable = z.object({ status: z.literal('unavailable'), message: z.string() });

const healthRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Ready once the database answers',
        response: { 200: z.object({ status: z.literal('ok') }), 503: unavailable },
      },
    },
    async (_request, reply) => {
      try {
        await db.execute(sql`select 1`);
        reply.header('cache-control', 'no-store');
        return { status: 'ok' as const };
      } catch {
        return reply
          .code(503)
          .header('cache-control', 'no-store')
          .send({ status: 'unavailable' as const, message: 'Database unavailable' });
      }
    },
  );
};

export default healthRoutes;
