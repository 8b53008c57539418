import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, staffErrors } from '@contract/common';
import {
  leadDeskSchema,
  leadDetailSchema,
  ownerListSchema,
  sourcesQuery,
  sourcesSchema,
  statusCountsQuery,
  statusCountsSchema,
} from '@contract/leads';
import type { Repositories } from '../../repositories/index';
import type { DeskToday } from '../../lib/calendar-day';
import type { DeskSettings } from '../../lib/desk-settings';
import { NotFoundError } from '../../lib/errors';
import { requireUser } from '../../plugins/app/auth';
import type { LeadListRepository, ListContext } from '../../repositories/lead-list';
import type { LeadsRepository } from '../../repositories/leads';
import { leadEtag, toLeadDetail } from './lead-view';
import { checkLeadId as checkId, LEAD_NOT_FOUND as NOT_FOUND } from './pipeline-common';

const QUARANTINE_WEEK_DAYS = 7;

interface PipelineRoutesOptions {
  leads: LeadsRepository;
  repos: Repositories;
  list: LeadListRepository;
  listContext: (request: FastifyRequest) => ListContext;
  desk: DeskSettings;
  /** The reader's today: in their call hours' zone, else the desk's. */
  today: (request: FastifyRequest) => DeskToday;
}

/** The lead pipeline beside SPEC's calls: one lead with notes and history, counts, sources (its changes: pipeline-changes). */
const pipelineRoutes: FastifyPluginAsyncZod<PipelineRoutesOptions> = async (app, { leads, repos, list, listContext, desk, today }) => {
  const metrics = repos.leadMetrics;

  app.get(
    '/api/contacts/status-counts',
    {
      config: { permission: 'leads.work' },
      schema: {
        tags: ['contacts'],
        summary: "Leads per status under the list's other filters (view, owner, due, service, q), spam included (staff)",
        querystring: statusCountsQuery,
        response: { 200: statusCountsSchema, ...staffErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return list.statusCounts(request.query, listContext(request));
    },
  );

  app.get(
    '/api/contacts/owners',
    {
      config: { permission: 'leads.work' },
      schema: { tags: ['contacts'], summary: 'Staff who can own a lead (staff)', response: { 200: ownerListSchema, ...staffErrors } },
    },
    async () => leads.owners(),
  );

  app.get(
    '/api/contacts/sources',
    {
      config: { permission: 'leads.work' },
      schema: {
        tags: ['contacts'],
        summary:
          'Leads, won leads and won value of the last 30 or 90 days by source and by service; time to first response by owner and by source (staff)',
        querystring: sourcesQuery,
        response: { 200: sourcesSchema, ...staffErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { ...(await metrics.sources(request.query.days)), currency: desk.currency };
    },
  );

  app.get(
    '/api/contacts/desk',
    {
      config: { permission: 'leads.work' },
      schema: {
        tags: ['contacts'],
        summary:
          "What the desk's screens need besides the list: currency, time zone and today, owners, my due counts, spam held this week, the services to filter by (staff)",
        response: { 200: leadDeskSchema, ...staffErrors },
      },
    },
    async (request, reply) => {
      const me = requireUser(request);
      const day = today(request);
      const [owners, mine, quarantinedThisWeek, services] = await Promise.all([
        leads.owners(),
        metrics.mine(me.id, day),
        metrics.quarantinedSince(QUARANTINE_WEEK_DAYS),
        repos.queries.leadServiceChoices(),
      ]);
      reply.header('cache-control', 'no-store');
      return { ...desk, timeZone: day.timeZone, today: day.day, owners, mine, quarantinedThisWeek, services };
    },
  );

  app.get(
    '/api/contacts/:id',
    {
      config: { permission: 'leads.work' },
      schema: {
        tags: ['contacts'],
        summary: 'One lead with notes and history (staff)',
        params: idParamsSchema,
        response: { 200: leadDetailSchema, ...staffErrors },
      },
    },
    async (request, reply) => {
      checkId(request.params.id);
      await repos.queries.assertLeadInScope(requireUser(request), request.params.id, NOT_FOUND);
      const found = await leads.get(request.params.id);
      if (!found) throw new NotFoundError(NOT_FOUND);
      return reply
        .header('cache-control', 'no-store')
        .header('etag', leadEtag(found.row.version))
        .send(toLeadDetail(found, today(request)));
    },
  );
};

export default pipelineRoutes;
