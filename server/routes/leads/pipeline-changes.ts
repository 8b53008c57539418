import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, messageSchema, staffErrors } from '@contract/common';
import { addNoteBody, eraseBody, erasureSchema, updateLeadBody } from '@contract/leads';
import type { Db } from '../../db/client';
import { BadRequestError, NotFoundError } from '../../lib/errors';
import { requireUser } from '../../plugins/app/auth';
import { createErasuresRepository } from '../../repositories/erasures';
import type { AuditInTransaction, LeadsRepository } from '../../repositories/leads';
import { onLeadRestored } from './lead-notify';
import { checkLeadId as checkId, LEAD_NOT_FOUND as NOT_FOUND } from './pipeline-common';

/** Changes to the lead pipeline: status, owner and next action, notes, and erasure of a person. */
const pipelineChangeRoutes: FastifyPluginAsyncZod<{ leads: LeadsRepository; db: Db }> = async (app, { leads, db }) => {
  const erasures = createErasuresRepository(db);
  const actorOf = (request: Parameters<typeof requireUser>[0]) => {
    const u = requireUser(request);
    return { id: u.id, name: u.name };
  };

  const auditLead =
    (request: FastifyRequest, leadId: string): AuditInTransaction =>
    (tx, entry) =>
      request.audit({ ...entry, targetType: 'lead', targetId: leadId }, tx);

  app.patch(
    '/api/contacts/:id',
    {
      config: { auth: 'staff' },
      schema: {
        tags: ['contacts'],
        summary: 'Change status, owner or next-action date (staff); leaving spam sends the notification',
        params: idParamsSchema,
        body: updateLeadBody,
        response: { 200: messageSchema, ...staffErrors },
      },
    },
    async (request) => {
      checkId(request.params.id);
      const { ownerId } = request.body;
      if (ownerId && !(await leads.userExists(ownerId))) {
        throw new BadRequestError('ownerId is not a staff user', [{ field: 'ownerId', message: 'ownerId is not a staff user' }]);
      }
      const actor = actorOf(request);
      const done = await leads.update(request.params.id, request.body, actor, auditLead(request, request.params.id));
      if (!done) throw new NotFoundError(NOT_FOUND);
      if (done.before.status === 'spam' && request.body.status && request.body.status !== 'spam') {
        await onLeadRestored(db, app.jobs, request.params.id, actor);
      }
      return { message: 'Lead updated' };
    },
  );

  app.post(
    '/api/contacts/:id/notes',
    {
      config: { auth: 'staff' },
      schema: {
        tags: ['contacts'],
        summary: 'Add a note to a lead (staff)',
        params: idParamsSchema,
        body: addNoteBody,
        response: { 201: messageSchema, ...staffErrors },
      },
    },
    async (request, reply) => {
      checkId(request.params.id);
      if (!(await leads.addNote(request.params.id, request.body.text, actorOf(request), auditLead(request, request.params.id))))
        throw new NotFoundError(NOT_FOUND);
      return reply.code(201).send({ message: 'Note added' });
    },
  );

  app.post(
    '/api/admin/erasures',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['contacts'],
        summary: 'Erase a person: every lead and subscription of one email address; the erasure is recorded (admin)',
        body: eraseBody,
        response: { 200: erasureSchema, ...staffErrors },
      },
    },
    async (request) =>
      erasures.erasePerson(request.body.email, actorOf(request), (tx, erased) =>
        request.audit({ action: 'person.erased', targetType: 'person', targetId: erased.emailSha256, details: erased }, tx),
      ),
  );
};

export default pipelineChangeRoutes;
