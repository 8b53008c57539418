import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BLOG_PAGE_SIZE, blogBody, blogListQuery, blogListSchema, blogSchema, slugOrIdParams } from '../../../contract/blogs';
import { errorSchema, idParamsSchema, messageSchema } from '../../../contract/common';
import { NotFoundError } from '../../lib/errors';
import { htmlToExcerpt, sanitizePostHtml } from '../../lib/sanitize';
import { normalizeTags } from '../../lib/tags';
import { requireUser } from '../../plugins/app/auth';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyReply } from 'fastify';
import { toBlog, type BlogsRepository } from '../../repositories/blogs';
import { createBlogListCache } from './list-cache';

/** The staff list's default: every post, as before paging, with a ceiling. */
const STAFF_LIST_MAX = 1000;

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

interface BlogRoutesOptions {
  blogs: BlogsRepository;
  /** Called after every write, so rendered-page caches drop what they hold. */
  onChange: () => void;
  /** Per-address limit on the public reads, or false when lifted. */
  rateLimit: RateLimitOptions | false;
}

const blogRoutes: FastifyPluginAsyncZod<BlogRoutesOptions> = async (app, { blogs, onChange: notify, rateLimit }) => {
  /** Anonymous answers, kept serialised: a hit costs no query, no validation and no JSON.stringify. */
  type Answer = { json: Buffer; total: number } | null;
  const anonymous = createBlogListCache<Answer>();
  const onChange = () => {
    anonymous.clear();
    notify();
  };
  /** The anonymous answer for `key`, read once and then kept until a write or the TTL. */
  async function cached(key: string, read: () => Promise<Answer>): Promise<Answer> {
    const hit = anonymous.get(key);
    if (hit !== undefined) return hit;
    const generation = anonymous.generation();
    const value = await read();
    anonymous.set(key, value, generation);
    return value;
  }
  // The cached bytes are sent as they are (Fastify does not serialise a Buffer).
  const sendJson = (reply: FastifyReply, json: Buffer) => reply.type('application/json; charset=utf-8').send(json as never);

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
        return { json: Buffer.from(JSON.stringify(blogListSchema.parse(rows.map(toBlog)))), total };
      });
      reply.header('x-total-count', String(answer!.total));
      return sendJson(reply, answer!.json);
    },
  );

  app.get(
    '/api/blogs/:slugOrId',
    {
      config: { variesBySession: true, rateLimit },
      schema: { tags: ['blogs'], summary: 'One post by slug or id', params: slugOrIdParams, response: { 200: blogSchema, ...errors } },
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
        return row ? { json: Buffer.from(JSON.stringify(blogSchema.parse(toBlog(row)))), total: 1 } : null;
      });
      if (!answer) throw new NotFoundError('Blog not found');
      return sendJson(reply, answer.json);
    },
  );

  const toValues = (body: { title: string; content: string; tags: string | string[]; featuredImage: string; isPublished: boolean }) => {
    // The one place post HTML is cleaned: answers send what is stored.
    const content = sanitizePostHtml(body.content);
    return {
      title: body.title,
      content,
      excerpt: htmlToExcerpt(content),
      tags: normalizeTags(body.tags),
      featuredImage: body.featuredImage,
      isPublished: body.isPublished,
    };
  };

  app.post(
    '/api/blogs/new',
    {
      config: { auth: 'staff' },
      schema: { tags: ['blogs'], summary: 'Create a post (staff)', body: blogBody, response: { 201: blogSchema, ...errors } },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const row = await blogs.create({ ...toValues(request.body), author: user.name, authorId: user.id });
      onChange();
      return reply.code(201).send(toBlog(row));
    },
  );

  app.put(
    '/api/blogs/:id',
    {
      config: { auth: 'staff' },
      schema: {
        tags: ['blogs'],
        summary: 'Update a post; its slug stays (staff)',
        params: idParamsSchema,
        body: blogBody,
        response: { 200: blogSchema, ...errors },
      },
    },
    async (request) => {
      const row = await blogs.update(request.params.id, toValues(request.body));
      if (!row) throw new NotFoundError('Blog not found');
      onChange();
      return toBlog(row);
    },
  );

  app.delete(
    '/api/blogs/:id',
    {
      config: { auth: 'staff' },
      schema: { tags: ['blogs'], summary: 'Delete a post (staff)', params: idParamsSchema, response: { 200: messageSchema, ...errors } },
    },
    async (request) => {
      if (!(await blogs.delete(request.params.id))) throw new NotFoundError('Blog not found');
      onChange();
      return { message: 'Blog deleted' };
    },
  );
};

export default blogRoutes;
