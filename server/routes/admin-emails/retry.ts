import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, idParamsSchema, staffErrors } from '@contract/common';
import { emailRetryFailedResponse, emailRetryResponse } from '@contract/emails';
import type { Repositories } from '../../repositories/index';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { isUuid } from '@contract/ids';
import { EMAIL_RESEND_QUEUE, queueEmailResends } from '../../mail/index';
import { toEmail } from './email-view';

const errors = errorResponses(400, 401, 403);

/**
 * "Retry" in the outbox (admins only): a failed message goes back to `retrying` and is queued, in
 * one transaction, for another round of tries (24 h again); sent with the same Message-ID.
 */
const emailRetryRoutes: FastifyPluginAsyncZod<{ repos: Repositories }> = async (app, { repos }) => {
  const failed = repos.failedEmails;

  /** Back to `retrying` and queued (all failed ones when no id), audited in the same transaction. */
  async function retry(request: FastifyRequest, id?: string) {
    const rows = await repos.transaction(async (tx) => {
      const changed = await failed.markForRetry(tx, id);
      if (!changed.length) return changed;
      await queueEmailResends(
        app.jobs,
        tx,
        changed.map((r) => r.id),
        new Date(),
      );
      const [one] = changed;
      await request.audit(
        id && one
          ? { action: 'email.retried', targetType: 'email', targetId: one.id, details: { kind: one.kind, to: one.to } }
          : { action: 'email.retried', targetType: 'email', targetId: 'failed', details: { count: changed.length } },
        tx,
      );
      return changed;
    });
    if (rows.length) app.jobs.nudge(EMAIL_RESEND_QUEUE);
    return rows;
  }

  app.post(
    '/api/admin/emails/:id/retry',
    {
      config: { permission: 'outbox.read' },
      schema: {
        tags: ['emails'],
        summary: 'Send a failed message again (admins only)',
        params: idParamsSchema,
        response: { 202: emailRetryResponse, ...staffErrors, ...errorResponses(409) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const current = isUuid(id) ? await failed.findById(id) : undefined;
      if (!current) throw new NotFoundError('No such email');
      const [row] = await retry(request, id);
      if (!row) throw new ConflictError(`Only a failed message can be retried; this one is ${current.status}`, 'status');
      return reply.code(202).send({ email: toEmail(row) });
    },
  );

  app.post(
    '/api/admin/emails/retry-failed',
    {
      config: { permission: 'outbox.read' },
      schema: { tags: ['emails'], summary: 'Send every failed message again (admins only)', response: { 202: emailRetryFailedResponse, ...errors } },
    },
    async (request, reply) => {
      const rows = await retry(request);
      return reply.code(202).send({ retried: rows.length });
    },
  );
};

export default emailRetryRoutes;
