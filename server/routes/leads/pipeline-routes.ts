import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, staffErrors } from '@contract/common';
import { leadDetailSchema, ownerListSchema, sourcesQuery, sourcesSchema, statusCountsSchema } from '@contract/leads';
import { NotFoundError } from '../../lib/errors';
import { leadEtag, toLeadDetail } from './lead-view';
import type { LeadsRepository } from '../../repositories/leads';
import { checkLeadId as checkId, LEAD_NOT_FOUND as NOT_FOUND } from './pipeline-common';

/** The lead pipeline beside SPEC's calls: one lead with notes and history, counts, sources (its changes: pipeline-changes). */
const pipelineRoutes: FastifyPluginAsyncZod<{ leads: LeadsRepository }> = async (app, { leads }) => {
  app.get(
    '/api/contacts/status-counts',
    {
      config: { auth: 'staff' },
      schema: { tags: ['contacts'], summary: 'Leads per status (staff)', response: { 200: statusCountsSchema, ...staffErrors } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return leads.statusCounts();
    },
  );

  app.get(
    '/api/contacts/owners',
    {
      config: { auth: 'staff' },
      schema: { tags: ['contacts'], summary: 'Staff who can own a lead (staff)', response: { 200: ownerListSchema, ...staffErrors } },
    },
    async () => leads.owners(),
  );

  app.get(
    '/api/contacts/sources',
    {
      config: { auth: 'staff' },
      schema: {
        tags: ['contacts'],
        summary: 'Leads and won leads of the last 30 or 90 days by source and by service (staff)',
        querystring: sourcesQuery,
        response: { 200: sourcesSchema, ...staffErrors },
      },
    },
    async (request) => leads.sources(request.query.days),
  );

  app.get(
    '/api/contacts/:id',
    {
      config: { auth: 'staff' },
      schema: {
        tags: ['contacts'],
        summary: 'One lead with notes and history (staff)',
        params: idParamsSchema,
        response: { 200: leadDetailSchema, ...staffErrors },
      },
    },
    async (request, reply) => {
      checkId(request.params.id);
      const found = await leads.get(request.params.id);
      if (!found) throw new NotFoundError(NOT_FOUND);
      return reply.header('cache-control', 'no-store').header('etag', leadEtag(found.row.version)).send(toLeadDetail(found));
    },
  );
};

export default pipelineRoutes;
