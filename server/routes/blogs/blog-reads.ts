import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BLOG_PAGE_SIZE, blogListQuery, blogListSchema, blogSchema, slugOrIdParams } from '@contract/blogs';
import { errorSchema, staffErrors } from '@contract/common';
import { NotFoundError } from '../../lib/errors';
import type { RateLimitOptions } from '@fastify/rate-limit';
import { toBlog, type BlogsRepository } from '../../repositories/blogs';
import { anonymousAnswers, type BlogAnswer } from './anonymous-answers';
import type { BlogListCache } from './list-cache';

/** The staff list's default: every post, as before paging, with a ceiling. */
const STAFF_LIST_MAX = 1000;

interface BlogReadRoutesOptions {
  blogs: BlogsRepository;
  /** Cleared by the writes. */
  anonymous: BlogListCache<BlogAnswer>;
  /** Per-address limit on the public reads, or false when lifted. */
  rateLimit: RateLimitOptions | false;
}

/** The list and one post: visitors get published posts (cached), signed-in staff drafts too. */
const blogReadRoutes: FastifyPluginAsyncZod<BlogReadRoutesOptions> = async (app, { blogs, anonymous, rateLimit }) => {
  const { cached, sendJson } = anonymousAnswers(anonymous);

  app.get(
    '/api/blogs',
    {
      config: { variesBySession: true, rateLimit },
      schema: {
        tags: ['blogs'],
        summary: `Posts, newest first, one page (default ${BLOG_PAGE_SIZE}, limit at most 100): published ones for visitors; signed-in staff see drafts too, and every post when they give no page or limit. X-Total-Count gives the total.`,
        querystring: blogListQuery,
        response: { 200: blogListSchema, 400: errorSchema },
      },
    },
    async (request, reply) => {
      // Staff asking for no page get every post (their list screen); visitors get one page.
      const limit = request.query.limit ?? (request.session && !request.query.page ? STAFF_LIST_MAX : BLOG_PAGE_SIZE);
      const offset = ((request.query.page ?? 1) - 1) * limit;
      if (request.session) {
        const { rows, total } = await blogs.list({ publishedOnly: false, limit, offset });
        reply.header('x-total-count', String(total));
        return rows.map(toBlog);
      }
      const answer = await cached(`list|${limit}|${offset}`, async () => {
        const { rows, total } = await blogs.list({ publishedOnly: true, limit, offset });
        return { json: Buffer.from(JSON.stringify(blogListSchema.parse(rows.map(toBlog)))), total, encoded: {} };
      });
      reply.header('x-total-count', String(answer!.total));
      return sendJson(request, reply, answer!);
    },
  );

  app.get(
    '/api/blogs/:slugOrId',
    {
      config: { variesBySession: true, rateLimit },
      schema: { tags: ['blogs'], summary: 'One post by slug or id', params: slugOrIdParams, response: { 200: blogSchema, ...staffErrors } },
    },
    async (request, reply) => {
      const { slugOrId } = request.params;
      if (request.session) {
        const row = await blogs.findBySlugOrId(slugOrId, false);
        if (!row) throw new NotFoundError('Blog not found');
        return toBlog(row);
      }
      const answer = await cached(`post|${slugOrId}`, async () => {
        const row = await blogs.findBySlugOrId(slugOrId, true);
        return row ? { json: Buffer.from(JSON.stringify(blogSchema.parse(toBlog(row)))), total: 1, encoded: {} } : null;
      });
      if (!answer) throw new NotFoundError('Blog not found');
      return sendJson(request, reply, answer);
    },
  );
};

export default blogReadRoutes;
export type { BlogAnswer };
