import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BlogPluginOptions } from './blog-plugin-options';

/** Preview links: create, list, revoke, and the public read by token (WP-C). Registered by index.ts; no routes yet. */
const previewsRoutes: FastifyPluginAsyncZod<BlogPluginOptions> = async () => {};

export default previewsRoutes;
