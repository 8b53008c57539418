import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { blogBody, blogConflictSchema, blogSchema, unscheduleBody, type Blog } from '@contract/blogs';
import { errorResponses, idParamsSchema, messageSchema, staffErrors } from '@contract/common';
import { NotFoundError } from '../../lib/errors';
import { expectedVersion } from '../../lib/if-match';
import { requireUser } from '../../plugins/app/auth';
import { resolveStatus, type Transition } from '../../lib/post-status';
import { assertCanDelete, assertCanEdit, assertCanSave, type PostViewer } from '../../lib/post-access';
import { toBlog, type PostRow, type SaveResult } from '../../repositories/blogs';
import type { BlogPluginOptions } from './blog-plugin-options';

/** What the audit log keeps of a post: enough to recognise it, not its text. */
const postFacts = (row: PostRow) => ({ title: row.title.slice(0, 200), slug: row.slug, status: row.status });

/** A post's version as its entity tag (decision 049): what If-Match sends back. */
export const setPostEtag = (reply: FastifyReply, version: number) => reply.header('etag', `"${version}"`);

/** 409 of a stale save: the post as it is now and who saved it last (the body of decision 037). */
function conflictAnswer(post: PostRow) {
  const name = post.updatedByName || post.author || 'someone';
  const at = post.updatedAt.toISOString();
  return { message: `Changed by ${name} at ${at}`, current: toBlog(post), changedBy: { name, at } };
}

const writeErrors = { ...staffErrors, 409: blogConflictSchema };

const viewerOf = (user: PostViewer): PostViewer => ({ id: user.id, role: user.role });

/** Staff writes: create, update, unschedule and delete a post. */
/** `DELETE /api/blogs/:id`: own posts, or any with posts.any (decision 055). */
function deleteRoute(app: Parameters<FastifyPluginAsyncZod>[0], blogs: BlogPluginOptions['blogs'], onChange: () => Promise<void>) {
  app.delete(
    '/api/blogs/:id',
    {
      config: { permission: 'posts.write' },
      schema: { tags: ['blogs'], summary: 'Delete a post (staff)', params: idParamsSchema, response: { 200: messageSchema, ...staffErrors } },
    },
    async (request) => {
      const post = await blogs.findBySlugOrId(request.params.id, false);
      if (!post || post.id !== request.params.id) throw new NotFoundError('Blog not found');
      assertCanDelete(viewerOf(requireUser(request)), post);
      if (!(await blogs.delete(request.params.id))) throw new NotFoundError('Blog not found');
      await request.audit({ action: 'post.deleted', targetType: 'post', targetId: request.params.id });
      await onChange();
      return { message: 'Blog deleted' };
    },
  );
}

const blogWriteRoutes: FastifyPluginAsyncZod<BlogPluginOptions> = async (app, { blogs, onChange }) => {
  async function answerSave(
    reply: FastifyReply,
    viewer: PostViewer,
    result: SaveResult,
    audit: (post: PostRow, action: Transition['audit']) => Promise<void>,
  ) {
    if (result.status === 'not-found') throw new NotFoundError('Blog not found');
    if (result.status === 'conflict') {
      // The conflict's answer shows the post: only to someone who may change it.
      assertCanEdit(viewer, result.post);
      setPostEtag(reply, result.post.version);
      return reply.code(409).send(conflictAnswer(result.post));
    }
    await audit(result.post, result.transition.audit);
    await onChange();
    setPostEtag(reply, result.post.version);
    const answer: Blog = toBlog(result.post);
    return result.notices.length ? { ...answer, notices: result.notices } : answer;
  }

  app.post(
    '/api/blogs/new',
    {
      config: { permission: 'posts.write' },
      schema: {
        tags: ['blogs'],
        summary: 'Create a post (staff): published unless `status` (or SPEC’s `isPublished: false`) says otherwise',
        body: blogBody,
        response: { 201: blogSchema, ...staffErrors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      assertCanSave(viewerOf(user), undefined, { status: resolveStatus(request.body), authorId: request.body.authorId });
      const { post, notices } = await blogs.create(request.body, { id: user.id, name: user.name });
      await request.audit({ action: 'post.created', targetType: 'post', targetId: post.id, details: postFacts(post) });
      await onChange();
      setPostEtag(reply, post.version);
      return reply.code(201).send(notices.length ? { ...toBlog(post), notices } : toBlog(post));
    },
  );

  app.put(
    '/api/blogs/:id',
    {
      config: { permission: 'posts.write' },
      schema: {
        tags: ['blogs'],
        summary:
          'Save a post (staff). Without `status` or `isPublished` its state stays. With `version` or If-Match a stale save answers 409; without, the last save wins.',
        params: idParamsSchema,
        body: blogBody,
        response: { 200: blogSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const expected = expectedVersion(request.headers['if-match'], request.body.version);
      const viewer = viewerOf(user);
      const result = await blogs.save(request.params.id, request.body, { id: user.id, name: user.name }, expected, (before, next) =>
        assertCanSave(viewer, before, { status: next.status, authorId: request.body.authorId }),
      );
      return answerSave(reply, viewer, result, (post, action) =>
        request.audit({ action, targetType: 'post', targetId: post.id, details: postFacts(post) }),
      );
    },
  );

  app.post(
    '/api/blogs/:id/unschedule',
    {
      config: { permission: 'posts.write' },
      schema: {
        tags: ['blogs'],
        summary: 'A scheduled post back to draft (staff)',
        params: idParamsSchema,
        body: unscheduleBody,
        response: { 200: blogSchema, ...writeErrors, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const expected = expectedVersion(request.headers['if-match'], request.body.version);
      const viewer = viewerOf(user);
      const result = await blogs.unschedule(request.params.id, { id: user.id, name: user.name }, expected, (before, next) =>
        assertCanSave(viewer, before, { status: next.status }),
      );
      return answerSave(reply, viewer, result, (post) =>
        request.audit({ action: 'post.unscheduled', targetType: 'post', targetId: post.id, details: postFacts(post) }),
      );
    },
  );

  deleteRoute(app, blogs, onChange);
};

export default blogWriteRoutes;
