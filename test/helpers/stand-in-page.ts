import type { FastifyInstance } from 'fastify';
import { createInProcessFetch } from '../../server/web/in-process-fetch';

/**
 * A page at every path outside /api that reads `reads` from the API as the web app's loaders do
 * (in-process-fetch.ts), rendered on each request (no page cache): runs without a web build.
 */
export function standInPage(reads: string[]) {
  return async (app: FastifyInstance) => {
    app.get('/*', async (request, reply) => {
      const apiFetch = createInProcessFetch(app, request.ip);
      const statuses = [];
      for (const read of reads) statuses.push((await apiFetch(`http://in-process${read}`)).status);
      return reply.type('text/html; charset=utf-8').send(`<p>${statuses.join(' ')}</p>`);
    });
  };
}
