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
import { expectedVersion } from '../../lib/if-match';
import { addRevisionRoutes } from '../documents/revision-routes';
import { actorOf, answerWrite, type ContentRouteKit } from './options';

const permission = 'content.manage' as const;

/** An item's revisions (one per explicit write), one revision, and its restore (decision 072). */
const contentRevisionRoutes: FastifyPluginAsyncZod<ContentRouteKit> = async (app, kit) => {
  addRevisionRoutes(app, {
    revisions: kit.repos.contentRevisions,
    tag: 'content',
    permission,
    path: '/api/content/:collection/:id',
    params: itemParams,
    revisionParams,
    refOf: ({ collection, id }) => ({ collection: collection!, id: id! }),
    notFound: 'Content item not found',
    list: { summary: 'An item’s revisions, newest first (staff); X-Total-Count gives the total', response: contentRevisionList },
    one: { summary: 'One revision with its text (staff)', response: contentRevisionSchema },
  });

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
      const result = await kit.writes.restore(collection, id, revisionId, actorOf(request), expected);
      return answerWrite(kit, request, reply, result, 'content.restored');
    },
  );
};

export default contentRevisionRoutes;
