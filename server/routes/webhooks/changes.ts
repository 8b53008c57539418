import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, staffErrors } from '@contract/common';
import { rotateSecretSchema, updateWebhookBody, webhookSchema } from '@contract/webhooks';
import { BadRequestError, NotFoundError } from '../../lib/errors';
import { toWebhook } from '../../repositories/webhooks';
import { newWebhookSecret } from '../../webhooks/sign';
import { NOT_FOUND, sensitive, TAG, webhookRouteKit, type WebhookRouteOptions } from './kit';
import { displayUrl } from './target';

/** After a rotation receivers also get the old secret's signature this long. */
const ROTATION_OVERLAP_MS = 24 * 3_600_000;

/** Changing an endpoint: its fields, on and off, and its signing secret (admins, re-authenticated). */
const endpointChangeRoutes: FastifyPluginAsyncZod<WebhookRouteOptions> = async (app, options) => {
  const { repos, box } = options;
  const { webhooks, found, checkTarget, audit } = webhookRouteKit(options);

  app.patch(
    '/api/webhooks/:id',
    {
      config: sensitive,
      schema: {
        tags: TAG,
        summary: 'Change an endpoint, or turn it off and on (admins)',
        params: idParamsSchema,
        body: updateWebhookBody,
        response: { 200: webhookSchema, ...staffErrors },
      },
    },
    async (request) => {
      const body = request.body;
      const before = await found(request.params.id);
      if (before.kind === 'slack' && body.events?.some((e) => e !== 'lead.created'))
        throw new BadRequestError('Chat endpoints receive new leads (lead.created) only', [
          { field: 'events', message: 'Chat endpoints receive new leads (lead.created) only' },
        ]);
      if (body.url !== undefined) await checkTarget(body.url);
      return toWebhook(
        await repos.transaction(async (tx) => {
          const row = await webhooks.update(tx, before.id, {
            ...(body.url !== undefined ? { urlSealed: box.seal(body.url), urlDisplay: displayUrl(body.url, before.kind) } : {}),
            ...(body.events !== undefined ? { events: body.events } : {}),
            ...(body.description !== undefined ? { description: body.description } : {}),
            ...(body.includeMessage !== undefined ? { includeMessage: before.kind === 'slack' && body.includeMessage } : {}),
            ...(body.enabled !== undefined ? { enabled: body.enabled } : {}),
          });
          if (!row) throw new NotFoundError(NOT_FOUND);
          const changed = Object.keys(body).filter((k) => k !== 'url');
          await audit(request, tx, 'webhook.updated', row, { changed: [...changed, ...(body.url !== undefined ? ['url'] : [])].join(', ') });
          return row;
        }),
      );
    },
  );

  app.post(
    '/api/webhooks/:id/rotate-secret',
    {
      config: sensitive,
      schema: {
        tags: TAG,
        summary: 'A new signing secret, answered this once; the old one still signs for 24 hours (admins)',
        params: idParamsSchema,
        response: { 200: rotateSecretSchema, ...staffErrors },
      },
    },
    async (request) => {
      const row = await found(request.params.id);
      if (row.kind !== 'standard' || !row.secretSealed)
        throw new BadRequestError('Chat endpoints have no signing secret: their address is the secret');
      const secret = newWebhookSecret();
      const until = new Date(Date.now() + ROTATION_OVERLAP_MS);
      await repos.transaction(async (tx) => {
        const rotated = await webhooks.update(tx, row.id, {
          secretSealed: box.seal(secret),
          previousSecretSealed: row.secretSealed,
          previousSecretUntil: until,
        });
        await audit(request, tx, 'webhook.secret_rotated', rotated ?? row);
      });
      return { secret, previousValidUntil: until.toISOString() };
    },
  );
};

export default endpointChangeRoutes;
