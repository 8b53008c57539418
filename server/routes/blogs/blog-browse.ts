import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BlogPluginOptions } from './blog-plugin-options';

/** Browsing the blog: related posts, tag and author pages' data, the staff author list (WP-F). Registered by index.ts; no routes yet. */
const blogBrowseRoutes: FastifyPluginAsyncZod<BlogPluginOptions> = async () => {};

export default blogBrowseRoutes;
