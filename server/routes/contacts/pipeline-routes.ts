import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, idParamsSchema, messageSchema } from '../../../contract/common';
import {
  addNoteBody,
  eraseBody,
  erasureSchema,
  leadDetailSchema,
  ownerListSchema,
  sourcesQuery,
  sourcesSchema,
  statusCountsSchema,
  updateLeadBody,
} from '../../../contract/leads';
import type { Db } from '../../db/client';
import { BadRequestError, NotFoundError } from '../../lib/errors';
import { requireUser } from '../../plugins/app/auth';
import { erasePerson } from './erase-person';
import { toLead } from './lead-view';
import type { LeadsRepository } from '../../repositories/leads';
import { onLeadRestored } from './lead-notify';

const NOT_FOUND = 'Lead not found';
const staffErrors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const uuidLike = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The lead pipeline beside SPEC's calls: one lead with notes and history, changes, notes, counts, sources, erasure. */
const pipelineRoutes: FastifyPluginAsyncZod<{ leads: LeadsRepository; db: Db }> = async (app, { leads, db }) => {
  const actorOf = (request: Parameters<typeof requireUser>[0]) => {
    const u = requireUser(request);
    return { id: u.id, name: u.name };
  };
  const checkId = (id: string) => {
    if (!uuidLike.test(id)) throw new NotFoundError(NOT_FOUND);
  };

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
      reply.header('cache-control', 'no-store');
      return {
        ...toLead(found.row, found.ownerName),
        notes: found.notes.map((n) => ({ _id: n.id, text: n.text, authorName: n.authorName, createdAt: n.createdAt.toISOString() })),
        history: found.history.map((h) => ({
          _id: h.id,
          kind: h.kind,
          from: h.fromValue,
          to: h.toValue,
          actorName: h.actorName,
          createdAt: h.createdAt.toISOString(),
        })),
      };
    },
  );

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
      const done = await leads.update(request.params.id, request.body, actor);
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
      if (!(await leads.addNote(request.params.id, request.body.text, actorOf(request)))) throw new NotFoundError(NOT_FOUND);
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
    async (request) => erasePerson(db, request.body.email, actorOf(request)),
  );
};

export default pipelineRoutes;
