import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '@contract/common';
import { statsResponse } from '@contract/stats';
import type { Db } from '../../db/client';
import type { BlogsRepository } from '../../repositories/blogs';
import { createLeadListRepository } from '../../repositories/lead-list';
import type { SubscriptionsRepository } from '../../repositories/subscriptions';

interface StatsOptions {
  subscriptions: SubscriptionsRepository;
  blogs: BlogsRepository;
  db: Db;
}

const statsRoutes: FastifyPluginAsyncZod<StatsOptions> = async (app, repos) => {
  const list = createLeadListRepository(repos.db);
  app.get(
    '/api/stats',
    {
      config: { permission: 'account' },
      schema: {
        tags: ['stats'],
        summary: 'Counts for the dashboard (staff): contacts = every lead (SPEC), leads = without spam, spam = quarantined',
        response: { 200: statsResponse, ...errorResponses(401, 403) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const [{ leads, spam }, subscriptions, blogs] = await Promise.all([list.counts(), repos.subscriptions.count(), repos.blogs.count()]);
      // SPEC's field counts every lead; the dashboard's cards show leads and quarantined spam apart (the All tab = leads).
      return { contacts: leads + spam, leads, spam, subscriptions, blogs };
    },
  );
};

export default statsRoutes;
