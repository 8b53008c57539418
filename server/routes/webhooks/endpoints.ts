import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, messageSchema, staffErrors } from '@contract/common';
import { createWebhookBody, webhookCreatedSchema, webhookListSchema, webhookSchema } from '@contract/webhooks';
import { requireUser } from '../../plugins/app/auth';
import { toWebhook } from '../../repositories/webhooks';
import { newWebhookSecret } from '../../webhooks/sign';
import { manage, sensitive, TAG, webhookRouteKit, type WebhookRouteOptions } from './kit';
import { displayUrl } from './target';

/** Webhook endpoints: list, add (the secret answered once), read, delete (admins). */
const endpointRoutes: FastifyPluginAsyncZod<WebhookRouteOptions> = async (app, options) => {
  const { repos, box } = options;
  const { webhooks, found, checkTarget, audit } = webhookRouteKit(options);

  app.get(
    '/api/webhooks',
    { config: manage, schema: { tags: TAG, summary: 'Webhook endpoints (admins)', response: { 200: webhookListSchema, ...staffErrors } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return (await webhooks.list()).map(toWebhook);
    },
  );

  app.post(
    '/api/webhooks',
    {
      config: sensitive,
      schema: {
        tags: TAG,
        summary: 'Add an endpoint; answers its signing secret this once (admins)',
        body: createWebhookBody,
        response: { 201: webhookCreatedSchema, ...staffErrors },
      },
    },
    async (request, reply) => {
      const { url, events, kind, description, includeMessage } = request.body;
      await checkTarget(url);
      const user = requireUser(request);
      const secret = kind === 'standard' ? newWebhookSecret() : null;
      const row = await repos.transaction(async (tx) => {
        const created = await webhooks.insert(tx, {
          kind,
          urlSealed: box.seal(url),
          urlDisplay: displayUrl(url, kind),
          description,
          events,
          includeMessage: kind === 'slack' && includeMessage,
          secretSealed: secret ? box.seal(secret) : null,
          createdById: user.id,
          createdByName: user.name,
        });
        await audit(request, tx, 'webhook.created', created, { kind, events: events.join(', ') });
        return created;
      });
      return reply.code(201).send({ id: row.id, secret });
    },
  );

  app.get(
    '/api/webhooks/:id',
    {
      config: manage,
      schema: { tags: TAG, summary: 'One endpoint (admins)', params: idParamsSchema, response: { 200: webhookSchema, ...staffErrors } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return toWebhook(await found(request.params.id));
    },
  );

  app.delete(
    '/api/webhooks/:id',
    {
      config: sensitive,
      schema: {
        tags: TAG,
        summary: 'Delete an endpoint and its log (admins)',
        params: idParamsSchema,
        response: { 200: messageSchema, ...staffErrors },
      },
    },
    async (request) => {
      const row = await found(request.params.id);
      await repos.transaction(async (tx) => {
        await webhooks.remove(tx, row.id);
        await audit(request, tx, 'webhook.deleted', row);
      });
      return { message: 'Webhook deleted' };
    },
  );
};

export default endpointRoutes;
