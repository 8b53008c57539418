import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { analyticsBeaconBody } from '@contract/analytics';
import { errorResponses } from '@contract/common';
import { BadRequestError } from '../../lib/errors';
import { hasSessionCookie } from '../../plugins/app/auth';
import type { FormRateLimit } from '../../plugins/app/form-rate-limit';

/**
 * ANALYTICS_BEACON=true (decision 067): a CDN answers the cached pages, so each page's inline
 * script (contract/page-scripts.ts ANALYTICS_BEACON_SCRIPT) reports the view here instead. Sent
 * with navigator.sendBeacon as text/plain (no CORS preflight); no cookie is read or set.
 */
const beaconRoutes: FastifyPluginAsyncZod<{ rateLimit: FormRateLimit }> = async (app, { rateLimit }) => {
  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => done(null, body));
  app.post(
    '/api/analytics/hit',
    {
      config: { rateLimit },
      schema: {
        tags: ['analytics'],
        summary: 'Count one page view (beacon mode): text/plain JSON {p: path with query, r: document.referrer}; nothing is answered',
        response: { 204: z.null(), ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(String(request.body));
      } catch {
        throw new BadRequestError('Body: not valid JSON', [{ field: 'body', message: 'Not valid JSON' }]);
      }
      const body = analyticsBeaconBody.safeParse(parsed);
      if (!body.success) {
        const issue = body.error.issues[0];
        const field = String(issue?.path[0] ?? 'body');
        throw new BadRequestError(`${field}: ${issue?.message ?? 'not valid'}`, [{ field, message: issue?.message ?? 'Not valid' }]);
      }
      // Staff reading their own pages are not visitors.
      if (!hasSessionCookie(request.headers.cookie)) {
        app.analytics.counter.count({ url: body.data.p, referrer: body.data.r, ip: request.ip, userAgent: request.headers['user-agent'] });
      }
      return reply.code(204).send(null);
    },
  );
};

export default beaconRoutes;
