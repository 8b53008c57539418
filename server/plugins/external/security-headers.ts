import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import helmet, { strictTransportSecurity, type HelmetOptions } from 'helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { PUBLIC_INLINE_SCRIPTS } from '@contract/page-scripts';

declare module 'fastify' {
  interface FastifyReply {
    /** Per-response nonce for the few inline scripts server rendering needs. */
    scriptNonce: string;
  }
}

/** CSP source for an inline element with exactly this text. */
export const cspHash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** Public pages' inline scripts (web/root.tsx): allowed by hash, so cached pages carry no nonce (the beacon's only sent with ANALYTICS_BEACON). */
export const PUBLIC_SCRIPT_HASHES = PUBLIC_INLINE_SCRIPTS.map(cspHash).join(' ');

/** Powerful features no page of the site uses, off for every response (and for anything it frames). */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), interest-cohort=()';

/**
 * Helmet's choices for this site. Every answer's helmet headers are read from these once (below) and
 * sent as one table: by the hook here, and as they are by the answers that skip Fastify
 * (server/web/static-assets.ts, page-hits-first.ts), so no path can state a header of its own.
 */
const HELMET_OPTIONS: HelmetOptions = {
  // Ours, per response (the hook below).
  contentSecurityPolicy: false,
  // Over TLS only (HSTS below).
  strictTransportSecurity: false,
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: { policy: 'same-site' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  xFrameOptions: { action: 'deny' },
};

/** The headers a helmet middleware sets: the same for every request, so read once from a stand-in answer. */
function headersSetBy(middleware: ReturnType<typeof helmet>): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  const recorder = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    removeHeader: () => undefined,
  };
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return headers;
}

/** What helmet, with the options above, gives every answer. */
export const HELMET_HEADERS: Readonly<OutgoingHttpHeaders> = Object.freeze(headersSetBy(helmet(HELMET_OPTIONS)));

/** Strict-Transport-Security (helmet's default: a year, subdomains included), sent only over TLS. */
const HSTS = headersSetBy(strictTransportSecurity());

const OVER_HTTP: Readonly<OutgoingHttpHeaders> = Object.freeze({ ...HELMET_HEADERS, 'permissions-policy': PERMISSIONS_POLICY });
const OVER_TLS: Readonly<OutgoingHttpHeaders> = Object.freeze({ ...OVER_HTTP, ...HSTS });

/**
 * Every answer's security headers but its policy: helmet's, the permissions policy and, only over
 * TLS (on plain http it would be ignored at best), HSTS. The hook below and the page-cache hits
 * answered before Fastify (server/web/page-hits-first.ts) send these.
 */
export const everyAnswersHeaders = (tls: boolean): Readonly<OutgoingHttpHeaders> => (tls ? OVER_TLS : OVER_HTTP);

/** JSON, images and files run nothing: the strictest policy. */
export const API_POLICY = "default-src 'none'; script-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * Helmet's headers, plus a CSP with no 'unsafe-inline' scripts: fully hydrated screens (staff,
 * sign-in) use this response's nonce; public pages' two inline scripts are allowed by their hashes, and
 * a cached public page is sent with publicPagePolicy() instead (no nonce, no inline styles but its own).
 */
export async function registerSecurityHeaders(app: FastifyInstance, opts: { connectOrigins: string[] }) {
  const connect = ["'self'", ...opts.connectOrigins].join(' ');
  const scriptNoncePolicy = (nonce: string) =>
    pagePolicy({ connect, images: opts.connectOrigins, scripts: `'nonce-${nonce}' ${PUBLIC_SCRIPT_HASHES}`, styles: "'unsafe-inline'" });
  // Made once: what a response that never asked for a nonce (a cached page, an asset) is sent with.
  const noNoncePolicy = pagePolicy({ connect, images: opts.connectOrigins, scripts: PUBLIC_SCRIPT_HASHES, styles: "'unsafe-inline'" });
  // The nonce is made when a render first reads it (fully hydrated screens); a cached page or an
  // asset never does, so it costs them no random bytes and no policy string of its own.
  app.decorateReply('scriptNonce', {
    getter(this: FastifyReply) {
      let nonce = nonces.get(this);
      if (nonce === undefined) {
        nonce = randomBytes(16).toString('base64');
        nonces.set(this, nonce);
        this.header('content-security-policy', scriptNoncePolicy(nonce));
      }
      return nonce;
    },
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(everyAnswersHeaders(request.protocol === 'https'));
    // JSON and images run nothing: the strictest policy.
    reply.header('content-security-policy', request.url.startsWith('/api/') || request.url.startsWith('/uploads/') ? API_POLICY : noNoncePolicy);
  });
}

const nonces = new WeakMap<FastifyReply, string>();

/** This response's nonce if its render read one, else '' (nothing in it can carry a nonce). */
export const nonceIfMade = (reply: FastifyReply): string => nonces.get(reply) ?? '';

/**
 * The policy of a page without a nonce (server/web/mount.ts sends it with cached public pages):
 * its inline scripts and its inline stylesheet are allowed by hash and nothing else inline is.
 */
export function publicPagePolicy(opts: { connectOrigins: string[]; inlineCss: string | null }): string {
  return pagePolicy({
    connect: ["'self'", ...opts.connectOrigins].join(' '),
    images: opts.connectOrigins,
    scripts: PUBLIC_SCRIPT_HASHES,
    styles: opts.inlineCss === null ? '' : cspHash(opts.inlineCss),
  });
}

function pagePolicy({ connect, images, scripts, styles }: { connect: string; images: string[]; scripts: string; styles: string }): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scripts}`,
    `style-src 'self'${styles ? ` ${styles}` : ''}`,
    // The API's own host serves uploaded images when it runs apart (over plain http on loopback too).
    `img-src 'self' data: https: ${images.join(' ')}`.trim(),
    "font-src 'self'",
    `connect-src ${connect}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
