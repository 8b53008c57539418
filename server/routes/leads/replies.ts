import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, staffErrors } from '@contract/common';
import { leadReplyBody, leadReplyResult } from '@contract/leads';
import type { Repositories } from '../../repositories/index';
import { BadRequestError, NotFoundError } from '../../lib/errors';
import { LEAD_REPLY_QUEUE, queueLeadReply, replyMessageId } from '../../mail/index';
import type { ReplyRouting } from '../../mail/reply-routing';
import { requireUser } from '../../plugins/app/auth';
import { checkLeadId, LEAD_NOT_FOUND } from './pipeline-common';

/** Answer from the lead (decision 041): the mail goes From MAIL_FROM with Reply-To the staff member, through a durable job. */
const leadReplyRoutes: FastifyPluginAsyncZod<{ repos: Repositories; siteUrl: string; routing?: ReplyRouting }> = async (
  app,
  { repos, siteUrl, routing },
) => {
  app.post(
    '/api/contacts/:id/emails',
    {
      config: { permission: 'leads.work' },
      schema: {
        tags: ['contacts'],
        summary:
          "Email the lead (staff): From MAIL_FROM, Reply-To the lead's routing address (INBOUND_ADDRESS) or else the signed-in person, kept in the lead's history with its body",
        params: idParamsSchema,
        body: leadReplyBody,
        response: { 201: leadReplyResult, ...staffErrors },
      },
    },
    async (request, reply) => {
      const leadId = request.params.id;
      checkLeadId(leadId);
      const user = requireUser(request);
      await repos.queries.assertLeadInScope(user, leadId, LEAD_NOT_FOUND);
      const done = await repos.queries.storeLeadReply(
        leadId,
        request.body,
        { id: user.id, name: user.name, email: user.email },
        {
          // With INBOUND_ADDRESS the answer comes back to the lead (decision 129), else to the person who wrote.
          ...(routing ? { replyTo: await routing.addressFor(leadId) } : {}),
          messageIdOf: (replyId) => replyMessageId(leadId, replyId, siteUrl),
          inTransaction: async (tx, replyId) => {
            await queueLeadReply(app.jobs, tx, replyId);
            await app.webhookEvents.leadReplied(tx, { leadId, subject: request.body.subject, byName: user.name });
          },
          audit: (tx, entry) => request.audit({ ...entry, targetType: 'lead', targetId: leadId }, tx),
        },
      );
      if (done.status === 'no-lead') throw new NotFoundError(LEAD_NOT_FOUND);
      if (done.status === 'spam') throw new BadRequestError('Restore the lead before replying: it is quarantined as spam');
      if (done.status === 'no-saved-reply') {
        throw new BadRequestError('savedReplyId is not a saved reply', [{ field: 'savedReplyId', message: 'savedReplyId is not a saved reply' }]);
      }
      app.jobs.nudge(LEAD_REPLY_QUEUE);
      return reply.code(201).send({ message: `Reply sent to ${done.to}`, messageId: done.messageId });
    },
  );
};

export default leadReplyRoutes;
