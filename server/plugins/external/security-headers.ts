import { randomBytes } from 'node:crypto';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyReply {
    /** Per-response nonce for the few inline scripts server rendering needs. */
    scriptNonce: string;
  }
}

/** Helmet's headers, plus a per-response CSP whose scripts need our nonce (no 'unsafe-inline'). */
export async function registerSecurityHeaders(app: FastifyInstance, opts: { connectOrigins: string[] }) {
  await app.register(helmet, {
    contentSecurityPolicy: false,
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
  });
  app.decorateReply('scriptNonce', '');
  const connect = ["'self'", ...opts.connectOrigins].join(' ');
  app.addHook('onRequest', async (request, reply) => {
    const nonce = randomBytes(16).toString('base64');
    reply.scriptNonce = nonce;
    reply.header(
      'content-security-policy',
      [
        "default-src 'self'",
        `script-src 'self' 'nonce-${nonce}'`,
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: https:",
        "font-src 'self'",
        `connect-src ${connect}`,
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ].join('; '),
    );
    // Only over TLS: an HSTS header on plain http would be ignored at best.
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
}
