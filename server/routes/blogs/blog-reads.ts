import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BLOG_LIST_MAX, BLOG_PAGE_SIZE, blogListSchema, blogSchema, movedSchema, postListQuery, slugOrIdParams } from '@contract/blogs';
import { errorResponses, staffErrors } from '@contract/common';
import { BadRequestError, NotFoundError } from '../../lib/errors';
import { sendPage } from '../../lib/paging';
import { toBlog } from '../../repositories/blogs';
import { canReadPost } from '../../lib/post-access';
import { can } from '@contract/roles';
import { anonymousAnswers, type BlogAnswer } from './anonymous-answers';
import type { BlogPluginOptions } from './blog-plugin-options';
import { setPostEtag } from './blog-writes';

/** The staff list's default: every post, as before paging, with a ceiling. */
const STAFF_LIST_MAX = 1000;

/** The list and one post: visitors get published posts (cached), signed-in staff every state. */
const blogReadRoutes: FastifyPluginAsyncZod<BlogPluginOptions> = async (app, { blogs, anonymous, rateLimit }) => {
  const { cached, sendJson } = anonymousAnswers(anonymous);

  app.get(
    '/api/blogs',
    {
      config: { variesBySession: true, rateLimit, totalCount: true },
      schema: {
        tags: ['blogs'],
        summary: `Posts, one page (default ${BLOG_PAGE_SIZE}, limit or pageSize at most ${BLOG_LIST_MAX}): published ones for visitors, newest publication first; signed-in staff see every state, may filter by status, ask pageSize up to 200 and sort, and get every post when they give no page, limit or pageSize. q searches, tag and author filter. X-Total-Count gives the total.`,
        querystring: postListQuery,
        response: { 200: blogListSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { page, limit: asked, pageSize, sort, status, q, tag, author } = request.query;
      const offsetFor = (limit: number) => ((page ?? 1) - 1) * limit;
      if (request.session) {
        // Staff asking for no page get every post (SPEC's clients); the staff screen asks page and pageSize.
        const limit = pageSize ?? asked ?? (page ? BLOG_PAGE_SIZE : STAFF_LIST_MAX);
        const { user } = request.session;
        // Others' unpublished posts stay out of the list of those who may not work on them (decision 055).
        const visibleTo = can(user.role, 'posts.any') ? undefined : user.id;
        const filter = { status, q, tag, author, visibleTo };
        const { rows, total } = await blogs.list({ publishedOnly: false, limit, offset: offsetFor(limit), sort, filter });
        sendPage(reply, total);
        return rows.map(toBlog);
      }
      if (pageSize && pageSize > BLOG_LIST_MAX) {
        const message = `pageSize is at most ${BLOG_LIST_MAX}`;
        throw new BadRequestError(`pageSize: ${message}`, [{ field: 'pageSize', message }]);
      }
      const limit = asked ?? pageSize ?? BLOG_PAGE_SIZE;
      const offset = offsetFor(limit);
      if (q || tag || author) {
        // Searches and filters are not kept: too many keys for the cache, and only the published state.
        const { rows, total } = await blogs.list({ publishedOnly: true, limit, offset, filter: { q, tag, author } });
        reply.header('x-total-count', String(total));
        return rows.map(toBlog);
      }
      // Visitors' pages are always newest first: their cache keys stay list|limit|offset.
      const answer = await cached(`list|${limit}|${offset}`, async () => {
        const { rows, total } = await blogs.list({ publishedOnly: true, limit, offset });
        return { json: Buffer.from(JSON.stringify(blogListSchema.parse(rows.map(toBlog)))), total, encoded: {} };
      });
      reply.header('x-total-count', String(answer!.total));
      return sendJson(request, reply, answer!);
    },
  );

  app.get(
    '/api/blogs/:id',
    {
      config: { variesBySession: true, rateLimit },
      schema: {
        tags: ['blogs'],
        summary: 'One post by slug or id (visitors: published only; a former address answers 301 to the current one). ETag is its version.',
        params: slugOrIdParams,
        response: { 200: blogSchema, 301: movedSchema, ...staffErrors },
      },
    },
    async (request, reply) => {
      const { id: slugOrId } = request.params;
      if (request.session) {
        const row = await blogs.findBySlugOrId(slugOrId, false);
        if (row && !canReadPost(request.session.user, row)) throw new NotFoundError('Blog not found');
        if (row) {
          setPostEtag(reply, row.version);
          return { ...toBlog(row), workingCopy: await blogs.workingCopy(row.id) };
        }
      } else {
        const answer = await cached(`post|${slugOrId}`, async () => {
          const row = await blogs.findBySlugOrId(slugOrId, true);
          if (!row) return null;
          return { json: Buffer.from(JSON.stringify(blogSchema.parse(toBlog(row)))), total: 1, encoded: {}, etag: `"${row.version}"` };
        });
        if (answer) return sendJson(request, reply, answer);
      }
      const moved = await blogs.redirectedSlug(slugOrId);
      if (moved) {
        return reply
          .code(301)
          .header('location', `/api/blogs/${encodeURIComponent(moved)}`)
          .send({ message: `This post moved to /blogs/${moved}`, slug: moved });
      }
      throw new NotFoundError('Blog not found');
    },
  );
};

export default blogReadRoutes;
export type { BlogAnswer };
