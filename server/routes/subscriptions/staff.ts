import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, staffErrors } from '@contract/common';
import { isUuid } from '@contract/ids';
import {
  subscriptionCountsSchema,
  subscriptionFilterQuery,
  subscriptionListQuery,
  subscriptionListSchema,
  subscriptionSchema,
} from '@contract/subscriptions';
import type { Repositories } from '../../repositories/index';
import { csvStream } from '../../lib/csv';
import { BadRequestError, NotFoundError } from '../../lib/errors';
import { sendPage } from '../../lib/paging';
import { toSubscription, type SubscriptionsRepository } from '../../repositories/subscriptions';

const NOT_FOUND = 'Subscription not found';

/** Staff calls: the list, its counts per status, a bounce's reset and the CSV export. */
const staffSubscriptionRoutes: FastifyPluginAsyncZod<{ subscriptions: SubscriptionsRepository; repos: Repositories }> = async (
  app,
  { subscriptions, repos },
) => {
  app.get(
    '/api/subscriptions',
    {
      config: { permission: 'subscribers.read', totalCount: true },
      schema: {
        tags: ['subscriptions'],
        summary: 'One page of newsletter subscriptions, newest first unless sorted, optionally of one status (staff); X-Total-Count holds the total',
        querystring: subscriptionListQuery,
        response: { 200: subscriptionListSchema, ...staffErrors },
      },
    },
    async (request, reply) => {
      const { status, ...paging } = request.query;
      const { rows, total } = await repos.queries.subscriptionPage({ status }, paging);
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

  app.post(
    '/api/subscriptions/:id/reset-bounce',
    {
      config: { permission: 'subscribers.read' },
      schema: {
        tags: ['subscriptions'],
        summary: 'Let a bounced address receive mail again: confirmed if it had confirmed, else pending (staff; audited)',
        params: idParamsSchema,
        response: { 200: subscriptionSchema, ...staffErrors },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!isUuid(id)) throw new NotFoundError(NOT_FOUND);
      const row = await repos.queries.resetBounce(id, (tx, r) =>
        request.audit(
          { action: 'subscription.bounce_reset', targetType: 'subscription', targetId: r.id, targetLabel: r.email, details: { status: r.status } },
          tx,
        ),
      );
      if (row === undefined) throw new NotFoundError(NOT_FOUND);
      if (row === null)
        throw new BadRequestError('status: This address has not bounced', [{ field: 'status', message: 'This address has not bounced' }]);
      return toSubscription(row);
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
      const stream = csvStream(['Email', 'Date', 'Status', 'Confirmed', 'Unsubscribed'], repos.queries.exportSubscriptions(request.query), (s) => [
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
