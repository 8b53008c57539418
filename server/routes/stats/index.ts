import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '@contract/common';
import { statsResponse } from '@contract/stats';
import type { BlogsRepository } from '../../repositories/blogs';
import type { ContactsRepository } from '../../repositories/contacts';
import type { SubscriptionsRepository } from '../../repositories/subscriptions';

interface StatsOptions {
  contacts: ContactsRepository;
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
      const [contacts, subscriptions, blogs] = await Promise.all([repos.contacts.count(), repos.subscriptions.count(), repos.blogs.count()]);
      return { contacts, subscriptions, blogs };
    },
  );
};

export default statsRoutes;
