import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { can, grantsPower, refusalMessage, type Permission } from '@contract/roles';
import type { AppConfig } from '../../config/app-config';
import type { UserRow } from '../../repositories/row-types';
import { ForbiddenError, ReauthRequiredError, UnauthorizedError } from '../../lib/errors';
import { addVary } from '../../lib/vary';
import type { ApiKeysRepository } from '../../repositories/api-keys';
import type { ActiveSession, SessionsRepository } from '../../repositories/sessions';
import { admitApiKey, identifyApiKey, isApiKey } from '../../api-keys/key-caller';

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

declare module 'fastify' {
  interface FastifyRequest {
    session: ActiveSession | null;
    /** How the caller proved who they are: unsafe cookie requests get the CSRF check. */
    authVia: 'cookie' | 'bearer' | null;
  }
  interface FastifyContextConfig {
    /**
     * Who may call the route (decision 054): a signed-in account whose role holds this permission.
     * Unset = public. Ownership (own posts, own leads) is the handler's to check.
     */
    permission?: Permission;
    /**
     * A sensitive action: also needs a password, code, passkey or provider check within REAUTH_MINUTES (decision 058).
     * Unset: every write under a power permission (contract/roles.ts POWER_PERMISSIONS) is sensitive.
     */
    reauth?: boolean;
    /** The answer differs with the session (drafts for staff): Vary: Cookie, Authorization. */
    variesBySession?: boolean;
    /** The route signs in (sets the session cookie): a cross-site call is refused as a cookie one is, against login CSRF. */
    signsIn?: boolean;
  }
  interface FastifyInstance {
    sessions: SessionsRepository;
    cookiePolicy: CookiePolicy;
    /** REAUTH_MINUTES: how long a check of who one is stays fresh. */
    reauthMinutes: number;
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

export const requireUser = (request: FastifyRequest): UserRow => {
  if (!request.session) throw new UnauthorizedError();
  return request.session.user;
};

/**
 * A sensitive action needs a recent proof of who the caller is (decision 058): signing in, the
 * current password, a code, a passkey or the identity provider within REAUTH_MINUTES. Routes ask
 * with `config: { reauth: true }`; handlers whose action is sensitive only sometimes call this.
 */
export function requireFresh(request: FastifyRequest): void {
  if (!request.session) throw new UnauthorizedError();
  if (Date.now() - request.session.reauthAt.getTime() > request.server.reauthMinutes * 60_000) throw new ReauthRequiredError();
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether a route asks for a recent check of who the caller is: its own say, else whether it writes under a power permission. */
export const needsReauth = (method: string, permission: Permission | undefined, reauth: boolean | undefined): boolean =>
  reauth ?? (permission !== undefined && !SAFE_METHODS.has(method) && grantsPower(permission));

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

export interface AuthPluginOptions {
  sessions: SessionsRepository;
  trustedOrigins: string[];
  cookies: CookiePolicy;
  /** Sessions unused this long end (SESSION_IDLE_HOURS), beside their absolute lifetime. */
  idleHours: number;
  /** REAUTH_MINUTES. */
  reauthMinutes: number;
  /** Integrators' keys, sent in the same bearer header (decision 069). */
  apiKeys: ApiKeysRepository;
}

/** The plugin's options from the app's settings: our own origins, cookie names, idle and re-authentication limits. */
export function authPluginOptions(
  config: Pick<AppConfig, 'siteUrl' | 'corsOrigins' | 'SESSION_IDLE_HOURS' | 'REAUTH_MINUTES'>,
  sessions: SessionsRepository,
  apiKeys: ApiKeysRepository,
): AuthPluginOptions {
  return {
    sessions,
    apiKeys,
    trustedOrigins: [new URL(config.siteUrl).origin, ...config.corsOrigins],
    cookies: cookiePolicy(config.siteUrl),
    idleHours: config.SESSION_IDLE_HOURS,
    reauthMinutes: config.REAUTH_MINUTES,
  };
}

async function authPlugin(app: FastifyInstance, opts: AuthPluginOptions) {
  app.decorate('sessions', opts.sessions);
  app.decorate('cookiePolicy', opts.cookies);
  app.decorate('reauthMinutes', opts.reauthMinutes);
  app.decorateRequest('session', null);
  app.decorateRequest('authVia', null);
  app.decorateRequest('apiKey', null);

  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const found = tokenFrom(request, opts.cookies.session);
    if (!found || found.token.length > 200) return;
    if (found.via === 'bearer' && isApiKey(found.token)) {
      await identifyApiKey(request, opts.apiKeys, found.token);
      request.authVia = 'bearer';
      return;
    }
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
  // A sign-in is checked too: another site must not sign the visitor in to an account of its choosing.
  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (request.authVia !== 'cookie' && !request.routeOptions.config?.signsIn) return;
    if (isCrossSite(request, opts.trustedOrigins)) throw new ForbiddenError('Cross-site request refused');
  });

  // The one guard: every route says in its config which permission it needs, and whether it is sensitive.
  app.addHook('preValidation', async (request: FastifyRequest, _reply: FastifyReply) => {
    if (request.apiKey) await admitApiKey(request, request.apiKey);
    const { permission, reauth } = request.routeOptions.config;
    if (!permission) return;
    const user = requireUser(request);
    if (!can(user.role, permission)) {
      await request.audit({
        action: 'access.denied',
        targetType: 'route',
        targetId: `${request.method} ${request.routeOptions.url ?? ''}`,
        details: { permission },
      });
      throw new ForbiddenError(refusalMessage(permission));
    }
    if (needsReauth(request.method, permission, reauth)) requireFresh(request);
  });
}

export default fp(authPlugin, { name: 'app-auth', dependencies: ['@fastify/cookie', 'app-audit'] });
