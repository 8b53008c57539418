import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '../../../contract/choices';
import type { UserRow } from '../../db/schema/index';
import { ForbiddenError, UnauthorizedError } from '../../lib/errors';
import type { ActiveSession, SessionsRepository } from '../../repositories/sessions';

export const SESSION_COOKIE = 'sid';

/** Who may call a route: set as `config: { auth: 'staff' }` on the route. */
export type RouteAuth = 'staff' | 'admin' | 'signed-in';

declare module 'fastify' {
  interface FastifyRequest {
    session: ActiveSession | null;
    /** How the caller proved who they are: unsafe cookie requests get the CSRF check. */
    authVia: 'cookie' | 'bearer' | null;
  }
  interface FastifyContextConfig {
    auth?: RouteAuth;
  }
  interface FastifyInstance {
    sessions: SessionsRepository;
  }
}

function tokenFrom(request: FastifyRequest): { token: string; via: 'cookie' | 'bearer' } | null {
  const header = request.headers.authorization;
  if (header && /^Bearer\s+/i.test(header)) {
    const token = header.replace(/^Bearer\s+/i, '').trim();
    if (token) return { token, via: 'bearer' };
  }
  const cookie = request.cookies[SESSION_COOKIE];
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

async function authPlugin(app: FastifyInstance, opts: { sessions: SessionsRepository; trustedOrigins: string[] }) {
  app.decorate('sessions', opts.sessions);
  app.decorateRequest('session', null);
  app.decorateRequest('authVia', null);

  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const found = tokenFrom(request);
    if (!found || found.token.length > 200) return;
    request.session = await opts.sessions.find(found.token);
    if (request.session) request.authVia = found.via;
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
    if (!roleAllows(user.role, need)) throw new ForbiddenError('Only administrators can do this');
  });
}

export default fp(authPlugin, { name: 'app-auth', dependencies: ['@fastify/cookie'] });
