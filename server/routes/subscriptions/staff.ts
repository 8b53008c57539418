import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffErrors } from '@contract/common';
import { subscriptionCountsSchema, subscriptionFilterQuery, subscriptionListQuery, subscriptionListSchema } from '@contract/subscriptions';
import type { Db } from '../../db/client';
import { csvStream } from '../../lib/csv';
import { sendPage } from '../../lib/paging';
import { exportSubscriptions, subscriptionPage } from '../../repositories/subscription-pages';
import { toSubscription, type SubscriptionsRepository } from '../../repositories/subscriptions';

/** Staff calls: the list, its counts per status and the CSV export. */
const staffSubscriptionRoutes: FastifyPluginAsyncZod<{ subscriptions: SubscriptionsRepository; db: Db }> = async (app, { subscriptions, db }) => {
  app.get(
    '/api/subscriptions',
    {
      config: { permission: 'subscribers.read' },
      schema: {
        tags: ['subscriptions'],
        summary: 'One page of newsletter subscriptions, newest first unless sorted, optionally of one status (staff); X-Total-Count holds the total',
        querystring: subscriptionListQuery,
        response: { 200: subscriptionListSchema, ...staffErrors },
      },
    },
    async (request, reply) => {
      const { status, ...paging } = request.query;
      const { rows, total } = await subscriptionPage(db, { status }, paging);
      sendPage(reply, total);
      return rows.map(toSubscription);
    },
  );

  app.get(
    '/api/subscriptions/status-counts',
    {
      config: { permission: 'subscribers.read' },
      schema: {
        tags: ['subscriptions'],
        summary: 'How many subscriptions are pending, confirmed and unsubscribed (staff)',
        response: { 200: subscriptionCountsSchema, ...staffErrors },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return subscriptions.countsByStatus();
    },
  );

  app.get(
    '/api/subscriptions.csv',
    {
      config: { permission: 'subscribers.export', reauth: true },
      schema: {
        tags: ['subscriptions'],
        summary: 'The subscriptions the list shows (its status, every page) as CSV, newest first, streamed (staff)',
        querystring: subscriptionFilterQuery,
      },
    },
    async (request, reply) => {
      await request.audit({ action: 'subscriptions.exported', targetType: 'export', targetId: 'subscriptions.csv', details: { ...request.query } });
      const iso = (d: Date | null) => d?.toISOString() ?? '';
      const stream = csvStream(['Email', 'Date', 'Status', 'Confirmed', 'Unsubscribed'], exportSubscriptions(db, request.query), (s) => [
        s.email,
        s.createdAt.toISOString(),
        s.status,
        iso(s.confirmedAt),
        iso(s.unsubscribedAt),
      ]);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="subscriptions.csv"')
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );
};

export default staffSubscriptionRoutes;
