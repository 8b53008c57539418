import type { FastifyPluginAsync } from 'fastify';
import { createContentReads } from '../../repositories/content';
import { createContentWrites } from '../../repositories/content-writes';
import type { ContentRouteKit, ContentRouteOptions } from './options';
import contentPreviewRoutes from './previews';
import contentReadRoutes from './reads';
import contentRevisionRoutes from './revisions';
import contentStateRoutes from './states';
import contentWriteRoutes from './writes';

/** /api/content: the site's own content (issue 30, decision 072). */
const contentRoutes: FastifyPluginAsync<ContentRouteOptions> = async (app, options) => {
  const kit: ContentRouteKit = {
    ...options,
    reads: createContentReads(options.db),
    writes: createContentWrites(options.db, { siteOrigin: new URL(options.siteUrl).origin }),
  };
  for (const plugin of [contentReadRoutes, contentWriteRoutes, contentStateRoutes, contentRevisionRoutes, contentPreviewRoutes])
    await app.register(plugin, kit);
};

export default contentRoutes;
