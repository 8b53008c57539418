import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { blogBody, blogSchema } from '@contract/blogs';
import { idParamsSchema, messageSchema, staffErrors } from '@contract/common';
import { NotFoundError } from '../../lib/errors';
import { htmlToExcerpt, sanitizePostHtml } from '../../lib/sanitize';
import { normalizeTags } from '@contract/tags';
import { requireUser } from '../../plugins/app/auth';
import type { BlogRow } from '../../db/schema/index';
import { toBlog, type BlogsRepository } from '../../repositories/blogs';

interface BlogWriteRoutesOptions {
  blogs: BlogsRepository;
  /** Called after every write: drops the cached reads, tells rendered-page caches, settles once the sitemap's list is rebuilt. */
  onChange: () => Promise<void>;
}

/** What the audit log keeps of a post: enough to recognise it, not its text. */
const postFacts = (row: BlogRow) => ({ title: row.title.slice(0, 200), slug: row.slug, published: row.isPublished });

/** Staff writes: create, update and delete a post. */
const blogWriteRoutes: FastifyPluginAsyncZod<BlogWriteRoutesOptions> = async (app, { blogs, onChange }) => {
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
      schema: { tags: ['blogs'], summary: 'Create a post (staff)', body: blogBody, response: { 201: blogSchema, ...staffErrors } },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const row = await blogs.create({ ...toValues(request.body), author: user.name, authorId: user.id });
      await request.audit({ action: 'post.created', targetType: 'post', targetId: row.id, details: postFacts(row) });
      await onChange();
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
        response: { 200: blogSchema, ...staffErrors },
      },
    },
    async (request) => {
      const row = await blogs.update(request.params.id, toValues(request.body));
      if (!row) throw new NotFoundError('Blog not found');
      await request.audit({ action: 'post.updated', targetType: 'post', targetId: row.id, details: postFacts(row) });
      await onChange();
      return toBlog(row);
    },
  );

  app.delete(
    '/api/blogs/:id',
    {
      config: { auth: 'staff' },
      schema: { tags: ['blogs'], summary: 'Delete a post (staff)', params: idParamsSchema, response: { 200: messageSchema, ...staffErrors } },
    },
    async (request) => {
      if (!(await blogs.delete(request.params.id))) throw new NotFoundError('Blog not found');
      await request.audit({ action: 'post.deleted', targetType: 'post', targetId: request.params.id });
      await onChange();
      return { message: 'Blog deleted' };
    },
  );
};

export default blogWriteRoutes;
