import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { blogPreviewSchema } from '@contract/blogs';
import { previewCreated, previewListSchema, previewParams, previewTokenParams } from '@contract/blog-revisions';
import { errorResponses, idParamsSchema, staffErrors } from '@contract/common';
import { NotFoundError } from '../../lib/errors';
import { requireUser } from '../../plugins/app/auth';
import { createBlogPreviews, PREVIEW_LINK_DAYS, previewOf } from '../../repositories/blog-previews';
import type { BlogPluginOptions } from './blog-plugin-options';

/** A preview is someone's unpublished text: no cache keeps it, no search engine lists it, no link leaks its address. */
export const PREVIEW_HEADERS = {
  'cache-control': 'no-store, private',
  'x-robots-tag': 'noindex, nofollow',
  'referrer-policy': 'no-referrer',
} as const;

/** Preview links (decision 050): create, list, revoke (staff), and the read by token (anyone holding it). */
const previewsRoutes: FastifyPluginAsyncZod<BlogPluginOptions> = async (app, { db, blogs, siteUrl, rateLimit }) => {
  const previews = createBlogPreviews(db);
  const site = siteUrl.replace(/\/+$/, '');
  const siteOrigin = new URL(siteUrl).origin;

  app.post(
    '/api/blogs/:id/preview',
    {
      config: { permission: 'posts.write' },
      schema: {
        tags: ['blogs'],
        summary: `A new preview link of the post (staff): shows its working copy, else the post as saved, to anyone holding it for ${PREVIEW_LINK_DAYS} days or until revoked. The link is shown only here.`,
        params: idParamsSchema,
        response: { 201: previewCreated, ...staffErrors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const created = await previews.create(request.params.id, { id: user.id, name: user.name });
      if (!created) throw new NotFoundError('Blog not found');
      await request.audit({ action: 'post.preview_created', targetType: 'post', targetId: request.params.id, details: { previewId: created.id } });
      reply.header('cache-control', 'no-store');
      return reply.code(201).send({ _id: created.id, url: `${site}/blogs/preview/${created.token}`, expiresAt: created.expiresAt.toISOString() });
    },
  );

  app.get(
    '/api/blogs/:id/previews',
    {
      config: { permission: 'posts.write' },
      schema: {
        tags: ['blogs'],
        summary: 'The post’s preview links, newest first, without their tokens (staff)',
        params: idParamsSchema,
        response: { 200: previewListSchema, ...staffErrors },
      },
    },
    async (request, reply) => {
      const list = await previews.list(request.params.id);
      if (!list) throw new NotFoundError('Blog not found');
      reply.header('cache-control', 'no-store');
      return list;
    },
  );

  app.delete(
    '/api/blogs/:id/previews/:previewId',
    {
      config: { permission: 'posts.write' },
      schema: { tags: ['blogs'], summary: 'Revoke a preview link (staff)', params: previewParams, response: { 204: z.null(), ...staffErrors } },
    },
    async (request, reply) => {
      const user = requireUser(request);
      if (!(await previews.revoke(request.params.id, request.params.previewId, { id: user.id, name: user.name }))) {
        throw new NotFoundError('Preview link not found');
      }
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/blog-previews/:token',
    {
      config: { rateLimit },
      schema: {
        tags: ['blogs'],
        summary: 'The post a preview link shows (anyone holding the link): never cached, never indexed',
        params: previewTokenParams,
        response: { 200: blogPreviewSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      reply.headers(PREVIEW_HEADERS);
      const found = await previews.open(request.params.token);
      if (!found) throw new NotFoundError('This preview link has expired or was revoked');
      return previewOf(found.post, await blogs.workingCopy(found.post.id), found.expiresAt, siteOrigin);
    },
  );
};

export default previewsRoutes;
