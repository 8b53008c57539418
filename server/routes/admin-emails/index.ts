import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffErrors as errors } from '@contract/common';
import { emailListQuery, emailListSchema, emailSummarySchema } from '@contract/emails';
import { sendPage } from '../../lib/paging';
import type { EmailsRepository } from '../../repositories/emails';
import { dkimDnsRecord, type DkimSettings } from '../../mail/dkim';
import { toEmail } from './email-view';

/** The outbox: every message the site sent or, without SMTP_URL, would have sent (admins only). */
const adminEmailRoutes: FastifyPluginAsyncZod<{ emails: EmailsRepository; smtpConfigured: boolean; dkim?: DkimSettings }> = async (
  app,
  { emails, smtpConfigured, dkim: signing },
) => {
  const dkim = signing ? { domain: signing.domainName, selector: signing.keySelector, ...dkimDnsRecord(signing) } : null;
  app.get(
    '/api/admin/emails',
    {
      config: { permission: 'outbox.read', totalCount: true },
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
        summary:
          'Whether mail leaves the site (SMTP_URL set), how many messages failed for good, and the DKIM record to publish when mail is signed (admins only)',
        response: { 200: emailSummarySchema, ...errors },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { smtpConfigured, failed: await emails.failedCount(), dkim };
    },
  );
};

export default adminEmailRoutes;
