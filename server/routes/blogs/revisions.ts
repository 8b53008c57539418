import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BlogPluginOptions } from './blog-plugin-options';

/** Revisions of a post: list, one, restore; its history (WP-C). Registered by index.ts; no routes yet. */
const revisionsRoutes: FastifyPluginAsyncZod<BlogPluginOptions> = async () => {};

export default revisionsRoutes;
