import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '@contract/common';
import { statsResponse } from '@contract/stats';
import type { BlogsRepository } from '../../repositories/blogs';
import type { LeadsRepository } from '../../repositories/leads';
import type { SubscriptionsRepository } from '../../repositories/subscriptions';

interface StatsOptions {
  leads: LeadsRepository;
  subscriptions: SubscriptionsRepository;
  blogs: BlogsRepository;
}

const statsRoutes: FastifyPluginAsyncZod<StatsOptions> = async (app, repos) => {
  app.get(
    '/api/stats',
    {
      config: { auth: 'staff' },
      schema: { tags: ['stats'], summary: 'Counts for the dashboard (staff)', response: { 200: statsResponse, ...errorResponses(401, 403) } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const [contacts, byStatus, subscriptions, blogs] = await Promise.all([
        repos.leads.count(),
        repos.leads.statusCounts(),
        repos.subscriptions.count(),
        repos.blogs.count(),
      ]);
      // SPEC's stats field keeps its name (every lead); `leads` leaves spam out.
      return { contacts, leads: contacts - byStatus.spam, spam: byStatus.spam, subscriptions, blogs };
    },
  );
};

export default statsRoutes;
