import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, staffErrors } from '@contract/common';
import { isUuid } from '@contract/ids';
import {
  companyDetailSchema,
  peopleListQuery,
  personDetailSchema,
  personListSchema,
  PERSON_TIMELINE_MAX,
  type Person,
  type PersonTimelineEntry,
} from '@contract/people';
import type { Repositories } from '../../repositories/index';
import type { PeopleRepository, PersonListRow } from '../../repositories/people';
import type { PersonMergeRow } from '../../repositories/person-merges';
import { readerToday } from '../../lib/calendar-day';
import type { DeskSettings } from '../../lib/desk-settings';
import { NotFoundError } from '../../lib/errors';
import { scopedOwner } from '../../lib/lead-scope';
import { sendPage } from '../../lib/paging';
import { requireUser } from '../../plugins/app/auth';
import { toLead } from '../leads/lead-view';
import { mergeUndoUntil } from '../../repositories/person-merges';
import personMergeRoutes from './merges';

const PERSON_NOT_FOUND = 'Person not found';
const COMPANY_NOT_FOUND = 'Company not found';

const mergeFacts = (m: PersonMergeRow) => ({
  mergeId: m.id,
  mergedAt: m.mergedAt.toISOString(),
  mergedByName: m.mergedByName,
  undoUntil: mergeUndoUntil(m.mergedAt).toISOString(),
});

const toPerson = (r: PersonListRow): Person => ({
  _id: r.person.id,
  email: r.person.email,
  name: r.person.name,
  phone: r.person.phone,
  company: r.company ? { _id: r.company.id, name: r.company.name, domain: r.company.domain } : null,
  createdAt: r.person.createdAt.toISOString(),
  leads: r.leads,
  lastEnquiryAt: r.lastEnquiryAt ? r.lastEnquiryAt.toISOString() : null,
});

/** A merged person (decision 130): where they went, no leads; seen by whoever may see the survivor (else null). */
async function mergedPersonAnswer(repos: Repositories, found: PersonListRow, scope: string | undefined) {
  const pointer = await repos.personMerges.pointerOf(found.person.id);
  if (!pointer || !(await repos.people.visible(pointer.survivor.id, scope))) return null;
  const { merge, survivor } = pointer;
  return {
    ...toPerson(found),
    leadList: [],
    timeline: [],
    mergedInto: { _id: survivor.id, email: survivor.email, name: survivor.name, ...mergeFacts(merge) },
    mergedFrom: [],
  };
}

/** One timeline of a person's leads: each arrival and every line of their history, newest first. */
function timelineOf(found: NonNullable<Awaited<ReturnType<PeopleRepository['person']>>>): PersonTimelineEntry[] {
  const arrivals: PersonTimelineEntry[] = found.leadList.map(({ row }) => ({
    _id: row.id,
    leadId: row.id,
    reference: row.reference ?? '',
    kind: 'enquiry',
    from: '',
    to: row.service,
    actorName: row.name,
    createdAt: row.createdAt.toISOString(),
  }));
  const events: PersonTimelineEntry[] = found.history.map(({ event, reference }) => ({
    _id: event.id,
    leadId: event.leadId,
    reference: reference ?? '',
    kind: event.kind,
    from: event.fromValue,
    to: event.toValue,
    actorName: event.actorName,
    createdAt: event.createdAt.toISOString(),
  }));
  // ISO times of one zone sort as text; the newest first, the same cap as the history read.
  return [...arrivals, ...events].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, PERSON_TIMELINE_MAX);
}

/**
 * People and companies (decision 125): who sent the enquiries, across all of them. A viewer without
 * `leads.all` sees only people and companies with a lead in their scope (own or unassigned, decision
 * 055), and only those leads; anything else answers 404, as a colleague's lead does.
 */
const peopleRoutes: FastifyPluginAsyncZod<{ repos: Repositories; desk: DeskSettings }> = async (app, { repos, desk }) => {
  await app.register(personMergeRoutes, { repos });
  const scopeOf = (request: Parameters<typeof requireUser>[0]) => scopedOwner(requireUser(request));
  const today = (request: FastifyRequest) => readerToday(request.session, desk.timeZone);

  app.get(
    '/api/people',
    {
      config: { permission: 'leads.work', totalCount: true },
      schema: {
        tags: ['people'],
        summary:
          'One page of the people who sent enquiries, newest first unless sorted (staff): q (3+ characters: any fragment of name or email; fewer: the start of either); without leads.all only people with an own or unassigned lead',
        querystring: peopleListQuery,
        response: { 200: personListSchema, ...staffErrors },
      },
    },
    async (request, reply) => {
      const { page, pageSize, sort, q } = request.query;
      const { rows, total } = await repos.people.page({ q }, { page, pageSize, sort }, scopeOf(request));
      sendPage(reply, total);
      return rows.map(toPerson);
    },
  );

  app.get(
    '/api/people/:id',
    {
      config: { permission: 'leads.work' },
      schema: {
        tags: ['people'],
        summary:
          'One person: their company, their leads newest first, one timeline of every lead’s history, newest first, and the people merged into them (staff). A merged person answers 200 with mergedInto (where their address and leads are now) and no leads',
        params: idParamsSchema,
        response: { 200: personDetailSchema, ...staffErrors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const scope = scopeOf(request);
      const found = isUuid(id) ? await repos.people.person(id, scope) : null;
      if (!found) throw new NotFoundError(PERSON_NOT_FOUND);
      if (found.person.mergedInto) {
        const answer = await mergedPersonAnswer(repos, found, scope);
        if (!answer) throw new NotFoundError(PERSON_NOT_FOUND);
        return reply.header('cache-control', 'no-store').send(answer);
      }
      const mergedFrom = await repos.personMerges.mergedInto(id);
      const day = today(request);
      return reply.header('cache-control', 'no-store').send({
        ...toPerson(found),
        leadList: found.leadList.map((l) => toLead(l.row, l.ownerName, day)),
        timeline: timelineOf(found),
        mergedInto: null,
        mergedFrom: mergedFrom.map(({ merge, person }) => ({
          _id: person.id,
          email: person.email,
          name: person.name,
          phone: person.phone,
          ...mergeFacts(merge),
        })),
      });
    },
  );

  app.get(
    '/api/companies/:id',
    {
      config: { permission: 'leads.work' },
      schema: {
        tags: ['people'],
        summary: 'One company: its people and leads (newest first) and the value of its won leads, in CURRENCY (staff)',
        params: idParamsSchema,
        response: { 200: companyDetailSchema, ...staffErrors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const found = isUuid(id) ? await repos.people.company(id, scopeOf(request)) : null;
      if (!found) throw new NotFoundError(COMPANY_NOT_FOUND);
      const day = today(request);
      return reply.header('cache-control', 'no-store').send({
        _id: found.company.id,
        name: found.company.name,
        domain: found.company.domain,
        createdAt: found.company.createdAt.toISOString(),
        people: found.people.map(toPerson),
        leadList: found.leadList.map((l) => toLead(l.row, l.ownerName, day)),
        leads: found.leads,
        wonValue: found.wonValue,
        currency: desk.currency,
      });
    },
  );
};

export default peopleRoutes;
