import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

export interface AccessLogLine {
  method: string;
  url: string;
  statusCode: number;
  ms: number;
}

/**
 * Which answers get a request line, for ACCESS_LOG's share (decision 106): 1 every one, 0 none,
 * 0.1 one in ten at random; an answer with a server error (5xx) always does, whatever the share.
 */
function accessLogged(share: number): (statusCode: number) => boolean {
  if (share >= 1) return () => true;
  return (statusCode) => statusCode >= 500 || (share > 0 && Math.random() < share);
}

/** The request line of an answer sent outside Fastify (server/web/page-hits-first.ts), by the same rule. */
export function createAccessLog(log: FastifyBaseLogger, share = 1): (line: AccessLogLine) => void {
  const logged = accessLogged(share);
  return (line) => {
    if (logged(line.statusCode)) log.info(line, 'request');
  };
}

/**
 * One log line per answered request, at info: method, path, status and time (Fastify's own pair of
 * lines, "incoming request" and "request completed", is turned off in app.ts). On a terminal it
 * reads `GET /blog 200 8 ms` (terminal-log.ts), so a start-up message is not scrolled away.
 * ACCESS_LOG may make it a share of them, or none (a proxy in front that logs already).
 */
export function registerRequestLog(app: FastifyInstance, share = 1) {
  const logged = accessLogged(share);
  app.addHook('onResponse', async (request, reply) => {
    if (!logged(reply.statusCode)) return;
    const ms = Math.round(reply.elapsedTime);
    request.log.info({ method: request.method, url: request.url, statusCode: reply.statusCode, ms }, 'request');
  });
}
