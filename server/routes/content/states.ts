import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, errorSchema, staffErrors } from '@contract/common';
import {
  collectionParams,
  contentConflictSchema,
  contentInUseSchema,
  contentItemSchema,
  contentListSchema,
  contentOrderBody,
  contentVersionBody,
  isSingleton,
  itemParams,
} from '@contract/content/index';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { expectedVersion } from '../../lib/if-match';
import { actorOf, answerWrite, auditContent, refuseFixed, type ContentRouteKit } from './options';
import { changeTags } from './change-tags';

const permission = 'content.manage' as const;
// A stale version answers the item as it is now; a refused change (a single item unpublished) the one error shape.
const writeErrors = { ...staffErrors, 409: z.union([contentConflictSchema, errorSchema]) };
const VERSION_NOTE = 'With `version` or If-Match a stale write answers 409 with the item as it is now; without, the last write wins.';

/** Staff changes of an item's state and of a collection's order (decision 072): unpublish, discard, delete, order. */
const contentStateRoutes: FastifyPluginAsyncZod<ContentRouteKit> = async (app, kit) => {
  const { reads, writes } = kit;

  app.post(
    '/api/content/:collection/:id/unpublish',
    {
      config: { permission },
      schema: {
        tags: ['content'],
        summary: `A published item back to draft (staff); its pending changes become the draft’s text. ${VERSION_NOTE}`,
        params: itemParams,
        body: contentVersionBody,
        response: { 200: contentItemSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { collection, id } = request.params;
      if (isSingleton(collection)) refuseFixed({ collection, slug: null }, 'unpublish');
      const expected = expectedVersion(request.headers['if-match'], request.body.version);
      const result = await writes.unpublish(collection, id, actorOf(request), expected);
      return answerWrite(kit, request, reply, result, 'content.unpublished');
    },
  );

  app.post(
    '/api/content/:collection/:id/discard',
    {
      config: { permission },
      schema: {
        tags: ['content'],
        summary: `Drop a published item’s pending changes (staff): the live text stays. ${VERSION_NOTE}`,
        params: itemParams,
        body: contentVersionBody,
        response: { 200: contentItemSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { collection, id } = request.params;
      const expected = expectedVersion(request.headers['if-match'], request.body.version);
      const result = await writes.discard(collection, id, actorOf(request), expected);
      return answerWrite(kit, request, reply, result, 'content.discarded');
    },
  );

  app.delete(
    '/api/content/:collection/:id',
    {
      config: { permission },
      schema: {
        tags: ['content'],
        summary: 'Delete an item (staff): refused while other items point at it, and for single items and legal pages',
        params: itemParams,
        response: { 204: z.null(), ...staffErrors, 409: z.union([contentInUseSchema, errorSchema]) },
      },
    },
    async (request, reply) => {
      const { collection, id } = request.params;
      const item = await reads.get(collection, id);
      if (!item) throw new NotFoundError('Content item not found');
      refuseFixed(item, 'delete');
      const result = await writes.remove(collection, id);
      if (result.status === 'not-found') throw new NotFoundError('Content item not found');
      if (result.status === 'in-use') {
        const names = result.referrers.map((r) => `${r.name} (${r.collection})`).join(', ');
        return reply.code(409).send({ message: `Still used by ${names}: change those first`, referrers: result.referrers });
      }
      await auditContent(request, 'content.deleted', item);
      kit.changes.changed(changeTags(collection));
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/api/content/:collection/order',
    {
      config: { permission },
      schema: {
        tags: ['content'],
        summary: 'Put a collection’s items in this order (staff): `ids` must be exactly its items (409 otherwise: someone added or deleted one)',
        params: collectionParams,
        body: contentOrderBody,
        response: { 200: contentListSchema, ...staffErrors, ...errorResponses(409) },
      },
    },
    async (request) => {
      const { collection } = request.params;
      const rows = await writes.order(collection, request.body.ids, actorOf(request));
      if (!rows) throw new ConflictError('The list changed since it was loaded: reload it and order it again', 'ids');
      await request.audit({
        action: 'content.reordered',
        targetType: 'content',
        targetId: collection,
        targetLabel: collection,
        details: { collection, items: rows.length },
      });
      kit.changes.changed(changeTags(collection));
      return reads.answer(rows, 'staff');
    },
  );
};

export default contentStateRoutes;
