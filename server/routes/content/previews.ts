import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, staffErrors } from '@contract/common';
import {
  contentPreviewAnswer,
  contentPreviewCreated,
  contentPreviewList,
  contentPreviewTokenParams,
  itemParams,
  previewParams,
} from '@contract/content/index';
import { PREVIEW_HEADERS } from '../blogs/previews';
import { NotFoundError } from '../../lib/errors';
import { CONTENT_PREVIEW_DAYS, createContentPreviews } from '../../repositories/content-previews';
import { collectionDefinition } from '../../repositories/content-rows';
import { actorOf, auditContent, type ContentRouteKit } from './options';

const permission = 'content.manage' as const;

/**
 * Preview links of an item's pending text (as posts', decision 050): the page that shows the item,
 * with ?preview=<token>; the content reads then show that item's pending text in its place.
 */
const contentPreviewRoutes: FastifyPluginAsyncZod<ContentRouteKit> = async (app, kit) => {
  const previews = createContentPreviews(kit.db);
  const site = kit.siteUrl.replace(/\/+$/, '');

  app.post(
    '/api/content/:collection/:id/preview',
    {
      config: { permission },
      schema: {
        tags: ['content'],
        summary: `A new preview link of the item (staff): its page with the pending text, for anyone holding it ${CONTENT_PREVIEW_DAYS} days or until revoked. The token is shown only here.`,
        params: itemParams,
        response: { 201: contentPreviewCreated, ...staffErrors },
      },
    },
    async (request, reply) => {
      const { collection, id } = request.params;
      const item = await kit.reads.get(collection, id);
      if (!item) throw new NotFoundError('Content item not found');
      const created = (await previews.create(collection, id, actorOf(request)))!;
      await auditContent(request, 'content.preview_created', item);
      const path = collectionDefinition(collection).previewPath(item.pending ?? item.data, item.slug);
      reply.header('cache-control', 'no-store');
      return reply
        .code(201)
        .send({ _id: created.id, url: `${site}${path}?preview=${created.token}`, token: created.token, expiresAt: created.expiresAt.toISOString() });
    },
  );

  app.get(
    '/api/content/:collection/:id/previews',
    {
      config: { permission },
      schema: {
        tags: ['content'],
        summary: 'The item’s preview links, newest first, without their tokens (staff)',
        params: itemParams,
        response: { 200: contentPreviewList, ...staffErrors },
      },
    },
    async (request, reply) => {
      const list = await previews.list(request.params.collection, request.params.id);
      if (!list) throw new NotFoundError('Content item not found');
      reply.header('cache-control', 'no-store');
      return list;
    },
  );

  app.delete(
    '/api/content/:collection/:id/previews/:previewId',
    {
      config: { permission },
      schema: {
        tags: ['content'],
        summary: 'Revoke a preview link (staff)',
        params: previewParams,
        response: { 204: z.null(), ...staffErrors, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const { collection, id, previewId } = request.params;
      if (!(await previews.revoke(collection, id, previewId))) throw new NotFoundError('Preview link not found');
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/content-previews/:token',
    {
      config: { rateLimit: kit.rateLimit },
      schema: {
        tags: ['content'],
        summary:
          'The item a preview link shows, with its pending text as its data, and the page that shows it (anyone holding the link): never cached, never indexed',
        params: contentPreviewTokenParams,
        response: { 200: contentPreviewAnswer, ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      reply.headers(PREVIEW_HEADERS);
      const found = await previews.open(request.params.token);
      if (!found) throw new NotFoundError('This preview link has expired or was revoked');
      const shown = { ...found.item, data: found.item.pending ?? found.item.data, pending: null };
      const [item] = await kit.reads.answer([shown], 'public');
      const path = collectionDefinition(shown.collection).previewPath(shown.data, shown.slug);
      return { item: item!, path, expiresAt: found.expiresAt.toISOString() };
    },
  );
};

export default contentPreviewRoutes;
