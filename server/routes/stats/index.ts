import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '@contract/common';
import { statsResponse } from '@contract/stats';
import { can } from '@contract/roles';
import type { Repositories } from '../../repositories/index';
import { requireUser } from '../../plugins/app/auth';

const statsRoutes: FastifyPluginAsyncZod<{ repos: Repositories }> = async (app, { repos }) => {
  const list = repos.leadList;
  app.get(
    '/api/stats',
    {
      config: { permission: 'account' },
      schema: {
        tags: ['stats'],
        summary:
          'Counts for the dashboard (staff): contacts = every lead (SPEC), leads = without spam, spam = quarantined; null where the role may not read them',
        response: { 200: statsResponse, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { role } = requireUser(request);
      const [leadCounts, subscriptions, blogs] = await Promise.all([
        can(role, 'leads.work') ? list.counts() : null,
        can(role, 'subscribers.read') ? repos.subscriptions.count() : null,
        can(role, 'posts.write') ? repos.blogs.count() : null,
      ]);
      // SPEC's field counts every lead; the dashboard's cards show leads and quarantined spam apart (the All tab = leads).
      const { leads = null, spam = null } = leadCounts ?? {};
      return { contacts: leads === null || spam === null ? null : leads + spam, leads, spam, subscriptions, blogs };
    },
  );
};

export default statsRoutes;
