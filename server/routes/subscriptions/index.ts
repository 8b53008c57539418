import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, messageSchema } from '../../../contract/common';
import { createSubscriptionBody, subscriptionListQuery, subscriptionListSchema } from '../../../contract/subscriptions';
import type { Db } from '../../db/client';
import { csvStream } from '../../lib/csv';
import { BadRequestError } from '../../lib/errors';
import type { FormRateLimit } from '../../plugins/app/form-rate-limit';
import { exportSubscriptions, subscriptionPage } from '../../repositories/subscription-pages';
import { toSubscription, type SubscriptionsRepository } from '../../repositories/subscriptions';

const ALREADY = 'This email is already subscribed';

const subscriptionRoutes: FastifyPluginAsyncZod<{ subscriptions: SubscriptionsRepository; rateLimit: FormRateLimit; db: Db }> = async (
  app,
  { subscriptions, rateLimit, db },
) => {
  app.post(
    '/api/subscriptions',
    {
      config: { rateLimit },
      schema: {
        tags: ['subscriptions'],
        summary: 'Subscribe to the newsletter; 400 when the address is already subscribed',
        body: createSubscriptionBody,
        response: { 201: messageSchema, 400: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const { email, website } = request.body;
      if (!website && !(await subscriptions.insert(email))) throw new BadRequestError(ALREADY, [{ field: 'email', message: ALREADY }]);
      return reply.code(201).send({ message: 'Thank you for subscribing!' });
    },
  );

  app.get(
    '/api/subscriptions',
    {
      config: { auth: 'staff' },
      schema: {
        tags: ['subscriptions'],
        summary: 'One page of newsletter subscriptions, newest first (staff); X-Total-Count holds the total',
        querystring: subscriptionListQuery,
        response: { 200: subscriptionListSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request, reply) => {
      const { rows, total } = await subscriptionPage(db, request.query.page, request.query.pageSize);
      reply.header('cache-control', 'no-store').header('x-total-count', String(total));
      return rows.map(toSubscription);
    },
  );

  app.get(
    '/api/subscriptions.csv',
    { config: { auth: 'staff' }, schema: { tags: ['subscriptions'], summary: 'All subscriptions as CSV, streamed (staff)' } },
    async (_request, reply) => {
      const stream = csvStream(['Email', 'Date'], exportSubscriptions(db), (s) => [s.email, s.createdAt.toISOString()]);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="subscriptions.csv"')
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );
};

export default subscriptionRoutes;
