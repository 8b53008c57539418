import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BLOG_LIST_MAX, BLOG_PAGE_SIZE, blogListSchema, blogSchema, postListQuery, slugOrIdParams } from '@contract/blogs';
import { errorResponses, staffErrors } from '@contract/common';
import { BadRequestError, NotFoundError } from '../../lib/errors';
import { sendPage } from '../../lib/paging';
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
        summary: `Posts, newest first, one page (default ${BLOG_PAGE_SIZE}, limit or pageSize at most ${BLOG_LIST_MAX}): published ones for visitors; signed-in staff see drafts too, may ask pageSize up to 200 and sort, and get every post when they give no page, limit or pageSize. X-Total-Count gives the total.`,
        querystring: postListQuery,
        response: { 200: blogListSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { page, limit: asked, pageSize, sort } = request.query;
      const offsetFor = (limit: number) => ((page ?? 1) - 1) * limit;
      if (request.session) {
        // Staff asking for no page get every post (SPEC's clients); the staff screen asks page and pageSize.
        const limit = pageSize ?? asked ?? (page ? BLOG_PAGE_SIZE : STAFF_LIST_MAX);
        const { rows, total } = await blogs.list({ publishedOnly: false, limit, offset: offsetFor(limit), sort });
        sendPage(reply, total);
        return rows.map(toBlog);
      }
      if (pageSize && pageSize > BLOG_LIST_MAX) {
        const message = `pageSize is at most ${BLOG_LIST_MAX}`;
        throw new BadRequestError(`pageSize: ${message}`, [{ field: 'pageSize', message }]);
      }
      // Visitors' pages are always newest first: their cache keys stay list|limit|offset.
      const limit = asked ?? pageSize ?? BLOG_PAGE_SIZE;
      const offset = offsetFor(limit);
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
