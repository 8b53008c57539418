import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { scheduleStatusSchema } from '@contract/blogs';
import { staffErrors } from '@contract/common';
import type { BlogPluginOptions } from './blog-plugin-options';

/**
 * GET /api/blog-schedule: scheduled posts more than a minute past their time, and the next one due
 * (the staff banner, decision 047). Read from the posts, so it shows even when jobs are not running.
 */
const scheduleStatusRoutes: FastifyPluginAsyncZod<BlogPluginOptions> = async (app, { repos }) => {
  app.get(
    '/api/blog-schedule',
    {
      config: { permission: 'posts.write' },
      schema: {
        tags: ['blogs'],
        summary: 'Scheduled posts past their time (overdue) and the next time due (staff)',
        response: { 200: scheduleStatusSchema, ...staffErrors },
      },
    },
    async (_request, reply) => {
      const { overdue, next } = await repos.queries.scheduleStatus();
      return reply.header('cache-control', 'no-store').send({
        overdue: overdue.map((p) => ({ _id: p.id, title: p.title, publishAt: p.publishAt.toISOString() })),
        next: next?.toISOString() ?? null,
      });
    },
  );
};

export default scheduleStatusRoutes;
