import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '@contract/common';
import { inboundMailResult, INBOUND_MAIL_MAX_BYTES } from '@contract/inbound';
import { BadRequestError, NotFoundError, UnauthorizedError } from '../../lib/errors';
import { ingestInboundMail } from '../../mail/inbound-ingest';
import type { ReplyRouting } from '../../mail/reply-routing';
import { bearerMatches } from '../../observability/metrics-auth';
import type { Repositories } from '../../repositories/index';
import { toLeadMessage } from '../leads/lead-view';

export interface InboundRouteOptions {
  repos: Repositories;
  /** INBOUND_TOKEN; unset = the route answers 404, as if it did not exist (like /metrics without METRICS_TOKEN). */
  token: string | undefined;
  routing: ReplyRouting | undefined;
}

const TOO_LARGE = `The message is larger than ${INBOUND_MAIL_MAX_BYTES / 1024 / 1024} MB: it was not stored`;

/**
 * Mail that comes back to the desk (decision 129): a provider's inbound webhook posts the raw RFC 5322
 * message, which goes through the same ingestion as a message fetched from IMAP_URL (decision 132).
 */
const inboundRoutes: FastifyPluginAsyncZod<InboundRouteOptions> = async (app, { repos, token, routing }) => {
  // The raw message as it is, whichever of the two types the provider names (only in this plugin).
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser(['message/rfc822', 'text/plain'], { parseAs: 'buffer', bodyLimit: INBOUND_MAIL_MAX_BYTES }, (_request, body, done) =>
    done(null, body),
  );
  app.post(
    '/api/inbound/mail',
    {
      bodyLimit: INBOUND_MAIL_MAX_BYTES,
      config: { tooLargeMessage: TOO_LARGE },
      schema: {
        tags: ['inbound'],
        summary:
          'Mail to the desk (INBOUND_TOKEN as Bearer; 404 when unset): the raw RFC 5322 message as message/rfc822 or text/plain, at most 10 MB. 201 stored, 200 already stored (by Message-ID), ignored or a bounce',
        response: { 200: inboundMailResult, 201: inboundMailResult, ...errorResponses(400, 401, 404, 413) },
      },
    },
    async (request, reply) => {
      if (!token) throw new NotFoundError();
      if (!bearerMatches(request.headers.authorization, token)) throw new UnauthorizedError('A valid INBOUND_TOKEN is required');
      if (!Buffer.isBuffer(request.body) || request.body.length === 0) {
        throw new BadRequestError('Request body: the raw message is required (message/rfc822 or text/plain)', [
          { field: 'body', message: 'The raw message is required' },
        ]);
      }
      const done = await ingestInboundMail({ repos, jobs: app.jobs, routing, log: request.log }, request.body);
      if (done.status === 'invalid') throw new BadRequestError(`Request body: ${done.problem}`, [{ field: 'body', message: done.problem }]);
      if (done.status === 'bounce' || done.status === 'ignored')
        return reply
          .code(200)
          .send({ status: done.status, leadId: done.status === 'bounce' ? done.leadId : null, newLead: false, reopened: false, message: null });
      return reply.code(done.status === 'stored' ? 201 : 200).send({
        status: done.status,
        leadId: done.message.leadId,
        newLead: done.newLead,
        reopened: done.reopened,
        message: toLeadMessage(done.message, null),
      });
    },
  );
};

export default inboundRoutes;
