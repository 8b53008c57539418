import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { blogPreviewSchema } from '@contract/blogs';
import { previewCreated, previewParams } from '@contract/blog-revisions';
import { idParamsSchema } from '@contract/common';
import { previewOf } from '../../repositories/blog-previews';
import { PREVIEW_LINK_DAYS } from '../../repositories/document-previews';
import { addPreviewRoutes } from '../documents/preview-routes';
import type { BlogPluginOptions } from './blog-plugin-options';

/** A post's preview links (decision 050): they show its working copy, else the post as saved. */
const postPreviewRoutes: FastifyPluginAsyncZod<BlogPluginOptions> = async (app, { repos, blogs, siteUrl, rateLimit }) => {
  const site = siteUrl.replace(/\/+$/, '');
  const siteOrigin = new URL(siteUrl).origin;
  addPreviewRoutes(app, {
    previews: repos.blogPreviews,
    tag: 'blogs',
    permission: 'posts.write',
    path: '/api/blogs/:id',
    params: idParamsSchema,
    previewParams,
    refOf: ({ id }) => id!,
    noun: 'post',
    notFound: 'Blog not found',
    create: {
      summary: `A new preview link of the post (staff): shows its working copy, else the post as saved, to anyone holding it for ${PREVIEW_LINK_DAYS} days or until revoked. The link is shown only here.`,
      response: previewCreated,
      async answer(request, id, created) {
        await request.audit({ action: 'post.preview_created', targetType: 'post', targetId: id, details: { previewId: created.id } });
        return { _id: created.id, url: `${site}/blogs/preview/${created.token}`, expiresAt: created.expiresAt.toISOString() };
      },
    },
    open: {
      path: '/api/blog-previews/:token',
      summary: 'The post a preview link shows (anyone holding the link): never cached, never indexed',
      response: blogPreviewSchema,
      answer: async ({ document: post, expiresAt }) => previewOf(post, await blogs.workingCopy(post.id), expiresAt, siteOrigin),
    },
    rateLimit,
  });
};

export default postPreviewRoutes;
