import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, idParamsSchema, messageSchema, staffErrors } from '@contract/common';
import { addNoteBody, eraseBody, erasureSchema, leadConflictSchema, leadUpdatedSchema, updateLeadBody, type LeadConflict } from '@contract/leads';
import type { Repositories } from '../../repositories/index';
import type { LeadRow } from '../../repositories/row-types';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors';
import { expectedVersion } from '../../lib/if-match';
import { requireUser } from '../../plugins/app/auth';
import { assertMayAssign, type LeadViewer } from '../../lib/lead-scope';
import type { AuditInTransaction } from '../../repositories/leads';
import { onLeadRestored } from './lead-notify';
import { leadEtag, toLeadDetail } from './lead-view';
import { checkLeadId as checkId, LEAD_NOT_FOUND as NOT_FOUND } from './pipeline-common';

/** Changes to the lead pipeline: status, owner, next action and value, notes, and erasure of a person. */
/**
 * A lead out of the caller's scope answers 404 (decision 055), but a save of an open form (it sends
 * its version) on a lead a colleague took meanwhile answers 409 naming them (issue 42): only the
 * taker's name, not the lead as it is now, which the caller may no longer read.
 */
async function assertInScopeOrTaken(repos: Repositories, viewer: LeadViewer, id: string, openForm: boolean): Promise<void> {
  try {
    await repos.queries.assertLeadInScope(viewer, id, NOT_FOUND);
  } catch (err) {
    if (!(err instanceof NotFoundError) || !openForm) throw err;
    throw new ConflictError(`${(await repos.leads.ownerName(id)) ?? 'A colleague'} took this lead first: it is theirs now`);
  }
}

const pipelineChangeRoutes: FastifyPluginAsyncZod<{ repos: Repositories; today: () => string }> = async (app, { repos, today }) => {
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
          'Change status, owner, next-action date or value (staff); with `version` or If-Match a stale one answers 409 (decision 037); leaving spam sends the notification',
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
      const done = await leads.update(request.params.id, patch, actor, {
        expectedVersion: expected,
        audit: auditLead(request, request.params.id),
      });
      if (!done) throw new NotFoundError(NOT_FOUND);
      if (done.status === 'conflict') return reply.code(409).send(await conflictOf(done.row));
      if (done.before.status === 'spam' && patch.status && patch.status !== 'spam') {
        await onLeadRestored(repos, app.jobs, request.params.id, actor, app.webhookEvents);
      }
      return reply.header('etag', leadEtag(done.row.version)).send({ message: 'Lead updated', version: done.row.version });
    },
  );

  /** The 409 answer: the lead as GET answers it now, and who changed it last. */
  const conflictOf = async (row: LeadRow): Promise<LeadConflict> => {
    const found = await leads.get(row.id);
    if (!found) throw new NotFoundError(NOT_FOUND);
    const name = found.row.updatedByName || 'someone';
    const at = found.row.updatedAt ? found.row.updatedAt.toISOString() : null;
    return {
      message: at ? `Changed by ${name} at ${at}: reload the lead and save again` : 'This lead has changed: reload it and save again',
      current: toLeadDetail(found, today()),
      changedBy: { name: found.row.updatedByName, at },
    };
  };

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
