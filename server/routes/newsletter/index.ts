import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, idParamsSchema, staffErrors } from '@contract/common';
import { newsletterSendAccepted, newsletterSendBody, newsletterSendListSchema, newsletterSendSchema } from '@contract/newsletter';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { NEWSLETTER_SEND_QUEUE, queueNewsletterSend } from '../../mail/index';
import { requireUser } from '../../plugins/app/auth';
import type { BlogsRepository } from '../../repositories/blogs';
import type { NewsletterSendsRepository } from '../../repositories/newsletter-sends';

const errors = { ...staffErrors, ...errorResponses(409) };

const REFUSALS = {
  draft: 'Only a published post can be sent as a newsletter',
  'already-sent': 'This post was already sent as a newsletter; send it with resend to mail it again',
  'no-subscribers': 'There are no confirmed subscribers to send to',
} as const;

/** Staff send a published post to the newsletter's confirmed subscribers (decision 019). */
const newsletterRoutes: FastifyPluginAsyncZod<{ sends: NewsletterSendsRepository; blogs: BlogsRepository }> = async (app, { sends, blogs }) => {
  app.post(
    '/api/blogs/:id/newsletter',
    {
      config: { permission: 'newsletter.send' },
      schema: {
        tags: ['newsletter'],
        summary: 'Send a published post as a newsletter: a test to yourself, or once to every confirmed subscriber (staff); 202 with the send id',
        params: idParamsSchema,
        // No body at all is the real send.
        body: newsletterSendBody.nullish(),
        response: { 202: newsletterSendAccepted, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { test = false, resend = false } = request.body ?? {};
      const result = await sends.create(
        { blogId: request.params.id, userId: user.id, resend, ...(test ? { testEmail: user.email } : {}) },
        async (tx, id) => {
          await queueNewsletterSend(app.jobs, tx, id);
          await request.audit({ action: 'post.sent', targetType: 'post', targetId: request.params.id, details: { send: id, test, resend } }, tx);
        },
      );
      if (result.kind === 'not-found') throw new NotFoundError('Blog not found');
      if (result.kind !== 'queued') throw new ConflictError(REFUSALS[result.kind], result.kind === 'already-sent' ? 'resend' : undefined);
      app.jobs.nudge(NEWSLETTER_SEND_QUEUE);
      return reply.code(202).send({ id: result.id });
    },
  );

  app.get(
    '/api/blogs/:id/newsletter',
    {
      config: { permission: 'newsletter.send' },
      schema: {
        tags: ['newsletter'],
        summary: "A post's newsletter sends, newest first, with sent, failed and remaining counts, and how many addresses are confirmed now (staff)",
        params: idParamsSchema,
        response: { 200: newsletterSendListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const post = await blogs.findBySlugOrId(request.params.id, false);
      if (!post || post.id !== request.params.id) throw new NotFoundError('Blog not found');
      const [list, confirmedSubscribers] = await Promise.all([sends.listForBlog(post.id), sends.confirmedCount()]);
      reply.header('cache-control', 'no-store');
      return { confirmedSubscribers, sends: list };
    },
  );

  app.get(
    '/api/newsletter-sends/:id',
    {
      config: { permission: 'newsletter.send' },
      schema: {
        tags: ['newsletter'],
        summary: 'One newsletter send with its sent, failed and remaining counts (staff)',
        params: idParamsSchema,
        response: { 200: newsletterSendSchema, ...errors },
      },
    },
    async (request, reply) => {
      const send = await sends.findById(request.params.id);
      if (!send) throw new NotFoundError('Newsletter send not found');
      reply.header('cache-control', 'no-store');
      return send;
    },
  );
};

export default newsletterRoutes;
