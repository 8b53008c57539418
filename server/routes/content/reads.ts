import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { errorResponses } from '@contract/common';
import {
  collectionParams,
  collectionTag,
  contentItemSchema,
  contentListQuery,
  contentListSchema,
  CONTENT_TAGS_HEADER,
  SINGLETON_NAMES,
  type CollectionName,
  type ContentItem,
} from '@contract/content/index';
import { NotFoundError } from '../../lib/errors';
import type { ContentItemRow } from '../../repositories/row-types';
import { createBlogListCache } from '../blogs/list-cache';
import { PREVIEW_HEADERS } from '../documents/preview-routes';
import { isContentStaff, setContentEtag, type ContentRouteKit } from './options';

/**
 * Reads anyone may make (decision 072): visitors get published items' live text, holders of
 * content.manage every item with its pending text, and a preview token shows its item's pending
 * text in place, uncached and unindexed.
 */
const contentReadRoutes: FastifyPluginAsyncZod<ContentRouteKit> = async (app, kit) => {
  const { reads } = kit;
  const previews = kit.repos.contentPreviews;
  // Visitors' answers, per collection: every page render reads several; any content write, in any process, drops them.
  const anonymous = createBlogListCache<ContentItem[]>();
  kit.changes.subscribe(() => anonymous.clear());

  /** A collection as visitors see it, from the cache when it holds it; staff and previews always read the database. */
  async function visible(collection: CollectionName, staff: boolean, preview: ContentItemRow | undefined): Promise<ContentItem[]> {
    if (staff || preview) return reads.list(collection, staff ? 'staff' : 'public', preview);
    const hit = anonymous.get(collection);
    if (hit) return hit;
    const generation = anonymous.generation();
    const items = await reads.list(collection, 'public');
    anonymous.set(collection, items, generation);
    return items;
  }

  /** The item a preview token shows, when the token is live; a dead one is ignored (the visitor sees the site). */
  async function previewed(reply: FastifyReply, token: string | undefined): Promise<ContentItemRow | undefined> {
    if (!token) return undefined;
    reply.headers(PREVIEW_HEADERS);
    return (await previews.open(token))?.document;
  }

  const tag = (reply: FastifyReply, collection: CollectionName) => reply.header(CONTENT_TAGS_HEADER, collectionTag(collection));

  for (const name of SINGLETON_NAMES) {
    app.get(
      `/api/content/${name}`,
      {
        config: { variesBySession: true },
        schema: {
          tags: ['content'],
          summary: `The ${name} item: published text for visitors, with its pending changes for staff; ?preview=<token> shows the pending text`,
          querystring: contentListQuery,
          response: { 200: contentItemSchema, ...errorResponses(400, 404) },
        },
      },
      async (request, reply) => {
        const staff = isContentStaff(request);
        const preview = await previewed(reply, request.query.preview);
        const [item] = await visible(name, staff, preview);
        // Tagged before a 404 too: a page that read "no company yet" is dropped when the company is first published.
        tag(reply, name);
        if (!item) throw new NotFoundError(staff ? `There is no ${name} item yet: its first save (PUT) makes it` : `No ${name} item is published`);
        if (staff) setContentEtag(reply, item.version);
        return item;
      },
    );
  }

  app.get(
    '/api/content/:collection',
    {
      config: { variesBySession: true },
      schema: {
        tags: ['content'],
        summary:
          'A collection’s items in their order: published ones for visitors (references resolved to published targets), every item with its pending changes for staff; ?preview=<token> shows that item’s pending text in place',
        params: collectionParams,
        querystring: contentListQuery,
        response: { 200: contentListSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { collection } = request.params;
      const preview = await previewed(reply, request.query.preview);
      tag(reply, collection);
      return visible(collection, isContentStaff(request), preview);
    },
  );
};

export default contentReadRoutes;
