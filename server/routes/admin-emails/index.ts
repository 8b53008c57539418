import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '@contract/common';
import { emailListQuery, emailListResponse } from '@contract/emails';
import type { EmailsRepository } from '../../repositories/emails';
import { toEmail } from './email-view';

/** The outbox: every message the site sent or, without SMTP_URL, would have sent (admins only). */
const adminEmailRoutes: FastifyPluginAsyncZod<{ emails: EmailsRepository; smtpConfigured: boolean }> = async (app, { emails, smtpConfigured }) => {
  app.get(
    '/api/admin/emails',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['emails'],
        summary: 'Outgoing emails, newest first, paged (admins only)',
        querystring: emailListQuery,
        response: { 200: emailListResponse, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request, reply) => {
      const { page, limit } = request.query;
      const { rows, total, failed } = await emails.page(page, limit);
      reply.header('cache-control', 'no-store');
      return { emails: rows.map(toEmail), total, page, limit, smtpConfigured, failed };
    },
  );
};

export default adminEmailRoutes;
