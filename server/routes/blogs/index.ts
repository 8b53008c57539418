import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { BlogsRepository } from '../../repositories/blogs';
import blogFeedRoutes from './blog-feeds';
import blogReadRoutes, { type BlogAnswer } from './blog-reads';
import blogWriteRoutes from './blog-writes';
import { createBlogListCache } from './list-cache';

interface BlogRoutesOptions {
  blogs: BlogsRepository;
  /** Called after every write, so rendered-page caches drop what they hold. */
  onChange: () => void;
  /** Per-address limit on the public reads, or false when lifted. */
  rateLimit: RateLimitOptions | false;
}

const blogRoutes: FastifyPluginAsyncZod<BlogRoutesOptions> = async (app, { blogs, onChange: notify, rateLimit }) => {
  // The reads' cache of anonymous answers; every write empties it.
  const anonymous = createBlogListCache<BlogAnswer>();
  const afterChange: (() => void)[] = [];
  const onChange = () => {
    anonymous.clear();
    notify();
    for (const run of afterChange) run();
  };
  await app.register(blogReadRoutes, { blogs, anonymous, rateLimit });
  await app.register(blogFeedRoutes, { blogs, anonymous, rateLimit, afterChange });
  await app.register(blogWriteRoutes, { blogs, onChange });
};

export default blogRoutes;
