import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, idParamsSchema, messageSchema, staffErrors } from '@contract/common';
import { addNoteBody, eraseBody, erasureSchema, leadConflictSchema, leadUpdatedSchema, updateLeadBody } from '@contract/leads';
import type { Repositories } from '../../repositories/index';
import type { DeskToday } from '../../lib/calendar-day';
import { BadRequestError, NotFoundError } from '../../lib/errors';
import { expectedVersion } from '../../lib/if-match';
import { requireUser } from '../../plugins/app/auth';
import { assertMayAssign } from '../../lib/lead-scope';
import type { AuditInTransaction } from '../../repositories/leads';
import { leadPatchOf } from './next-action';
import { onLeadRestored } from './lead-notify';
import { leadEtag } from './lead-view';
import { assertInScopeOrTaken, checkLeadId as checkId, conflictOf, LEAD_NOT_FOUND as NOT_FOUND } from './pipeline-common';

/** Changes to the lead pipeline: status, owner, next action and value, notes, and erasure of a person. */
const pipelineChangeRoutes: FastifyPluginAsyncZod<{ repos: Repositories; today: (request: FastifyRequest) => DeskToday; timeZone: string }> = async (
  app,
  { repos, today, timeZone },
) => {
  const { leads } = repos;
  const erasures = repos.erasures;
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
      config: { permission: 'leads.work' },
      schema: {
        tags: ['contacts'],
        summary:
          "Change status, owner, next action or value (staff); with `version` or If-Match a stale one answers 409 (decision 037); leaving spam sends the notification. `nextAction: { text, dueAt }` (ISO 8601 with a zone) queues a reminder mail to the owner at dueAt; null clears it. `nextActionOn` (a day) is still read for one release, as 09:00 in the desk's zone (decision 123)",
        params: idParamsSchema,
        body: updateLeadBody,
        response: { 200: leadUpdatedSchema, 409: leadConflictSchema.or(errorSchema), ...staffErrors },
      },
    },
    async (request, reply) => {
      checkId(request.params.id);
      const { version, ...patch } = request.body;
      const expected = expectedVersion(request.headers['if-match'], version);
      await assertInScopeOrTaken(repos, assertMayAssign(requireUser(request), request.body.ownerId), request.params.id, expected !== undefined);
      const { ownerId } = patch;
      if (ownerId && !(await leads.userExists(ownerId))) {
        throw new BadRequestError('ownerId is not a staff user', [{ field: 'ownerId', message: 'ownerId is not a staff user' }]);
      }
      const actor = actorOf(request);
      const done = await leads.update(request.params.id, leadPatchOf(patch, timeZone), actor, {
        expectedVersion: expected,
        audit: auditLead(request, request.params.id),
      });
      if (!done) throw new NotFoundError(NOT_FOUND);
      if (done.status === 'conflict') return reply.code(409).send(await conflictOf(repos, done.row, today(request)));
      if (done.before.status === 'spam' && patch.status && patch.status !== 'spam') {
        await onLeadRestored(repos, app.jobs, request.params.id, actor, app.webhookEvents);
      }
      return reply.header('etag', leadEtag(done.row.version)).send({ message: 'Lead updated', version: done.row.version });
    },
  );

  app.post(
    '/api/contacts/:id/notes',
    {
      config: { permission: 'leads.work' },
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
      await repos.queries.assertLeadInScope(requireUser(request), request.params.id, NOT_FOUND);
      if (!(await leads.addNote(request.params.id, request.body.text, actorOf(request), auditLead(request, request.params.id))))
        throw new NotFoundError(NOT_FOUND);
      return reply.code(201).send({ message: 'Note added' });
    },
  );

  app.post(
    '/api/admin/erasures',
    {
      config: { permission: 'person.erase', reauth: true },
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
