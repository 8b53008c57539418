import type { FastifyInstance } from 'fastify';

/**
 * One log line per answered request, at info: method, path, status and time (Fastify's own pair of
 * lines, "incoming request" and "request completed", is turned off in app.ts). On a terminal it
 * reads `GET /blog 200 8 ms` (terminal-log.ts), so a start-up message is not scrolled away.
 */
export function registerRequestLog(app: FastifyInstance) {
  app.addHook('onResponse', async (request, reply) => {
    const ms = Math.round(reply.elapsedTime);
    request.log.info({ method: request.method, url: request.url, statusCode: reply.statusCode, ms }, 'request');
  });
}
