import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, staffErrors } from '@contract/common';
import {
  collectionParams,
  contentConflictSchema,
  contentItemSchema,
  contentWriteBody,
  itemParams,
  SINGLETON_NAMES,
  isSingleton,
} from '@contract/content/index';
import { BadRequestError, NotFoundError } from '../../lib/errors';
import { expectedVersion } from '../../lib/if-match';
import { changeTags } from './change-tags';
import { actorOf, answerWrite, auditActionOf, auditContent, setContentEtag, type ContentRouteKit } from './options';

const permission = 'content.manage' as const;
// A stale version answers the item as it is now; a refused change (a single item unpublished) the one error shape.
const writeErrors = { ...staffErrors, 409: z.union([contentConflictSchema, errorSchema]) };
const VERSION_NOTE = 'With `version` or If-Match a stale write answers 409 with the item as it is now; without, the last write wins.';

/** Staff reads of one item and writes of its text (decision 072): create, save or publish, the single items' save. */
const contentWriteRoutes: FastifyPluginAsyncZod<ContentRouteKit> = async (app, kit) => {
  const { reads, writes } = kit;

  app.get(
    '/api/content/:collection/:id',
    {
      config: { permission },
      schema: {
        tags: ['content'],
        summary: 'One item with its pending changes (staff)',
        params: itemParams,
        response: { 200: contentItemSchema, ...staffErrors },
      },
    },
    async (request, reply) => {
      const item = await reads.get(request.params.collection, request.params.id);
      if (!item) throw new NotFoundError('Content item not found');
      setContentEtag(reply, item.version);
      return item;
    },
  );

  app.post(
    '/api/content/:collection',
    {
      config: { permission },
      schema: {
        tags: ['content'],
        summary: 'A new item (staff): a draft, or published at once with action "publish"',
        params: collectionParams,
        body: contentWriteBody,
        response: { 201: contentItemSchema, ...staffErrors },
      },
    },
    async (request, reply) => {
      const { collection } = request.params;
      if (isSingleton(collection)) {
        const message = `${collection} is a single item: save it with PUT /api/content/${collection}`;
        throw new BadRequestError(message, [{ field: 'collection', message }]);
      }
      const row = await writes.create(collection, request.body.data, request.body.action, actorOf(request));
      const [item] = await reads.answer([row], 'staff');
      await auditContent(request, 'content.created', item!);
      kit.changes.changed(changeTags(collection));
      setContentEtag(reply, item!.version);
      return reply.code(201).send(item!);
    },
  );

  app.put(
    '/api/content/:collection/:id',
    {
      config: { permission },
      schema: {
        tags: ['content'],
        summary: `Save an item (staff): "save" keeps a published item’s change pending (visitors keep the live text), "publish" makes it live. ${VERSION_NOTE}`,
        params: itemParams,
        body: contentWriteBody,
        response: { 200: contentItemSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { collection, id } = request.params;
      const expected = expectedVersion(request.headers['if-match'], request.body.version);
      const result = await writes.save(collection, id, request.body.data, request.body.action, actorOf(request), expected);
      return answerWrite(kit, request, reply, result, auditActionOf(request.body));
    },
  );

  for (const name of SINGLETON_NAMES) {
    app.put(
      `/api/content/${name}`,
      {
        config: { permission },
        schema: {
          tags: ['content'],
          summary: `Save the ${name} item (staff), created by its first save. ${VERSION_NOTE}`,
          body: contentWriteBody,
          response: { 200: contentItemSchema, ...writeErrors },
        },
      },
      async (request, reply) => {
        const expected = expectedVersion(request.headers['if-match'], request.body.version);
        const result = await writes.saveSingleton(name, request.body.data, request.body.action, actorOf(request), expected);
        return answerWrite(kit, request, reply, result, result.created ? 'content.created' : auditActionOf(request.body));
      },
    );
  }
};

export default contentWriteRoutes;
