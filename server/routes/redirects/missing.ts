import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffErrors } from '@contract/common';
import { missingPathListSchema, missingPathsQuery } from '@contract/redirects';
import { calendarDayIn, dayBefore } from '../../lib/calendar-day';

/** The most requested missing pages, for the redirects screen's "Create redirect" (decision 064). */
const missingPathRoutes: FastifyPluginAsyncZod<{ timeZone: string }> = async (app, { timeZone }) => {
  app.get(
    '/api/redirects/missing',
    {
      config: { permission: 'redirects.manage' },
      schema: {
        tags: ['redirects'],
        summary:
          'The 100 most requested addresses that found no page over the last `days` days (30 by default), without those a redirect now answers',
        querystring: missingPathsQuery,
        response: { 200: missingPathListSchema, ...staffErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      // Today's counts are still in memory: written first, so the list is current.
      await app.redirects.counts.flush();
      return app.redirects.missingPaths.missing(dayBefore(calendarDayIn(timeZone), request.query.days - 1));
    },
  );
};

export default missingPathRoutes;
