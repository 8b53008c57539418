import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, staffErrors } from '@contract/common';
import { isUuid } from '@contract/ids';
import { deliveryParams, webhookDeliverySchema, WEBHOOK_TEST_EVENT } from '@contract/webhooks';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { mailSiteName } from '../../mail/site-name';
import { requireUser } from '../../plugins/app/auth';
import { envelope, storeEvent, WEBHOOK_DELIVERY_QUEUE } from '../../webhooks/emit';
import { DELIVERY_NOT_FOUND, sensitive, TAG, webhookRouteKit, type WebhookRouteOptions } from './kit';

/** Sending on demand: a test event, or a delivery again with the same webhook-id (admins, re-authenticated). */
const deliverySendRoutes: FastifyPluginAsyncZod<WebhookRouteOptions> = async (app, options) => {
  const { repos, siteUrl } = options;
  const { webhooks, found, audit } = webhookRouteKit(options);
  /** The new delivery as the log lists it; its worker is woken (it was stored with its job). */
  const queued = async (endpointId: string, deliveryId: string) => {
    app.jobs.nudge(WEBHOOK_DELIVERY_QUEUE);
    const { payload: _p, attemptLog: _a, row: _r, ...item } = (await webhooks.delivery(endpointId, deliveryId))!;
    return item;
  };

  app.post(
    '/api/webhooks/:id/test',
    {
      config: sensitive,
      schema: {
        tags: TAG,
        summary: `Sends a "${WEBHOOK_TEST_EVENT}" event to this endpoint now (admins)`,
        params: idParamsSchema,
        response: { 202: webhookDeliverySchema, ...staffErrors },
      },
    },
    async (request, reply) => {
      const row = await found(request.params.id);
      if (!row.enabled) throw new ConflictError('Turn the webhook on before sending it a test event');
      const deliveryId = await repos.transaction(async (tx, txRepos) => {
        // The published company's name, as pages and mail say it (the site's host name before one is published).
        const data = { message: `Test event from ${await mailSiteName(txRepos, siteUrl)}, sent by ${requireUser(request).name}` };
        const [id] = await storeEvent(
          tx,
          { jobs: app.jobs, store: txRepos.webhookDeliveries },
          { type: WEBHOOK_TEST_EVENT, payload: envelope(WEBHOOK_TEST_EVENT, data) },
          [{ endpointId: row.id, test: true }],
        );
        await audit(request, tx, 'webhook.tested', row);
        return id!;
      });
      return reply.code(202).send(await queued(row.id, deliveryId));
    },
  );

  app.post(
    '/api/webhooks/:id/deliveries/:deliveryId/replay',
    {
      config: sensitive,
      schema: {
        tags: TAG,
        summary: 'Sends a delivery again: a new delivery of the same event (same webhook-id) (admins)',
        params: deliveryParams,
        response: { 202: webhookDeliverySchema, ...staffErrors },
      },
    },
    async (request, reply) => {
      const row = await found(request.params.id);
      const old = isUuid(request.params.deliveryId) ? await webhooks.delivery(row.id, request.params.deliveryId) : null;
      if (!old) throw new NotFoundError(DELIVERY_NOT_FOUND);
      if (!row.enabled) throw new ConflictError('Turn the webhook on before replaying its deliveries');
      const deliveryId = await repos.transaction(async (tx, txRepos) => {
        const [id] = await storeEvent(
          tx,
          { jobs: app.jobs, store: txRepos.webhookDeliveries },
          { type: old.eventType as typeof WEBHOOK_TEST_EVENT, payload: old.payload },
          [{ endpointId: row.id, replayOf: old._id, test: old.test }],
          old.eventId,
        );
        await audit(request, tx, 'webhook.replayed', row, { eventId: old.eventId, eventType: old.eventType });
        return id!;
      });
      return reply.code(202).send(await queued(row.id, deliveryId));
    },
  );
};

export default deliverySendRoutes;
