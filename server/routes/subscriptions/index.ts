import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, messageSchema } from '../../../contract/common';
import {
  createSubscriptionBody,
  subscriptionCountsSchema,
  subscriptionListQuery,
  subscriptionListSchema,
  subscriptionTokenBody,
} from '../../../contract/subscriptions';
import type { Db } from '../../db/client';
import { csvStream } from '../../lib/csv';
import { BadRequestError, HttpError } from '../../lib/errors';
import type { FormRateLimit } from '../../plugins/app/form-rate-limit';
import { exportSubscriptions, subscriptionPage } from '../../repositories/subscription-pages';
import { toSubscription, type SubscriptionsRepository } from '../../repositories/subscriptions';

const ALREADY = 'This email is already subscribed';
const LINK_INVALID = 'This confirmation link is invalid, already used or expired. Subscribe again to get a new one.';
const UNKNOWN_UNSUBSCRIBE = 'This unsubscribe link is not valid';

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
        summary: 'Subscribe to the newsletter (a confirmation email follows); 400 when the address is already subscribed or pending',
        body: createSubscriptionBody,
        response: { 201: messageSchema, 400: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const { email, website } = request.body;
      if (!website && !(await subscriptions.insert(email))) {
        // Still pending: the confirmation may have been lost, so it goes out again (at most every few minutes).
        await subscriptions.resendConfirmation(email);
        throw new BadRequestError(ALREADY, [{ field: 'email', message: ALREADY }]);
      }
      return reply.code(201).send({ message: 'Thank you for subscribing!' });
    },
  );

  app.post(
    '/api/subscriptions/confirm',
    {
      config: { rateLimit },
      schema: {
        tags: ['subscriptions'],
        summary: 'Confirm an address with the token from its confirmation email (single use, 7 days)',
        body: subscriptionTokenBody,
        response: { 200: messageSchema, 400: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      if ((await subscriptions.confirm(request.body.token)) !== 'confirmed') {
        throw new BadRequestError(LINK_INVALID, [{ field: 'token', message: LINK_INVALID }]);
      }
      return { message: "You're subscribed" };
    },
  );

  app.post(
    '/api/subscriptions/unsubscribe',
    {
      config: { rateLimit },
      schema: {
        tags: ['subscriptions'],
        summary: 'Unsubscribe with the token from any newsletter email, without signing in',
        body: subscriptionTokenBody,
        response: { 200: messageSchema, 400: errorSchema, 404: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      if (!(await subscriptions.unsubscribe(request.body.token))) {
        throw new HttpError(404, UNKNOWN_UNSUBSCRIBE, [{ field: 'token', message: UNKNOWN_UNSUBSCRIBE }]);
      }
      return { message: 'You have been unsubscribed' };
    },
  );

  app.get(
    '/api/subscriptions',
    {
      config: { auth: 'staff' },
      schema: {
        tags: ['subscriptions'],
        summary: 'One page of newsletter subscriptions, newest first, optionally of one status (staff); X-Total-Count holds the total',
        querystring: subscriptionListQuery,
        response: { 200: subscriptionListSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request, reply) => {
      const { page, pageSize, status } = request.query;
      const { rows, total } = await subscriptionPage(db, page, pageSize, status);
      reply.header('cache-control', 'no-store').header('x-total-count', String(total));
      return rows.map(toSubscription);
    },
  );

  app.get(
    '/api/subscriptions/status-counts',
    {
      config: { auth: 'staff' },
      schema: {
        tags: ['subscriptions'],
        summary: 'How many subscriptions are pending, confirmed and unsubscribed (staff)',
        response: { 200: subscriptionCountsSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return subscriptions.countsByStatus();
    },
  );

  app.get(
    '/api/subscriptions.csv',
    { config: { auth: 'staff' }, schema: { tags: ['subscriptions'], summary: 'All subscriptions as CSV, streamed (staff)' } },
    async (_request, reply) => {
      const iso = (d: Date | null) => d?.toISOString() ?? '';
      const stream = csvStream(['Email', 'Date', 'Status', 'Confirmed', 'Unsubscribed'], exportSubscriptions(db), (s) => [
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

export default subscriptionRoutes;
