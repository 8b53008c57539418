import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { blogConflictSchema, blogSchema } from '@contract/blogs';
import { blogEventListSchema, restoreBody, revisionListSchema, revisionParams, revisionSchema } from '@contract/blog-revisions';
import { idParamsSchema, staffErrors } from '@contract/common';
import { NotFoundError } from '../../lib/errors';
import { expectedVersion } from '../../lib/if-match';
import { requireUser } from '../../plugins/app/auth';
import { toBlog } from '../../repositories/blogs';
import { addRevisionRoutes } from '../documents/revision-routes';
import type { BlogPluginOptions } from './blog-plugin-options';
import { setPostEtag } from './blog-writes';

/** Revisions of a post: list, one, restore; its history (decision 048). */
const revisionsRoutes: FastifyPluginAsyncZod<BlogPluginOptions> = async (app, { repos, blogs, onChange }) => {
  const revisions = repos.blogRevisions;

  addRevisionRoutes(app, {
    revisions,
    tag: 'blogs',
    permission: 'posts.write',
    path: '/api/blogs/:id',
    params: idParamsSchema,
    revisionParams,
    refOf: ({ id }) => id!,
    notFound: 'Blog not found',
    list: { summary: 'A post’s revisions, newest first (staff): one per explicit save; X-Total-Count gives the total', response: revisionListSchema },
    one: { summary: 'One revision with its content and settings (staff)', response: revisionSchema },
  });

  app.post(
    '/api/blogs/:id/revisions/:revisionId/restore',
    {
      config: { permission: 'posts.write' },
      schema: {
        tags: ['blogs'],
        summary:
          'Restore a revision (staff): into the post on a draft or scheduled post (a new version and revision), into the working copy on a published one (visitors unaffected until Update). Never changes the address, state or schedule. A stale `version`/If-Match answers 409.',
        params: revisionParams,
        body: restoreBody,
        response: { 200: blogSchema, ...staffErrors, 409: blogConflictSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const expected = expectedVersion(request.headers['if-match'], request.body.version);
      const { id, revisionId } = request.params;
      const result = await revisions.restore(id, revisionId, { id: user.id, name: user.name }, expected);
      if (result.status === 'not-found') throw new NotFoundError('Revision not found');
      setPostEtag(reply, result.post.version);
      if (result.status === 'conflict') {
        const name = result.post.updatedByName || result.post.author || 'someone';
        const at = result.post.updatedAt.toISOString();
        return reply.code(409).send({ message: `Changed by ${name} at ${at}`, current: toBlog(result.post), changedBy: { name, at } });
      }
      await request.audit({
        action: 'post.restored',
        targetType: 'post',
        targetId: id,
        details: { revisionId, into: result.status, title: result.post.title.slice(0, 200) },
      });
      if (result.status === 'row') await onChange();
      return { ...toBlog(result.post), workingCopy: await blogs.workingCopy(id) };
    },
  );

  app.get(
    '/api/blogs/:id/history',
    {
      config: { permission: 'posts.write' },
      schema: {
        tags: ['blogs'],
        summary: 'A post’s history, newest first, at most 200 lines (staff)',
        params: idParamsSchema,
        response: { 200: blogEventListSchema, ...staffErrors },
      },
    },
    async (request, reply) => {
      const events = await revisions.history(request.params.id);
      if (!events) throw new NotFoundError('Blog not found');
      reply.header('cache-control', 'no-store');
      return events;
    },
  );
};

export default revisionsRoutes;
