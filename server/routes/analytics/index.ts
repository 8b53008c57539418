import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyticsPageRows, analyticsQuery, analyticsSourceRows, analyticsSummary } from '@contract/analytics';
import { staffErrors } from '@contract/common';
import { calendarDayIn, dayBefore } from '../../lib/calendar-day';

const TAGS = ['analytics'];
const DAY_MS = 86_400_000;

/** Visitors → leads → won per landing page and per source (decision 066): admins and editors. */
const analyticsRoutes: FastifyPluginAsyncZod<{ timeZone: string; currency: string; counting: boolean }> = async (
  app,
  { timeZone, currency, counting },
) => {
  const { counter, repository } = app.analytics;
  /** The window: `days` calendar days in TZ for views, as many 24 h for leads; today's views written first. */
  const windowOf = async (days: number) => {
    await counter.flush().catch((err: unknown) => app.log.error({ err }, 'analytics: page views not written'));
    return [dayBefore(calendarDayIn(timeZone), days - 1), new Date(Date.now() - days * DAY_MS)] as const;
  };

  app.get(
    '/api/analytics/pages',
    {
      config: { permission: 'analytics.read' },
      schema: {
        tags: TAGS,
        summary:
          'Per page (path, no query) over the last `days` days (7, 30 or 90): views, visitors, and the leads that landed there first, won, won value',
        querystring: analyticsQuery,
        response: { 200: analyticsPageRows, ...staffErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return repository.pages(...(await windowOf(request.query.days)));
    },
  );

  app.get(
    '/api/analytics/sources',
    {
      config: { permission: 'analytics.read' },
      schema: {
        tags: TAGS,
        summary:
          'Per source (utm_source, else the referrer host, else direct; internal = from the site itself) over the last `days` days: views, visitors, leads, won, won value',
        querystring: analyticsQuery,
        response: { 200: analyticsSourceRows, ...staffErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return repository.sources(...(await windowOf(request.query.days)));
    },
  );

  app.get(
    '/api/analytics/summary',
    {
      config: { permission: 'analytics.read' },
      schema: {
        tags: TAGS,
        summary: 'Totals over the last `days` days: views, leads, won, won value, and the currency of the values',
        querystring: analyticsQuery,
        response: { 200: analyticsSummary, ...staffErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { days } = request.query;
      const { views, leads, won, wonValue } = await repository.totals(...(await windowOf(days)));
      return { days, currency, counting, views, leads, won, wonValue };
    },
  );
};
export default analyticsRoutes;
