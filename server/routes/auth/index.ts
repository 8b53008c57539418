import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, messageSchema } from '../../../contract/common';
import { loginBody, loginResponse, meResponse } from '../../../contract/users';
import { TooManyRequestsError, UnauthorizedError } from '../../lib/errors';
import { dummyPasswordHash, verifyPassword } from '../../lib/passwords';
import { requireUser } from '../../plugins/app/auth';
import type { LoginThrottle } from '../../repositories/login-throttle';
import type { TrustedDevicesRepository } from '../../repositories/trusted-devices';
import { toPublicUser, type UsersRepository } from '../../repositories/users';

interface AuthRoutesOptions {
  users: UsersRepository;
  devices: TrustedDevicesRepository;
  throttle: LoginThrottle;
  sessionTtlHours: number;
}

/** How long a browser stays a trusted device of an account after signing in to it. */
const DEVICE_TTL_DAYS = 180;

const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { users, devices, throttle, sessionTtlHours }) => {
  const cookies = app.cookiePolicy;
  const setCookie = (reply: FastifyReply, name: string, value: string, maxAgeSeconds: number) =>
    reply.setCookie(name, value, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: cookies.secure || reply.request.protocol === 'https',
      maxAge: maxAgeSeconds,
    });

  app.post(
    '/api/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in; answers the user and a bearer token and sets the session cookie (and a device cookie)',
        body: loginBody,
        response: { 200: loginResponse, 400: errorSchema, 401: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { email, password } = request.body;
      const user = await users.findByEmail(email);
      const deviceToken = request.cookies[cookies.device];
      const deviceId = user && deviceToken && deviceToken.length <= 200 ? await devices.find(deviceToken, user.id) : null;
      // Counted before the (slow) password check: see createLoginThrottle.
      const attempt = await throttle.begin(deviceId ? { kind: 'device', deviceId } : { kind: 'untrusted', email, ip: request.ip });
      // A failed sign-in has no actor; the address tried is kept (never the password).
      const tried = { actorId: null, actorEmail: '', targetType: 'user', targetId: user?.id ?? '', details: { email } } as const;
      if (!attempt.allowed) {
        if (await throttle.firstRefusal(attempt)) {
          const limit = attempt.limit.split('|')[1] ?? '';
          await request.audit({ ...tried, action: 'auth.locked_out', details: { email, limit, retryAfterSeconds: attempt.retryAfterSeconds } });
        }
        throw new TooManyRequestsError(
          `Too many failed sign-in attempts. Please wait ${throttle.windowMinutes} minutes and try again.`,
          attempt.retryAfterSeconds,
        );
      }
      const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
      if (!user || !ok) {
        await request.audit({ ...tried, action: 'auth.sign_in_failed', details: { email, account: Boolean(user) } });
        throw new UnauthorizedError('Invalid email or password');
      }
      await throttle.succeeded(attempt);
      await request.audit({
        action: 'auth.signed_in',
        actorId: user.id,
        actorEmail: user.email,
        targetType: 'user',
        targetId: user.id,
        details: { knownDevice: Boolean(deviceId) },
      });
      const { token } = await app.sessions.create(user.id, sessionTtlHours, { userAgent: request.headers['user-agent'], ip: request.ip });
      setCookie(reply, cookies.session, token, sessionTtlHours * 3600);
      if (!deviceId) {
        const device = await devices.create(user.id, DEVICE_TTL_DAYS);
        setCookie(reply, cookies.device, device.token, DEVICE_TTL_DAYS * 86_400);
      }
      return { user: toPublicUser(user), token };
    },
  );

  app.post(
    '/api/auth/logout',
    { schema: { tags: ['auth'], summary: 'End the current session', response: { 200: messageSchema } } },
    async (request, reply) => {
      if (request.session) {
        await app.sessions.revoke(request.session.sessionId);
        await request.audit({ action: 'auth.signed_out', targetType: 'session', targetId: request.session.sessionId });
      }
      // The device cookie stays: signing out does not make this browser a stranger to the account.
      reply.clearCookie(cookies.session, { path: '/', secure: cookies.secure || request.protocol === 'https', httpOnly: true, sameSite: 'lax' });
      return { message: 'Signed out' };
    },
  );

  app.get(
    '/api/auth/me',
    {
      config: { auth: 'signed-in' },
      schema: { tags: ['auth'], summary: 'The signed-in user', response: { 200: meResponse, 401: errorSchema } },
    },
    async (request) => ({ user: toPublicUser(requireUser(request)) }),
  );
};

export default authRoutes;
