import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuditAction } from '@contract/audit';
import { idParamsSchema, messageSchema, staffErrors } from '@contract/common';
import { isUuid } from '@contract/ids';
import { savedReplyBody, savedReplyListSchema, savedReplySchema } from '@contract/saved-replies';
import type { Repositories } from '../../repositories/index';
import { NotFoundError } from '../../lib/errors';
import { requireUser } from '../../plugins/app/auth';
import { toSavedReply, type InTransaction } from '../../repositories/saved-replies';

const NOT_FOUND = 'Saved reply not found';
const checkId = (id: string) => {
  if (!isUuid(id)) throw new NotFoundError(NOT_FOUND);
};

/** Saved replies: every staff member reads them (the reply form), admins write them; each write is audited. */
const savedReplyRoutes: FastifyPluginAsyncZod<{ repos: Repositories }> = async (app, { repos }) => {
  const replies = repos.savedReplies;
  const actorOf = (request: FastifyRequest) => {
    const u = requireUser(request);
    return { id: u.id, name: u.name };
  };
  /** The audit entry, in the write's transaction: the title only, never the text. */
  const audited =
    (request: FastifyRequest, action: AuditAction): InTransaction =>
    (tx, row) =>
      request.audit({ action, targetType: 'saved_reply', targetId: row.id, details: { title: row.title } }, tx);

  app.get(
    '/api/saved-replies',
    {
      config: { permission: 'leads.work' },
      schema: { tags: ['saved-replies'], summary: 'Saved replies, by title (staff)', response: { 200: savedReplyListSchema, ...staffErrors } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return (await replies.list()).map(toSavedReply);
    },
  );

  app.post(
    '/api/saved-replies',
    {
      config: { permission: 'leads.all' },
      schema: {
        tags: ['saved-replies'],
        summary: 'Add a saved reply (admins)',
        body: savedReplyBody,
        response: { 201: savedReplySchema, ...staffErrors },
      },
    },
    async (request, reply) => {
      const row = await replies.insert(request.body, actorOf(request), audited(request, 'saved_reply.created'));
      return reply.code(201).send(toSavedReply(row));
    },
  );

  app.put(
    '/api/saved-replies/:id',
    {
      config: { permission: 'leads.all' },
      schema: {
        tags: ['saved-replies'],
        summary: 'Change a saved reply (admins)',
        params: idParamsSchema,
        body: savedReplyBody,
        response: { 200: savedReplySchema, ...staffErrors },
      },
    },
    async (request) => {
      checkId(request.params.id);
      const row = await replies.update(request.params.id, request.body, actorOf(request), audited(request, 'saved_reply.updated'));
      if (!row) throw new NotFoundError(NOT_FOUND);
      return toSavedReply(row);
    },
  );

  app.delete(
    '/api/saved-replies/:id',
    {
      config: { permission: 'leads.all' },
      schema: {
        tags: ['saved-replies'],
        summary: 'Delete a saved reply (admins); replies already sent keep their text',
        params: idParamsSchema,
        response: { 200: messageSchema, ...staffErrors },
      },
    },
    async (request) => {
      checkId(request.params.id);
      const row = await replies.remove(request.params.id, audited(request, 'saved_reply.deleted'));
      if (!row) throw new NotFoundError(NOT_FOUND);
      return { message: 'Saved reply deleted' };
    },
  );
};

export default savedReplyRoutes;
