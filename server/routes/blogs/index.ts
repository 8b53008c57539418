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
  // Run after the cache is emptied, each answering the rebuild it started (the sitemap's list, blog-feeds.ts).
  const afterChange: (() => Promise<unknown>)[] = [];
  let rebuilt: Promise<unknown> = Promise.resolve();
  changes.subscribe(() => {
    anonymous.clear();
    rebuilt = Promise.all(afterChange.map((run) => run()));
  });
  // A write answers once what it dropped is rebuilt: a crawler told of the post right away reads
  // the sitemap's list ready instead of waiting for the query (decision 036). Rebuild failures are
  // logged where they happen and never fail the write.
  const onChange = async () => {
    changes.changed();
    await rebuilt;
  };
  await app.register(blogReadRoutes, { blogs, anonymous, rateLimit });
  await app.register(blogFeedRoutes, { blogs, anonymous, rateLimit, afterChange });
  await app.register(blogWriteRoutes, { blogs, onChange });
};

export default blogRoutes;
