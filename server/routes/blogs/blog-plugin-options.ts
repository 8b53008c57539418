import type { RateLimitOptions } from '@fastify/rate-limit';
import type { BlogsRepository } from '../../repositories/blogs';
import type { Repositories } from '../../repositories/index';
import type { Storage } from '../../storage/types';
import type { BlogAnswer } from './anonymous-answers';
import type { BlogListCache } from './list-cache';

/** What every plugin of the blog routes is given (index.ts registers them all; jobs are `app.jobs`). */
export interface BlogPluginOptions {
  repos: Repositories;
  blogs: BlogsRepository;
  storage: Storage;
  /** The site's public address (SITE_URL): preview links, the rel policy. */
  siteUrl: string;
  /** The reads' cache of anonymous answers; every write empties it. */
  anonymous: BlogListCache<BlogAnswer>;
  /** Per-address limit on the public reads, or false when lifted. */
  rateLimit: RateLimitOptions | false;
  /** After an explicit write: drops the cached reads, tells rendered-page caches, starts the sitemap's rebuild (not awaited: decision 108). */
  onChange: () => Promise<void>;
}
