import { randomBytes } from 'node:crypto';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyReply {
    /** Per-response nonce for the few inline scripts server rendering needs. */
    scriptNonce: string;
  }
}

const API_POLICY = "default-src 'none'; script-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

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
    // Only over TLS: an HSTS header on plain http would be ignored at best.
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    if (request.url.startsWith('/api/') || request.url.startsWith('/uploads/')) {
      // JSON and images run nothing: the strictest policy, and no nonce to make.
      reply.header('content-security-policy', API_POLICY);
      return;
    }
    const nonce = randomBytes(16).toString('base64');
    reply.scriptNonce = nonce;
    reply.header(
      'content-security-policy',
      [
        "default-src 'self'",
        `script-src 'self' 'nonce-${nonce}'`,
        "style-src 'self' 'unsafe-inline'",
        // The API's own host serves uploaded images when it runs apart (over plain http on loopback too).
        `img-src 'self' data: https: ${opts.connectOrigins.join(' ')}`.trim(),
        "font-src 'self'",
        `connect-src ${connect}`,
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ].join('; '),
    );
  });
}
