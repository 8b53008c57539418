import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffErrors } from '@contract/common';
import {
  contentConflictSchema,
  contentItemSchema,
  contentRevisionList,
  contentRevisionSchema,
  contentVersionBody,
  itemParams,
  revisionParams,
} from '@contract/content/index';
import { isUuid } from '@contract/ids';
import { pageQuery } from '@contract/paging';
import { NotFoundError } from '../../lib/errors';
import { expectedVersion } from '../../lib/if-match';
import { offsetOf, sendPage } from '../../lib/paging';
import { listContentRevisions, readContentRevision, toContentRevision } from '../../repositories/content-revisions';
import { actorOf, answerWrite, type ContentRouteKit } from './options';

const permission = 'content.manage' as const;

/** An item's revisions (one per explicit write), one revision, and its restore (decision 072). */
const contentRevisionRoutes: FastifyPluginAsyncZod<ContentRouteKit> = async (app, kit) => {
  const { db, reads, writes } = kit;
  const itemOr404 = async (collection: Parameters<typeof reads.get>[0], id: string) => {
    if (!(await reads.get(collection, id))) throw new NotFoundError('Content item not found');
  };

  app.get(
    '/api/content/:collection/:id/revisions',
    {
      config: { permission, totalCount: true },
      schema: {
        tags: ['content'],
        summary: 'An item’s revisions, newest first (staff); X-Total-Count gives the total',
        params: itemParams,
        querystring: pageQuery,
        response: { 200: contentRevisionList, ...staffErrors },
      },
    },
    async (request, reply) => {
      const { collection, id } = request.params;
      await itemOr404(collection, id);
      const { page, pageSize } = request.query;
      const { rows, total } = await listContentRevisions(db, id, { limit: pageSize, offset: offsetOf({ page, pageSize }) });
      sendPage(reply, total);
      return rows;
    },
  );

  app.get(
    '/api/content/:collection/:id/revisions/:revisionId',
    {
      config: { permission },
      schema: {
        tags: ['content'],
        summary: 'One revision with its text (staff)',
        params: revisionParams,
        response: { 200: contentRevisionSchema, ...staffErrors },
      },
    },
    async (request, reply) => {
      const { collection, id, revisionId } = request.params;
      await itemOr404(collection, id);
      const revision = isUuid(id) ? await readContentRevision(db, id, revisionId) : undefined;
      if (!revision) throw new NotFoundError('Revision not found');
      reply.header('cache-control', 'no-store');
      return toContentRevision(revision);
    },
  );

  app.post(
    '/api/content/:collection/:id/revisions/:revisionId/restore',
    {
      config: { permission },
      schema: {
        tags: ['content'],
        summary: 'Restore a revision (staff): its text becomes a published item’s pending changes, or a draft’s text. A stale version answers 409.',
        params: revisionParams,
        body: contentVersionBody,
        response: { 200: contentItemSchema, ...staffErrors, 409: contentConflictSchema },
      },
    },
    async (request, reply) => {
      const { collection, id, revisionId } = request.params;
      const expected = expectedVersion(request.headers['if-match'], request.body.version);
      const result = await writes.restore(collection, id, revisionId, actorOf(request), expected);
      return answerWrite(kit, request, reply, result, 'content.restored');
    },
  );
};

export default contentRevisionRoutes;
