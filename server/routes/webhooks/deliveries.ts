import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, staffErrors } from '@contract/common';
import { isUuid } from '@contract/ids';
import { deliveryListQuery, deliveryParams, webhookDeliveryDetailSchema, webhookDeliveryListSchema } from '@contract/webhooks';
import { NotFoundError } from '../../lib/errors';
import { sendPage } from '../../lib/paging';
import { DELIVERY_NOT_FOUND, manage, TAG, webhookRouteKit, type WebhookRouteOptions } from './kit';

/** An endpoint's delivery log and one delivery's attempts (admins). */
const deliveryLogRoutes: FastifyPluginAsyncZod<WebhookRouteOptions> = async (app, options) => {
  const { webhooks, found } = webhookRouteKit(options);

  app.get(
    '/api/webhooks/:id/deliveries',
    {
      config: { ...manage, totalCount: true },
      schema: {
        tags: TAG,
        summary: "An endpoint's delivery log, newest first; the total in X-Total-Count (admins)",
        params: idParamsSchema,
        querystring: deliveryListQuery,
        response: { 200: webhookDeliveryListSchema, ...staffErrors },
      },
    },
    async (request, reply) => {
      const row = await found(request.params.id);
      const page = await webhooks.deliveries(row.id, request.query);
      sendPage(reply, page.total);
      return page.items;
    },
  );

  app.get(
    '/api/webhooks/:id/deliveries/:deliveryId',
    {
      config: manage,
      schema: {
        tags: TAG,
        summary: 'One delivery with its body and every attempt (admins)',
        params: deliveryParams,
        response: { 200: webhookDeliveryDetailSchema, ...staffErrors },
      },
    },
    async (request, reply) => {
      const row = await found(request.params.id);
      const delivery = isUuid(request.params.deliveryId) ? await webhooks.delivery(row.id, request.params.deliveryId) : null;
      if (!delivery) throw new NotFoundError(DELIVERY_NOT_FOUND);
      reply.header('cache-control', 'no-store');
      const { row: _r, ...detail } = delivery;
      return detail;
    },
  );
};

export default deliveryLogRoutes;
