import type { FastifyInstance } from 'fastify';
import type { Repositories } from '../../repositories/index';
import { createAppMetrics, type AppMetrics } from '../../observability/app-metrics';
import { isInProcessRequest } from '../../lib/in-process-read';
import { countInProcessRequest, countRequest } from '../../observability/metrics';
import { bearerMatches } from '../../observability/metrics-auth';
import { nameRequestSpan } from '../../observability/tracer';

declare module 'fastify' {
  interface FastifyInstance {
    /** Prometheus's text for this app (decision 068); METRICS_PORT's listener (server/observability/metrics-server.ts) serves it too. */
    metrics: AppMetrics;
  }
}

/**
 * Requests counted by route pattern and status (never the raw URL; a page render's in-process API calls
 * apart), the request's trace span named
 * after its route, and GET /metrics on this port when METRICS_TOKEN is set (decision 068).
 */
export function registerMetrics(app: FastifyInstance, { repos, token }: { repos: Pick<Repositories, 'appMetrics'>; token: string | undefined }) {
  const metrics = createAppMetrics(repos.appMetrics);
  app.decorate('metrics', metrics);
  app.addHook('onRequest', async (request) => {
    nameRequestSpan(request.method, request.routeOptions.url ?? 'unmatched');
  });
  app.addHook('onResponse', async (request, reply) => {
    // A page render's own API calls are part of the page's request, not requests of their own (issue 43).
    if (isInProcessRequest(request.headers)) return countInProcessRequest(request.method, request.routeOptions.url ?? 'unmatched', reply.statusCode);
    countRequest(request.method, request.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000);
  });
  if (!token) return;
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!bearerMatches(request.headers.authorization, token)) {
      return reply.code(401).header('www-authenticate', 'Bearer').send({ message: 'A valid METRICS_TOKEN is required' });
    }
    return reply.type(metrics.contentType).send(await metrics.text());
  });
}
