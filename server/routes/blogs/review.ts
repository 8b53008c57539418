import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { blogSchema } from '@contract/blogs';
import { errorResponses, idParamsSchema, staffErrors } from '@contract/common';
import { isUuid } from '@contract/ids';
import { can } from '@contract/roles';
import { BadRequestError, NotFoundError } from '../../lib/errors';
import { assertCanEdit } from '../../lib/post-access';
import { POST_REVIEW_QUEUE, queuePostReview } from '../../mail/index';
import { requireUser } from '../../plugins/app/auth';
import { toBlog } from '../../repositories/blogs';
import type { BlogPluginOptions } from './blog-plugin-options';
import { setPostEtag } from './blog-writes';

/** "Submit for review" (decision 055): a contributor's own draft waits for an editor, who is mailed. */
const reviewRoutes: FastifyPluginAsyncZod<BlogPluginOptions> = async (app, { repos }) => {
  app.post(
    '/api/blogs/:id/submit',
    {
      config: { permission: 'posts.write' },
      schema: {
        tags: ['blogs'],
        summary:
          'Submit one’s own draft for review (contributors): editors and administrators are emailed and publish it; roles that can publish are told to publish instead (400)',
        params: idParamsSchema,
        response: { 200: blogSchema, ...staffErrors, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      if (can(user.role, 'posts.publish')) {
        throw new BadRequestError('You can publish this post yourself: publish it instead of submitting it for review');
      }
      if (!isUuid(request.params.id)) throw new NotFoundError('Blog not found');
      const post = await repos.queries.submitForReview(
        request.params.id,
        { id: user.id, name: user.name },
        (current) => {
          assertCanEdit(user, current);
          if (current.status !== 'draft') throw new BadRequestError('Only a draft can be submitted for review');
        },
        async (tx, submitted) => {
          await queuePostReview(app.jobs, tx, { blogId: submitted.id, version: submitted.version, submitterId: user.id, submitter: user.name });
          await request.audit(
            { action: 'post.submitted', targetType: 'post', targetId: submitted.id, details: { title: submitted.title.slice(0, 200) } },
            tx,
          );
        },
      );
      if (!post) throw new NotFoundError('Blog not found');
      app.jobs.nudge(POST_REVIEW_QUEUE);
      setPostEtag(reply, post.version);
      return toBlog(post);
    },
  );
};

export default reviewRoutes;
