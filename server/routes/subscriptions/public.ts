import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, messageSchema } from '@contract/common';
import { createSubscriptionBody, subscriptionTokenBody } from '@contract/subscriptions';
import { BadRequestError, HttpError } from '../../lib/errors';
import type { FormRateLimit } from '../../plugins/app/form-rate-limit';
import type { SubscriptionsRepository } from '../../repositories/subscriptions';

const ALREADY = 'This email is already subscribed';
/** Said to a new and to a pending address alike (decision 080): the list does not tell who is pending. */
const CHECK_INBOX = 'Check your inbox to confirm';
const LINK_INVALID = 'This confirmation link is invalid, already used or expired. Subscribe again to get a new one.';
const UNKNOWN_UNSUBSCRIBE = 'This unsubscribe link is not valid';

/** Visitors' calls: subscribe, confirm and unsubscribe, each rate limited. */
const publicSubscriptionRoutes: FastifyPluginAsyncZod<{ subscriptions: SubscriptionsRepository; rateLimit: FormRateLimit }> = async (
  app,
  { subscriptions, rateLimit },
) => {
  app.post(
    '/api/subscriptions',
    {
      config: { rateLimit },
      schema: {
        tags: ['subscriptions'],
        summary:
          'Subscribe to the newsletter: a confirmation email follows, sent again to a pending address (at most every few minutes); 400 when the address is already subscribed',
        body: createSubscriptionBody,
        response: { 201: messageSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const { email, website } = request.body;
      // Still pending: the confirmation may have been lost, so it goes out again (at most every few minutes).
      if (!website && !(await subscriptions.insert(email)) && (await subscriptions.resendConfirmation(email)) === 'not-pending') {
        throw new BadRequestError(ALREADY, [{ field: 'email', message: ALREADY }]);
      }
      return reply.code(201).send({ message: CHECK_INBOX });
    },
  );

  app.post(
    '/api/subscriptions/confirm',
    {
      config: { rateLimit },
      schema: {
        tags: ['subscriptions'],
        summary: 'Confirm an address with the token from its confirmation email (7 days); a used token of a confirmed address answers 200 again',
        body: subscriptionTokenBody,
        response: { 200: messageSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      // Mail scanners open the link before the reader: a second open of a spent link is no error (decision 080).
      if ((await subscriptions.confirm(request.body.token)) === 'invalid') {
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
        response: { 200: messageSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => {
      if (!(await subscriptions.unsubscribe(request.body.token))) {
        throw new HttpError(404, UNKNOWN_UNSUBSCRIBE, [{ field: 'token', message: UNKNOWN_UNSUBSCRIBE }]);
      }
      return { message: 'You have been unsubscribed' };
    },
  );
};

export default publicSubscriptionRoutes;
