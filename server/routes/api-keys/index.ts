import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiKeyCreatedSchema, apiKeyListSchema, createApiKeyBody } from '@contract/api-keys';
import { errorResponses, idParamsSchema, messageSchema, staffErrors } from '@contract/common';
import { isUuid } from '@contract/ids';
import type { Repositories } from '../../repositories/index';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { requireUser } from '../../plugins/app/auth';
import { toApiKey } from '../../repositories/api-keys';

const TAG = ['api-keys'];
const manage = { permission: 'api-keys.manage' } as const;
/** Making or revoking a key is sensitive (decision 058): a recent password, code or passkey. */
const sensitive = { permission: 'api-keys.manage', reauth: true } as const;

/** Integrators' API keys (decision 069): administrators list, create (the key answered once) and revoke them. */
const apiKeyRoutes: FastifyPluginAsyncZod<{ repos: Repositories }> = async (app, { repos }) => {
  const apiKeys = repos.apiKeys;

  app.get(
    '/api/api-keys',
    { config: manage, schema: { tags: TAG, summary: 'API keys with their last use (admins)', response: { 200: apiKeyListSchema, ...staffErrors } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return (await apiKeys.list()).map(toApiKey);
    },
  );

  app.post(
    '/api/api-keys',
    {
      config: sensitive,
      schema: {
        tags: TAG,
        summary: 'Create a key with scopes; answers the key this once, only its hash is kept (admins)',
        body: createApiKeyBody,
        response: { 201: apiKeyCreatedSchema, ...staffErrors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { name, scopes } = request.body;
      const { row, key } = await repos.transaction(async (tx) => {
        const created = await apiKeys.create(tx, name, scopes, { id: user.id, name: user.name });
        const details = { prefix: created.row.prefix, scopes: scopes.join(', ') };
        await request.audit({ action: 'api_key.created', targetType: 'api_key', targetId: created.row.id, targetLabel: name, details }, tx);
        return created;
      });
      reply.header('cache-control', 'no-store');
      return reply.code(201).send({ id: row.id, key });
    },
  );

  app.delete(
    '/api/api-keys/:id',
    {
      config: sensitive,
      schema: {
        tags: TAG,
        summary: 'Revoke a key: it answers 401 from then on (admins)',
        params: idParamsSchema,
        response: { 200: messageSchema, ...staffErrors, ...errorResponses(409) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const existing = isUuid(request.params.id) ? await apiKeys.get(request.params.id) : null;
      if (!existing) throw new NotFoundError('API key not found');
      await repos.transaction(async (tx) => {
        const row = await apiKeys.revoke(tx, existing.id, { id: user.id, name: user.name });
        if (!row) throw new ConflictError('This API key is already revoked');
        await request.audit(
          { action: 'api_key.revoked', targetType: 'api_key', targetId: row.id, targetLabel: row.name, details: { prefix: row.prefix } },
          tx,
        );
      });
      return { message: 'API key revoked' };
    },
  );
};

export default apiKeyRoutes;
