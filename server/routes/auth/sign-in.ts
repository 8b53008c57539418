import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LoginResponse } from '@contract/users';
import type { SignInMethod, UserRow } from '../../repositories/row-types';
import type { SecurityNotices } from '../../mail/index';
import type { TrustedDevicesRepository } from '../../repositories/trusted-devices';
import { toPublicUser, type UsersRepository } from '../../repositories/users';

/** How long a browser stays a trusted device of an account after signing in to it. */
export const DEVICE_TTL_DAYS = 180;

/**
 * The end of every sign-in (password alone, or password then second factor): the session cookie,
 * a device cookie for a browser new to the account, and SPEC's login answer.
 */
export function createSignIn(
  app: FastifyInstance,
  devices: TrustedDevicesRepository,
  sessionTtlHours: number,
  notices: SecurityNotices,
  users: UsersRepository,
) {
  const cookies = app.cookiePolicy;
  const setCookie = (reply: FastifyReply, name: string, value: string, maxAgeSeconds: number) =>
    reply.setCookie(name, value, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: cookies.secure || reply.request.protocol === 'https',
      maxAge: maxAgeSeconds,
    });

  return {
    /** The id of the request's device cookie when it is a live one of that account. */
    async deviceOf(request: FastifyRequest, userId: string): Promise<string | null> {
      const token = request.cookies[cookies.device];
      return token && token.length <= 200 ? devices.find(token, userId) : null;
    },

    async finish(
      request: FastifyRequest,
      reply: FastifyReply,
      user: UserRow,
      deviceId: string | null,
      method: SignInMethod = 'password',
    ): Promise<LoginResponse> {
      reply.header('cache-control', 'no-store');
      await request.audit({
        action: 'auth.signed_in',
        actorId: user.id,
        actorEmail: user.email,
        targetType: 'user',
        targetId: user.id,
        details: { knownDevice: Boolean(deviceId), method },
      });
      await users.markSignedIn(user.id);
      const seen = { userAgent: request.headers['user-agent'], ip: request.ip };
      const { token } = await app.sessions.create(user.id, sessionTtlHours, seen, method);
      setCookie(reply, cookies.session, token, sessionTtlHours * 3600);
      if (!deviceId) {
        const device = await devices.create(user.id, DEVICE_TTL_DAYS);
        setCookie(reply, cookies.device, device.token, DEVICE_TTL_DAYS * 86_400);
        // A browser this account was never used in (decision 008's device cookie): the person hears of it.
        // Not on the account's first sign-in, which is always from a new browser.
        if (user.lastSignInAt) await notices.send(request, { userId: user.id, kind: 'new-browser', details: {} });
      }
      return { user: toPublicUser(user), token };
    },
  };
}
export type SignIn = ReturnType<typeof createSignIn>;
