import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BlogPluginOptions } from './blog-plugin-options';

/** GET /api/blog-schedule: overdue scheduled posts for the staff banner (WP-B). Registered by index.ts; no routes yet. */
const scheduleStatusRoutes: FastifyPluginAsyncZod<BlogPluginOptions> = async () => {};

export default scheduleStatusRoutes;
