import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuditAction } from '@contract/audit';
import { errorResponses, idParamsSchema, staffErrors } from '@contract/common';
import { redirectBody, redirectListSchema, redirectPatchBody, redirectSchema } from '@contract/redirects';
import { requireUser } from '../../plugins/app/auth';
import { toRedirect, type InTransaction } from '../../repositories/redirects';

const TAGS = ['redirects'];

/** Redirects and the most requested missing pages: administrators (decision 064); each write audited with its address. */
const redirectRoutes: FastifyPluginAsyncZod = async (app) => {
  const { repository } = app.redirects;
  const audited =
    (request: FastifyRequest, action: AuditAction, details: Record<string, string | number> = {}): InTransaction =>
    (tx, row) =>
      request.audit({ action, targetType: 'redirect', targetId: row.id, targetLabel: row.from, details }, tx);

  app.get(
    '/api/redirects',
    {
      config: { permission: 'redirects.manage' },
      schema: {
        tags: TAGS,
        summary: "Every redirect: the admins' ones, then posts' former addresses (kind post-slug), each by address",
        response: { 200: redirectListSchema, ...staffErrors },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return repository.list();
    },
  );

  app.post(
    '/api/redirects',
    {
      config: { permission: 'redirects.manage' },
      schema: {
        tags: TAGS,
        summary: 'Send an address elsewhere (301, 302) or declare it gone (410); chains and loops are refused',
        body: redirectBody,
        response: { 201: redirectSchema, ...staffErrors, ...errorResponses(409) },
      },
    },
    async (request, reply) => {
      const { body } = request;
      const row = await repository.insert(
        body,
        requireUser(request).name,
        audited(request, 'redirect.created', { to: body.to, status: body.status }),
      );
      await app.redirects.changed();
      return reply.code(201).send(toRedirect(row));
    },
  );

  app.patch(
    '/api/redirects/:id',
    {
      config: { permission: 'redirects.manage' },
      schema: {
        tags: TAGS,
        summary: "Change a redirect; `version` refuses a stale edit (409). A post's former address follows its post and is not changed here",
        params: idParamsSchema,
        body: redirectPatchBody,
        response: { 200: redirectSchema, ...staffErrors, ...errorResponses(409) },
      },
    },
    async (request) => {
      const { to, status } = request.body;
      const details = { ...(to !== undefined ? { to } : {}), ...(status !== undefined ? { status } : {}) };
      const row = await repository.update(request.params.id, request.body, requireUser(request).name, audited(request, 'redirect.updated', details));
      await app.redirects.changed();
      return toRedirect(row);
    },
  );

  app.delete(
    '/api/redirects/:id',
    {
      config: { permission: 'redirects.manage' },
      schema: {
        tags: TAGS,
        summary: "Delete a redirect (a post's former address too: it then finds nothing)",
        params: idParamsSchema,
        response: { 204: z.null(), ...staffErrors },
      },
    },
    async (request, reply) => {
      await repository.remove(request.params.id, audited(request, 'redirect.deleted'));
      await app.redirects.changed();
      return reply.code(204).send(null);
    },
  );
};

export default redirectRoutes;
