import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffErrors as errors } from '@contract/common';
import { emailListQuery, emailListSchema, emailSummarySchema } from '@contract/emails';
import { sendPage } from '../../lib/paging';
import type { EmailsRepository } from '../../repositories/emails';
import { toEmail } from './email-view';

/** The outbox: every message the site sent or, without SMTP_URL, would have sent (admins only). */
const adminEmailRoutes: FastifyPluginAsyncZod<{ emails: EmailsRepository; smtpConfigured: boolean }> = async (app, { emails, smtpConfigured }) => {
  app.get(
    '/api/admin/emails',
    {
      config: { permission: 'outbox.read' },
      schema: {
        tags: ['emails'],
        summary: 'One page of outgoing emails, newest first unless sorted, optionally of one status (admins only); X-Total-Count holds the total',
        querystring: emailListQuery,
        response: { 200: emailListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { status, ...paging } = request.query;
      const { rows, total } = await emails.page({ status }, paging);
      sendPage(reply, total);
      return rows.map(toEmail);
    },
  );

  app.get(
    '/api/admin/emails/summary',
    {
      config: { permission: 'outbox.read' },
      schema: {
        tags: ['emails'],
        summary: 'Whether mail leaves the site (SMTP_URL set) and how many messages failed for good (admins only)',
        response: { 200: emailSummarySchema, ...errors },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { smtpConfigured, failed: await emails.failedCount() };
    },
  );
};

export default adminEmailRoutes;
