import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, messageSchema } from '../../../contract/common';
import { loginBody, loginResponse, meResponse } from '../../../contract/users';
import { UnauthorizedError } from '../../lib/errors';
import { dummyPasswordHash, verifyPassword } from '../../lib/passwords';
import { SESSION_COOKIE, requireUser } from '../../plugins/app/auth';
import { toPublicUser, type UsersRepository } from '../../repositories/users';
import type { LoginThrottle } from '../../repositories/login-throttle';

interface AuthRoutesOptions {
  users: UsersRepository;
  throttle: LoginThrottle;
  sessionTtlHours: number;
}

function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, ttlHours: number) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: ttlHours * 3600,
  });
}

const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { users, throttle, sessionTtlHours }) => {
  app.post(
    '/api/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in; answers the user and a bearer token and sets the session cookie',
        body: loginBody,
        response: { 200: loginResponse, 400: errorSchema, 401: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      await throttle.assertAllowed(email, request.ip);
      const user = await users.findByEmail(email);
      const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
      if (!user || !ok) {
        await throttle.recordFailure(email, request.ip);
        throw new UnauthorizedError('Invalid email or password');
      }
      await throttle.clear(email, request.ip);
      const { token } = await app.sessions.create(user.id, sessionTtlHours);
      setSessionCookie(request, reply, token, sessionTtlHours);
      return { user: toPublicUser(user), token };
    },
  );

  app.post(
    '/api/auth/logout',
    { schema: { tags: ['auth'], summary: 'End the current session', response: { 200: messageSchema } } },
    async (request, reply) => {
      if (request.session) await app.sessions.revoke(request.session.sessionId);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { message: 'Signed out' };
    },
  );

  app.get(
    '/api/auth/me',
    {
      config: { auth: 'signed-in' },
      schema: { tags: ['auth'], summary: 'The signed-in user', response: { 200: meResponse, 401: errorSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { user: toPublicUser(requireUser(request)) };
    },
  );
};

export default authRoutes;
