import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, idParamsSchema, staffErrors } from '@contract/common';
import { leadConflictSchema, nextActionSnoozedSchema, snoozeNextActionBody, type SnoozePeriod, type UpdateLeadBody } from '@contract/leads';
import { instantIn } from '@contract/zoned-time';
import type { Repositories } from '../../repositories/index';
import type { LeadPatch } from '../../repositories/leads';
import type { DeskToday } from '../../lib/calendar-day';
import { BadRequestError, NotFoundError } from '../../lib/errors';
import { expectedVersion } from '../../lib/if-match';
import { requireUser } from '../../plugins/app/auth';
import { leadEtag } from './lead-view';
import { assertInScopeOrTaken, checkLeadId as checkId, conflictOf, LEAD_NOT_FOUND as NOT_FOUND } from './pipeline-common';

/** The older `nextActionOn` (one release, decision 123): the day at 09:00 in the desk's zone, with no text. */
const NEXT_ACTION_ON_TIME = '09:00';

/** The body as the repository applies it: the next action's time an instant (ms), `nextActionOn` read as the desk's 09:00. */
export function leadPatchOf(body: Omit<UpdateLeadBody, 'version'>, timeZone: string): LeadPatch {
  const { nextAction, nextActionOn, ...rest } = body;
  if (nextAction !== undefined) return { ...rest, nextAction: nextAction && { text: nextAction.text, dueAt: new Date(nextAction.dueAt) } };
  if (nextActionOn !== undefined) {
    return {
      ...rest,
      nextAction: nextActionOn === null ? null : { text: '', dueAt: instantIn(timeZone, `${nextActionOn}T${NEXT_ACTION_ON_TIME}`)! },
    };
  }
  return rest;
}

const SNOOZE_MS: Record<SnoozePeriod, number> = { hour: 3_600_000, day: 86_400_000 };

/** A snoozed time: an hour or a day after the next action's time, or after now once that has passed. */
export const snoozedUntil = (dueAt: Date, by: SnoozePeriod, now = Date.now()) => new Date(Math.max(dueAt.getTime(), now) + SNOOZE_MS[by]);

/** Snoozing a lead's next action (decision 123); setting and clearing it are the PATCH's (pipeline-changes.ts). */
const nextActionRoutes: FastifyPluginAsyncZod<{ repos: Repositories; today: (request: FastifyRequest) => DeskToday }> = async (
  app,
  { repos, today },
) => {
  app.post(
    '/api/contacts/:id/next-action/snooze',
    {
      config: { permission: 'leads.work' },
      schema: {
        tags: ['contacts'],
        summary:
          'Snooze the next action by an hour or a day (staff): from its time, or from now once that has passed; its reminder moves with it. With `version` or If-Match a stale one answers 409 (decision 123)',
        params: idParamsSchema,
        body: snoozeNextActionBody,
        response: { 200: nextActionSnoozedSchema, 409: leadConflictSchema.or(errorSchema), ...staffErrors },
      },
    },
    async (request, reply) => {
      checkId(request.params.id);
      const expected = expectedVersion(request.headers['if-match'], request.body.version);
      await assertInScopeOrTaken(repos, requireUser(request), request.params.id, expected !== undefined);
      const lead = await repos.leads.findById(request.params.id);
      if (!lead) throw new NotFoundError(NOT_FOUND);
      if (!lead.nextActionDueAt)
        throw new BadRequestError('This lead has no next action to snooze', [{ field: 'nextAction', message: 'No next action to snooze' }]);
      const user = requireUser(request);
      const actor = { id: user.id, name: user.name };
      const dueAt = snoozedUntil(lead.nextActionDueAt, request.body.by);
      // The version read here is the write's condition when none was sent: two snoozes at once move it once.
      const done = await repos.leads.update(request.params.id, { nextAction: { text: lead.nextActionText, dueAt } }, actor, {
        expectedVersion: expected ?? lead.version,
        audit: (tx, entry) => request.audit({ ...entry, targetType: 'lead', targetId: request.params.id }, tx),
      });
      if (!done) throw new NotFoundError(NOT_FOUND);
      if (done.status === 'conflict') return reply.code(409).send(await conflictOf(repos, done.row, today(request)));
      return reply.header('etag', leadEtag(done.row.version)).send({
        message: request.body.by === 'hour' ? 'Snoozed by an hour' : 'Snoozed by a day',
        version: done.row.version,
        nextAction: { text: done.row.nextActionText, dueAt: dueAt.toISOString() },
      });
    },
  );
};

export default nextActionRoutes;
