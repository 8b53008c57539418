import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, errorSchema, idParamsSchema, staffErrors } from '@contract/common';
import { isUuid } from '@contract/ids';
import { MERGE_UNDO_DAYS, mergePersonBody, mergeUndoneSchema, personMergeSchema } from '@contract/people';
import { z } from 'zod';
import type { Repositories } from '../../repositories/index';
import { mergeUndoUntil, type MergeAudit } from '../../repositories/person-merges';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors';
import { requireUser } from '../../plugins/app/auth';

const PERSON_NOT_FOUND = 'Person not found';
const MERGE_NOT_FOUND = 'Merge not found';
const day = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Merging two people and undoing it within 30 days (decision 130). `leads.all` (admins and sales
 * managers): a merge moves leads that may belong to anyone and changes what everyone sees of a person.
 */
const personMergeRoutes: FastifyPluginAsyncZod<{ repos: Repositories }> = async (app, { repos }) => {
  const merges = repos.personMerges;
  const actorOf = (request: FastifyRequest) => {
    const u = requireUser(request);
    return { id: u.id, name: u.name };
  };
  const audited =
    (request: FastifyRequest, action: 'person.merged' | 'person.merge_undone'): MergeAudit =>
    (tx, merge, leadsCount) =>
      request.audit(
        {
          action,
          targetType: 'person',
          targetId: merge.personId,
          details: { mergeId: merge.id, personId: merge.personId, intoId: merge.intoId, leads: leadsCount },
        },
        tx,
      );

  app.post(
    '/api/people/:id/merge',
    {
      config: { permission: 'leads.all' },
      schema: {
        tags: ['people'],
        summary: `Merge the person into intoId (admins and sales managers): every lead moves to intoId, who keeps their name, phone and company and takes the merged person's where theirs are empty; the merged person stays as a pointer, and later enquiries from their address go to intoId. Undoable for ${MERGE_UNDO_DAYS} days with the answer's mergeId`,
        params: idParamsSchema,
        body: mergePersonBody,
        response: { 201: personMergeSchema, 409: errorSchema, ...staffErrors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { intoId } = request.body;
      if (!isUuid(id)) throw new NotFoundError(PERSON_NOT_FOUND);
      if (id === intoId) throw new BadRequestError('intoId must be another person', [{ field: 'intoId', message: 'intoId must be another person' }]);
      const done = await merges.merge(id, intoId, actorOf(request), audited(request, 'person.merged'));
      switch (done.status) {
        case 'not_found':
          throw new NotFoundError(PERSON_NOT_FOUND);
        case 'merged':
          throw new ConflictError(`This person was already merged into ${done.mergedInto}`, 'id');
        case 'into_missing':
          throw new BadRequestError('intoId is not a person (erased, or never was)', [
            { field: 'intoId', message: 'intoId is not a person (erased, or never was)' },
          ]);
        case 'into_merged':
          throw new ConflictError(`intoId was merged into ${done.mergedInto}: merge into that person`, 'intoId');
        case 'done':
          return reply.code(201).send({
            mergeId: done.merge.id,
            personId: done.merge.personId,
            intoId: done.merge.intoId,
            leadsMoved: done.leadsMoved,
            mergedAt: done.merge.mergedAt.toISOString(),
            undoUntil: mergeUndoUntil(done.merge.mergedAt).toISOString(),
          });
      }
    },
  );

  app.post(
    '/api/people/merges/:mergeId/undo',
    {
      config: { permission: 'leads.all' },
      schema: {
        tags: ['people'],
        summary: `Undo a merge within ${MERGE_UNDO_DAYS} days (admins and sales managers): the leads it moved go back, the merged person is in use again; leads that came later from their address stay with the survivor. Later, or a second time: 409`,
        params: z.object({ mergeId: idParamsSchema.shape.id }),
        response: { 200: mergeUndoneSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { mergeId } = request.params;
      if (!isUuid(mergeId)) throw new NotFoundError(MERGE_NOT_FOUND);
      const done = await merges.undo(mergeId, actorOf(request), audited(request, 'person.merge_undone'));
      switch (done.status) {
        case 'not_found':
          throw new NotFoundError(MERGE_NOT_FOUND);
        case 'undone':
          throw new ConflictError(`This merge was already undone (${day(done.undoneAt)})`);
        case 'expired':
          throw new ConflictError(
            `A merge can be undone for ${MERGE_UNDO_DAYS} days; this one was made on ${day(done.mergedAt)}. Separate the leads by hand instead`,
          );
        case 'into_merged':
          throw new ConflictError(`The surviving person was merged into ${done.mergedInto} since: undo that merge first`);
        case 'done':
          return {
            message: 'Merge undone',
            mergeId: done.merge.id,
            personId: done.merge.personId,
            intoId: done.merge.intoId,
            leadsRestored: done.leadsRestored,
          };
      }
    },
  );
};

export default personMergeRoutes;
