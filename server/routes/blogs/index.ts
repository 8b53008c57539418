import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { Repositories } from '../../repositories/index';
import type { BlogsRepository } from '../../repositories/blogs';
import type { Storage } from '../../storage/types';
import blogBrowseRoutes from './blog-browse';
import blogFeedRoutes from './blog-feeds';
import type { BlogPluginOptions } from './blog-plugin-options';
import blogReadRoutes, { type BlogAnswer } from './blog-reads';
import blogWriteRoutes from './blog-writes';
import { createBlogListCache } from './list-cache';
import { guardPerPostRoutes } from './post-access-hook';
import previewRoutes from './previews';
import reviewRoutes from './review';
import revisionRoutes from './revisions';
import scheduleStatusRoutes from './schedule-status';
import workingCopyRoutes from './working-copy';
import type { ContentChanges } from '../../db/change-notifier';
import { BLOG_TAG, tagAnswers } from '../../lib/content-tags';

interface BlogRoutesOptions {
  repos: Repositories;
  blogs: BlogsRepository;
  storage: Storage;
  /** The site's public address (SITE_URL). */
  siteUrl: string;
  /** Told of every write; tells of writes in other processes too, so the reads' cache drops what it holds. */
  changes: ContentChanges;
  /** Per-address limit on the public reads, or false when lifted. */
  rateLimit: RateLimitOptions | false;
}

/** The rebuild after a write waits at most this long for the sitemap page's render: past it the first visitor renders it. */
const SITEMAP_PAGE_WAIT_MS = 2_000;

/**
 * `run` started now, or, while one runs, once more after it (any number of starts meanwhile make
 * one more run: it reads what all of them wrote). `idle()` settles when none is running.
 */
function coalescedRun(run: () => Promise<void>) {
  let running: Promise<void> | undefined;
  let again = false;
  const loop = async () => {
    do {
      again = false;
      await run();
    } while (again);
    running = undefined;
  };
  return {
    start() {
      if (running) again = true;
      else running = loop();
    },
    idle: () => running ?? Promise.resolve(),
  };
}

/**
 * Asks this server for /sitemap.xml so the page cache keeps it again right after a write: the next
 * request is a hit. Brotli first (Google asks for it), then gzip (most other crawlers and Node's
 * fetch): each encoding of a kept page is compressed once, on its first hit, and 1 MB of XML takes
 * tens of milliseconds to compress. Through HTTP, as any visitor: the API does not know the web
 * app, and without one (tests, an API-only host) the answer is a 404 and nothing is kept.
 */
async function keepSitemapPage(app: FastifyInstance): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, SITEMAP_PAGE_WAIT_MS)));
  const ask = (encoding: string) => app.inject({ method: 'GET', url: '/sitemap.xml', headers: { 'accept-encoding': encoding } });
  const render = ask('br')
    .then(async (res) => {
      if (res.statusCode === 200) await ask('gzip');
      else if (res.statusCode >= 500) app.log.warn({ status: res.statusCode }, 'sitemap page render after a write failed');
    })
    .catch((err: unknown) => app.log.warn({ err }, 'sitemap page render after a write failed'));
  await Promise.race([render, timeout]).finally(() => clearTimeout(timer));
}

const blogRoutes: FastifyPluginAsyncZod<BlogRoutesOptions> = async (app, { repos, blogs, storage, siteUrl, changes, rateLimit }) => {
  // The reads' cache of anonymous answers; every write, in any process, empties it.
  const anonymous = createBlogListCache<BlogAnswer>();
  // Run after the cache is emptied, each answering the rebuild it started (the sitemap's list, blog-feeds.ts).
  const afterChange: (() => Promise<unknown>)[] = [];
  let rebuilt: Promise<unknown> = Promise.resolve();
  // Pages kept by the page cache know they read the blog (decision 075).
  tagAnswers(app, [BLOG_TAG]);
  changes.subscribe((tags) => {
    // Another collection's change (untagged ones touch everything).
    if (tags && !tags.includes(BLOG_TAG)) return;
    anonymous.clear();
    rebuilt = Promise.all(afterChange.map((run) => run()));
  });
  // A write answers at once; what it dropped (the sitemap's list, then the page itself) is rebuilt
  // after the answer, one rebuild at a time, the last write's run once the running one ends
  // (decision 108: at 10,000 posts the rebuild took the save 0.7-1.4 s). A request meanwhile joins
  // the list's read in flight. Failures are logged and never reach the write.
  const sitemapRebuild = coalescedRun(async () => {
    await rebuilt;
    await keepSitemapPage(app);
  });
  app.addHook('onClose', () => sitemapRebuild.idle());
  const onChange = async () => {
    changes.changed([BLOG_TAG]);
    sitemapRebuild.start();
  };
  const shared: BlogPluginOptions = { repos, blogs, storage, siteUrl, anonymous, rateLimit, onChange };
  guardPerPostRoutes(app, blogs);
  await app.register(blogReadRoutes, shared);
  await app.register(blogFeedRoutes, { repos, blogs, anonymous, rateLimit, afterChange });
  await app.register(blogWriteRoutes, shared);
  // Issue 27's parts, each in its own file (one owner each), all given the same options.
  for (const plugin of [revisionRoutes, workingCopyRoutes, previewRoutes, blogBrowseRoutes, scheduleStatusRoutes, reviewRoutes]) {
    await app.register(plugin, shared);
  }
};

export default blogRoutes;
