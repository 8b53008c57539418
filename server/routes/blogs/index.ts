import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BLOG_PAGE_SIZE, blogBody, blogListQuery, blogListSchema, blogSchema, slugOrIdParams } from '../../../contract/blogs';
import { errorSchema, idParamsSchema, messageSchema } from '../../../contract/common';
import { NotFoundError } from '../../lib/errors';
import { htmlToExcerpt, sanitizePostHtml } from '../../lib/sanitize';
import { normalizeTags } from '../../lib/tags';
import { requireUser } from '../../plugins/app/auth';
import { toBlog, type BlogsRepository } from '../../repositories/blogs';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

interface BlogRoutesOptions {
  blogs: BlogsRepository;
  /** Called after every write, so rendered-page caches drop what they hold. */
  onChange: () => void;
}

const blogRoutes: FastifyPluginAsyncZod<BlogRoutesOptions> = async (app, { blogs, onChange }) => {
  app.get(
    '/api/blogs',
    {
      schema: {
        tags: ['blogs'],
        summary: 'Posts, newest first: published ones for visitors, all for staff. X-Total-Count gives the total.',
        querystring: blogListQuery,
        response: { 200: blogListSchema, 400: errorSchema },
      },
    },
    async (request, reply) => {
      const limit = request.query.limit ?? (request.query.page ? BLOG_PAGE_SIZE : 1000);
      const offset = ((request.query.page ?? 1) - 1) * limit;
      const { rows, total } = await blogs.list({ publishedOnly: !request.session, limit, offset });
      reply.header('x-total-count', String(total));
      return rows.map(toBlog);
    },
  );

  app.get(
    '/api/blogs/:slugOrId',
    { schema: { tags: ['blogs'], summary: 'One post by slug or id', params: slugOrIdParams, response: { 200: blogSchema, ...errors } } },
    async (request) => {
      const row = await blogs.findBySlugOrId(request.params.slugOrId, !request.session);
      if (!row) throw new NotFoundError('Blog not found');
      return toBlog(row);
    },
  );

  const toValues = (body: { title: string; content: string; tags: string | string[]; featuredImage: string; isPublished: boolean }) => {
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
