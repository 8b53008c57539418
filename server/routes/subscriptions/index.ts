import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import type { FormRateLimit } from '../../plugins/app/form-rate-limit';
import type { SubscriptionsRepository } from '../../repositories/subscriptions';
import publicSubscriptionRoutes from './public';
import staffSubscriptionRoutes from './staff';

const subscriptionRoutes: FastifyPluginAsyncZod<{ subscriptions: SubscriptionsRepository; rateLimit: FormRateLimit; db: Db }> = async (
  app,
  { subscriptions, rateLimit, db },
) => {
  await app.register(publicSubscriptionRoutes, { subscriptions, rateLimit });
  await app.register(staffSubscriptionRoutes, { subscriptions, db });
};

export default subscriptionRoutes;
