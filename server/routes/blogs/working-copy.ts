import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BlogPluginOptions } from './blog-plugin-options';

/** A post's working copy: autosave and discard (WP-C). Registered by index.ts; no routes yet. */
const workingCopyRoutes: FastifyPluginAsyncZod<BlogPluginOptions> = async () => {};

export default workingCopyRoutes;
