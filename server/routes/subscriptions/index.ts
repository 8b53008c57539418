import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Repositories } from '../../repositories/index';
import type { FormRateLimit } from '../../plugins/app/form-rate-limit';
import type { SubscriptionsRepository } from '../../repositories/subscriptions';
import publicSubscriptionRoutes from './public';
import staffSubscriptionRoutes from './staff';

const subscriptionRoutes: FastifyPluginAsyncZod<{ subscriptions: SubscriptionsRepository; rateLimit: FormRateLimit; repos: Repositories }> = async (
  app,
  { subscriptions, rateLimit, repos },
) => {
  await app.register(publicSubscriptionRoutes, { subscriptions, rateLimit });
  await app.register(staffSubscriptionRoutes, { subscriptions, repos });
};

export default subscriptionRoutes;
