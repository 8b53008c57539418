import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RateLimitOptions } from '@fastify/rate-limit';
import {
  BLOG_PAGE_SIZE,
  SITEMAP_POSTS_PER_FILE,
  blogSummaryListSchema,
  blogSummaryQuery,
  postSitemapQuery,
  postSitemapSchema,
} from '@contract/blogs';
import { errorResponses } from '@contract/common';
import type { Repositories } from '../../repositories/index';
import { toBlogSummary, type BlogsRepository } from '../../repositories/blogs';
import { anonymousAnswers, type BlogAnswer } from './anonymous-answers';
import type { BlogListCache } from './list-cache';

interface BlogFeedRoutesOptions {
  repos: Repositories;
  blogs: BlogsRepository;
  /** Cleared by the writes. */
  anonymous: BlogListCache<BlogAnswer>;
  /** Per-address limit on the public reads, or false when lifted. */
  rateLimit: RateLimitOptions | false;
  /** Where these routes leave what to do after each write (index.ts runs it, and the write awaits it). */
  afterChange: (() => Promise<unknown>)[];
}

/**
 * The public reads that print no post's content (the blog's cards, the RSS feed, the sitemap): they
 * read only the columns they send, so their cost does not grow with the posts' length.
 */
const blogFeedRoutes: FastifyPluginAsyncZod<BlogFeedRoutesOptions> = async (app, { repos, blogs, anonymous, rateLimit, afterChange }) => {
  const { cached, sendJson } = anonymousAnswers(anonymous);
  const browse = repos.blogBrowse;
  const sitemap = (page: number) =>
    cached(`sitemap|${page}`, async () => {
      const { postsJson, total } = await blogs.sitemapEntries({ limit: SITEMAP_POSTS_PER_FILE, offset: (page - 1) * SITEMAP_POSTS_PER_FILE });
      // Tag and author pages once, with the first file (decision 053): a few hundred at most.
      const extras = page === 1 ? await browse.sitemapExtras() : null;
      const extraJson = extras ? `,"tags":${JSON.stringify(extras.tags)},"authors":${JSON.stringify(extras.authors)}` : '';
      // The posts' array comes written by the database (repositories/blogs.ts): only wrapped here,
      // no object per post and no schema pass over every row.
      return { json: Buffer.from(`{"total":${total},"perPage":${SITEMAP_POSTS_PER_FILE},"posts":${postsJson}${extraJson}}`), total, encoded: {} };
    });
  // Rebuilt as soon as a write drops it, so the next crawler's /sitemap.xml does not wait for the read.
  afterChange.push(() => sitemap(1).catch((err: unknown) => app.log.warn({ err }, 'sitemap rebuild after a write failed')));

  app.get(
    '/api/blog-summaries',
    {
      config: { rateLimit, totalCount: true },
      schema: {
        tags: ['blogs'],
        summary: `Published posts without their content, newest first, one page (default ${BLOG_PAGE_SIZE}, limit at most 100): what the blog's list and the RSS feed print. \`tag\` and \`author\` (slugs) narrow the list; \`q\` searches (best match first, each with a highlighted \`snippet\`; words that are all stop words find nothing). X-Total-Count gives the total.`,
        querystring: blogSummaryQuery,
        response: { 200: blogSummaryListSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { q, tag, author } = request.query;
      const limit = request.query.limit ?? BLOG_PAGE_SIZE;
      const offset = ((request.query.page ?? 1) - 1) * limit;
      if (q !== undefined) {
        // Never kept: every search's words differ, and a cache of them would only grow (decision 053).
        const { rows, total } = await browse.search({ q, tagSlug: tag, authorSlug: author }, { limit, offset });
        reply.header('x-total-count', String(total));
        return rows.map((row) => ({ ...toBlogSummary(row), snippet: row.snippet }));
      }
      const answer = await cached(`summaries|${tag ?? ''}|${author ?? ''}|${limit}|${offset}`, async () => {
        const { rows, total } =
          tag || author ? await browse.list({ tagSlug: tag, authorSlug: author }, { limit, offset }) : await blogs.listSummaries({ limit, offset });
        return { json: Buffer.from(JSON.stringify(blogSummaryListSchema.parse(rows.map(toBlogSummary)))), total, encoded: {} };
      });
      reply.header('x-total-count', String(answer!.total));
      return sendJson(request, reply, answer!);
    },
  );

  app.get(
    '/api/blog-sitemap',
    {
      config: { rateLimit },
      schema: {
        tags: ['blogs'],
        summary: `Published posts' slugs and last changes for the sitemap, ${SITEMAP_POSTS_PER_FILE} a page (in a stable order), with the total.`,
        querystring: postSitemapQuery,
        response: { 200: postSitemapSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      return sendJson(request, reply, (await sitemap(request.query.page ?? 1))!);
    },
  );
};

export default blogFeedRoutes;
