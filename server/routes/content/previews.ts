import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentPreviewAnswer, contentPreviewCreated, itemParams, previewParams, type CollectionName } from '@contract/content/index';
import { PREVIEW_LINK_DAYS } from '../../repositories/document-previews';
import { collectionDefinition } from '../../repositories/content-rows';
import { addPreviewRoutes } from '../documents/preview-routes';
import { auditContent, type ContentRouteKit } from './options';

/**
 * Preview links of an item's pending text (as posts', decision 050): the page that shows the item,
 * with ?preview=<token>; the content reads then show that item's pending text in its place.
 */
const contentPreviewRoutes: FastifyPluginAsyncZod<ContentRouteKit> = async (app, kit) => {
  const site = kit.siteUrl.replace(/\/+$/, '');
  addPreviewRoutes(app, {
    previews: kit.repos.contentPreviews,
    tag: 'content',
    permission: 'content.manage',
    path: '/api/content/:collection/:id',
    params: itemParams,
    previewParams,
    refOf: ({ collection, id }) => ({ collection: collection!, id: id! }),
    noun: 'item',
    notFound: 'Content item not found',
    create: {
      summary: `A new preview link of the item (staff): its page with the pending text, for anyone holding it ${PREVIEW_LINK_DAYS} days or until revoked. The token is shown only here.`,
      response: contentPreviewCreated,
      async answer(request, { collection, id }, created) {
        const item = (await kit.reads.get(collection as CollectionName, id))!;
        await auditContent(request, 'content.preview_created', item);
        const path = collectionDefinition(collection).previewPath(item.pending ?? item.data, item.slug);
        return { _id: created.id, url: `${site}${path}?preview=${created.token}`, token: created.token, expiresAt: created.expiresAt.toISOString() };
      },
    },
    open: {
      path: '/api/content-previews/:token',
      summary:
        'The item a preview link shows, with its pending text as its data, and the page that shows it (anyone holding the link): never cached, never indexed',
      response: contentPreviewAnswer,
      async answer({ document, expiresAt }) {
        const shown = { ...document, data: document.pending ?? document.data, pending: null };
        const [item] = await kit.reads.answer([shown], 'public');
        const path = collectionDefinition(shown.collection).previewPath(shown.data, shown.slug);
        return { item: item!, path, expiresAt: expiresAt.toISOString() };
      },
    },
    rateLimit: kit.rateLimit,
  });
};

export default contentPreviewRoutes;
