import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import changes from './changes';
import deliveries from './deliveries';
import endpoints from './endpoints';
import type { WebhookRouteOptions } from './kit';
import sends from './sends';

export type { WebhookRouteOptions } from './kit';

/** Outgoing webhooks and chat endpoints (decisions 062, 063): administrators only, every write audited with the endpoint's address. */
const webhookRoutes: FastifyPluginAsyncZod<WebhookRouteOptions> = async (app, options) => {
  await app.register(endpoints, options);
  await app.register(changes, options);
  await app.register(deliveries, options);
  await app.register(sends, options);
};

export default webhookRoutes;
