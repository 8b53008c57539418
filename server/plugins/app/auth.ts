import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '@contract/choices';
import type { UserRow } from '../../db/schema/index';
import { ForbiddenError, UnauthorizedError } from '../../lib/errors';
import { addVary } from '../../lib/vary';
import type { ActiveSession, SessionsRepository } from '../../repositories/sessions';

export const SESSION_COOKIE = 'sid';
export const DEVICE_COOKIE = 'did';

/**
 * Cookie names and flags. Over TLS (SITE_URL https) the names take the __Host- prefix: the browser
 * then only keeps them when Secure, Path=/ and without Domain, so no subdomain can plant or widen them.
 */
export interface CookiePolicy {
  session: string;
  device: string;
  secure: boolean;
}
export function cookiePolicy(siteUrl: string): CookiePolicy {
  const tls = siteUrl.startsWith('https://');
  return tls
    ? { session: `__Host-${SESSION_COOKIE}`, device: `__Host-${DEVICE_COOKIE}`, secure: true }
    : { session: SESSION_COOKIE, device: DEVICE_COOKIE, secure: false };
}

/** The session cookie in a Cookie header, under either policy's name. */
export const SESSION_COOKIE_PATTERN = new RegExp(`(^|;\\s*)(__Host-)?${SESSION_COOKIE}=`);

/** Pages use it to tell signed-in visitors apart (never cached, never served from the page cache). */
export const hasSessionCookie = (cookieHeader: string | undefined): boolean => SESSION_COOKIE_PATTERN.test(cookieHeader ?? '');

/**
 * Who may call a route: set as `config: { auth: 'staff' }` on the route. Every account is staff
 * (decision 033: the former 'signed-in' was the same check), so 'staff' is any signed-in account
 * and 'admin' the admins only.
 */
export type RouteAuth = 'staff' | 'admin';

declare module 'fastify' {
  interface FastifyRequest {
    session: ActiveSession | null;
    /** How the caller proved who they are: unsafe cookie requests get the CSRF check. */
    authVia: 'cookie' | 'bearer' | null;
  }
  interface FastifyContextConfig {
    auth?: RouteAuth;
    /** The answer differs with the session (drafts for staff): Vary: Cookie, Authorization. */
    variesBySession?: boolean;
  }
  interface FastifyInstance {
    sessions: SessionsRepository;
    cookiePolicy: CookiePolicy;
  }
}

function tokenFrom(request: FastifyRequest, cookieName: string): { token: string; via: 'cookie' | 'bearer' } | null {
  const header = request.headers.authorization;
  if (header && /^Bearer\s+/i.test(header)) {
    const token = header.replace(/^Bearer\s+/i, '').trim();
    if (token) return { token, via: 'bearer' };
  }
  const cookie = request.cookies[cookieName];
  return cookie ? { token: cookie, via: 'cookie' } : null;
}

const roleAllows = (role: Role, need: RouteAuth) => need !== 'admin' || role === 'admin';

export const requireUser = (request: FastifyRequest): UserRow => {
  if (!request.session) throw new UnauthorizedError();
  return request.session.user;
};

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function refererOrigin(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return 'null';
  }
}

function isCrossSite(request: FastifyRequest, trustedOrigins: string[]): boolean {
  const source = request.headers.origin ?? refererOrigin(request.headers.referer);
  // No Origin: an old browser, or not a browser at all. A browser that labels the request
  // cross-site (Fetch Metadata) is believed; without that label the request goes through.
  if (source === undefined) return request.headers['sec-fetch-site'] === 'cross-site';
  return source !== `${request.protocol}://${request.host}` && !trustedOrigins.includes(source);
}

interface AuthPluginOptions {
  sessions: SessionsRepository;
  trustedOrigins: string[];
  cookies: CookiePolicy;
  /** Sessions unused this long end (SESSION_IDLE_HOURS), beside their absolute lifetime. */
  idleHours: number;
}

async function authPlugin(app: FastifyInstance, opts: AuthPluginOptions) {
  app.decorate('sessions', opts.sessions);
  app.decorate('cookiePolicy', opts.cookies);
  app.decorateRequest('session', null);
  app.decorateRequest('authVia', null);

  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const found = tokenFrom(request, opts.cookies.session);
    if (!found || found.token.length > 200) return;
    request.session = await opts.sessions.find(found.token, opts.idleHours);
    if (!request.session) return;
    request.authVia = found.via;
    await opts.sessions.touch(request.session);
  });

  // An answer computed for a signed-in caller is theirs alone: no shared or browser cache keeps it.
  app.addHook('onSend', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    if (request.session) reply.header('cache-control', 'private, no-store');
    if (request.routeOptions.config?.variesBySession) addVary(reply, 'Cookie, Authorization');
  });

  // Cookies ride along on cross-site requests; an unsafe one must come from one of our own origins.
  // Checked before the body is parsed, so a cross-site form of any encoding gets the same 403.
  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (request.authVia !== 'cookie' || SAFE_METHODS.has(request.method)) return;
    if (isCrossSite(request, opts.trustedOrigins)) throw new ForbiddenError('Cross-site request refused');
  });

  // The one guard: every route says who may call it in its config.
  app.addHook('preValidation', async (request: FastifyRequest, _reply: FastifyReply) => {
    const need = request.routeOptions.config.auth;
    if (!need) return;
    const user = requireUser(request);
    if (!roleAllows(user.role, need)) {
      await request.audit({ action: 'access.denied', targetType: 'route', targetId: `${request.method} ${request.routeOptions.url ?? ''}` });
      throw new ForbiddenError('Only administrators can do this');
    }
  });
}

export default fp(authPlugin, { name: 'app-auth', dependencies: ['@fastify/cookie', 'app-audit'] });
