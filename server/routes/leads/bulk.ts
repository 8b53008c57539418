import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuditDetails } from '@contract/audit';
import { staffErrors } from '@contract/common';
import { can } from '@contract/roles';
import { BULK_MAX_MATCHING, bulkLeadsBody, bulkLeadsResult, type BulkAction, type BulkLeadsBody, type LeadFilter } from '@contract/leads';
import type { Repositories } from '../../repositories/index';
import type { DeskToday } from '../../lib/calendar-day';
import { BadRequestError, ForbiddenError } from '../../lib/errors';
import { timeOrderedUuid } from '../../lib/time-ordered-id';
import { LEAD_NOTIFICATION_QUEUE, queueLeadNotifications } from '../../mail/index';
import { requireUser } from '../../plugins/app/auth';
import { assertMayAssign, DELETE_REFUSAL, scopedOwner } from '../../lib/lead-scope';
import type { LeadsRepository } from '../../repositories/leads';

interface BulkRoutesOptions {
  repos: Repositories;
  leads: LeadsRepository;
  /** "Today" for a filter's `due`. */
  today: (request: FastifyRequest) => DeskToday;
}

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const leadsWord = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'lead' : 'leads'}`;

/** The audit entry's details: how many, and which (the ids of a selection, or the filter as a query string). */
function scopeDetails(body: BulkLeadsBody, count: number): AuditDetails {
  if (body.ids) return { count, ids: body.ids.join(',') };
  const filter = Object.entries(body.filter ?? {}).filter((e): e is [string, string] => typeof e[1] === 'string');
  return { count, filter: new URLSearchParams(filter).toString() };
}

/** `POST /api/contacts/bulk`: one action on many leads (decision 039). */
const bulkRoutes: FastifyPluginAsyncZod<BulkRoutesOptions> = async (app, { repos, leads, today }) => {
  const deniedDelete = async (request: FastifyRequest) => {
    await request.audit({ action: 'access.denied', targetType: 'route', targetId: 'POST /api/contacts/bulk (delete)' });
    return new ForbiddenError(DELETE_REFUSAL);
  };

  app.post(
    '/api/contacts/bulk',
    {
      config: { permission: 'leads.work' },
      schema: {
        tags: ['contacts'],
        summary:
          'Assign, set the status of, mark as spam, restore or delete (admins and sales managers) the selected leads (ids, at most 1,000) or all leads a filter matches (at most 50,000), in one transaction; answers how many changed (staff)',
        body: bulkLeadsBody,
        response: { 200: bulkLeadsResult, ...staffErrors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const body = request.body;
      const { action } = body;
      if (action === 'delete' && !can(user.role, 'leads.all')) throw await deniedDelete(request);
      const value = body.value ?? null;
      if (action === 'assign') assertMayAssign(user, value);
      const ownerName = action === 'assign' && value ? await ownerNameOf(leads, value) : null;
      const actor = { id: user.id, name: user.name };
      const operation = timeOrderedUuid();
      const outcome = await repos.queries.runBulk(
        {
          target: body.ids ? { ids: body.ids } : { filter: body.filter as LeadFilter },
          action,
          value,
          actor,
          ctx: { userId: user.id, today: today(request), scopedTo: scopedOwner(user) },
        },
        {
          // The assignment mail, once for the operation (nobody is mailed about leads they took themselves or that now have no owner).
          ownerChanged: async (tx, { leadIds, ownerId }) => {
            if (ownerId) await leads.ownerChanged(tx, { leadIds, ownerId, actor, key: operation });
          },
          restored: async (tx, leadIds) => {
            await queueLeadNotifications(app.jobs, tx, leadIds);
            await app.webhookEvents.leadsCreated(tx, leadIds);
          },
          audit: (tx, { count }) =>
            request.audit(
              {
                action: action === 'delete' ? 'leads.deleted' : `leads.bulk_${action}`,
                targetType: 'lead',
                targetId: operation,
                details: scopeDetails(body, count),
              },
              tx,
            ),
        },
      );
      if (outcome.status === 'too-many') {
        const message = `Narrow the filter (${outcome.matching.toLocaleString('en-US')} leads match; at most ${BULK_MAX_MATCHING.toLocaleString('en-US')})`;
        throw new BadRequestError(message, [{ field: 'filter', message }]);
      }
      if (action === 'restore' && outcome.count) app.jobs.nudge(LEAD_NOTIFICATION_QUEUE);
      return { count: outcome.count, message: doneMessage(action, outcome.count, value, ownerName) };
    },
  );
};

async function ownerNameOf(leads: LeadsRepository, id: string): Promise<string> {
  const owner = (await leads.owners()).find((o) => o._id === id);
  if (!owner) throw new BadRequestError('value is not a staff user', [{ field: 'value', message: 'value is not a staff user' }]);
  return owner.name;
}

/** The toast: what happened to how many ("12 leads moved to Contacted"). */
function doneMessage(action: BulkAction, count: number, value: string | null, ownerName: string | null): string {
  const n = leadsWord(count);
  switch (action) {
    case 'assign':
      return ownerName ? `${n} assigned to ${ownerName}` : `${n} unassigned`;
    case 'status':
      return `${n} moved to ${capitalised(value ?? '')}`;
    case 'spam':
      return `${n} marked as spam`;
    case 'restore':
      return `${n} restored from spam`;
    case 'delete':
      return `${n} deleted`;
  }
}

export default bulkRoutes;
