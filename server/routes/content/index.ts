import type { FastifyPluginAsync } from 'fastify';
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
    reads: options.repos.contentReads,
    writes: options.repos.contentWrites,
  };
  for (const plugin of [contentReadRoutes, contentWriteRoutes, contentStateRoutes, contentRevisionRoutes, contentPreviewRoutes])
    await app.register(plugin, kit);
};

export default contentRoutes;
