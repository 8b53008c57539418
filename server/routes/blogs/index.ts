import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { BlogsRepository } from '../../repositories/blogs';
import blogFeedRoutes from './blog-feeds';
import blogReadRoutes, { type BlogAnswer } from './blog-reads';
import blogWriteRoutes from './blog-writes';
import { createBlogListCache } from './list-cache';
import type { ContentChanges } from '../../db/change-notifier';

interface BlogRoutesOptions {
  blogs: BlogsRepository;
  /** Told of every write; tells of writes in other processes too, so the reads' cache drops what it holds. */
  changes: ContentChanges;
  /** Per-address limit on the public reads, or false when lifted. */
  rateLimit: RateLimitOptions | false;
}

const blogRoutes: FastifyPluginAsyncZod<BlogRoutesOptions> = async (app, { blogs, changes, rateLimit }) => {
  // The reads' cache of anonymous answers; every write, in any process, empties it.
  const anonymous = createBlogListCache<BlogAnswer>();
  // Run after the cache is emptied (the sitemap's answer is rebuilt at once, blog-feeds.ts).
  const afterChange: (() => void)[] = [];
  changes.subscribe(() => {
    anonymous.clear();
    for (const run of afterChange) run();
  });
  const onChange = () => changes.changed();
  await app.register(blogReadRoutes, { blogs, anonymous, rateLimit });
  await app.register(blogFeedRoutes, { blogs, anonymous, rateLimit, afterChange });
  await app.register(blogWriteRoutes, { blogs, onChange });
};

export default blogRoutes;
