import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, messageSchema } from '../../../contract/common';
import { createSubscriptionBody, subscriptionListSchema } from '../../../contract/subscriptions';
import { toCsv } from '../../lib/csv';
import { BadRequestError } from '../../lib/errors';
import type { FormRateLimit } from '../../plugins/app/form-rate-limit';
import { toSubscription, type SubscriptionsRepository } from '../../repositories/subscriptions';

const ALREADY = 'This email is already subscribed';

const subscriptionRoutes: FastifyPluginAsyncZod<{ subscriptions: SubscriptionsRepository; rateLimit: FormRateLimit }> = async (
  app,
  { subscriptions, rateLimit },
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
        summary: 'Newsletter subscriptions, newest first (staff)',
        response: { 200: subscriptionListSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return (await subscriptions.list()).map(toSubscription);
    },
  );

  app.get(
    '/api/subscriptions.csv',
    { config: { auth: 'staff' }, schema: { tags: ['subscriptions'], summary: 'All subscriptions as CSV (staff)' } },
    async (_request, reply) => {
      const rows = (await subscriptions.list()).map((s) => [s.email, s.createdAt.toISOString()]);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="subscriptions.csv"')
        .header('cache-control', 'no-store')
        .send(toCsv(['Email', 'Date'], rows));
    },
  );
};

export default subscriptionRoutes;
