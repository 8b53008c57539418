import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, messageSchema } from '@contract/common';
import { passwordLoginOffMessage } from '@contract/oidc';
import { loginAnswer, type SecondFactorMethod } from '@contract/two-factor';
import { loginBody, meResponse } from '@contract/users';
import type { UserRow } from '../../repositories/row-types';
import { ForbiddenError, UnauthorizedError } from '../../lib/errors';
import { dummyPasswordHash, verifyPassword } from '../../lib/passwords';
import { requireUser } from '../../plugins/app/auth';
import { wellFormed } from '../../plugins/app/well-formed-text';
import type { LoginThrottle } from '../../repositories/login-throttle';
import type { LoginChallengesRepository } from '../../repositories/login-challenges';
import { toPublicUser, type UsersRepository } from '../../repositories/users';
import { lockedOut } from './lock-out';
import type { SignIn } from './sign-in';

interface AuthRoutesOptions {
  users: UsersRepository;
  signIn: SignIn;
  throttle: LoginThrottle;
  /** Which second step, if any, this account's sign-in takes (decision 020). */
  secondStep: (user: UserRow) => Promise<'none' | 'verify' | 'enrol'>;
  /** How the account can answer the 'verify' step (decision 060). */
  secondMethods: (user: UserRow) => Promise<SecondFactorMethod[]>;
  challenges: LoginChallengesRepository;
  /** PASSWORD_LOGIN=false: only administrators sign in with a password (break-glass); the text names the way in. */
  passwordLogin: { allowed: boolean; instead: string };
}

const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { users, signIn, throttle, secondStep, secondMethods, challenges, passwordLogin },
) => {
  const cookies = app.cookiePolicy;

  app.post(
    '/api/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Sign in; answers the user and a bearer token and sets the session cookie (and a device cookie). With a second factor: a challenge for POST /api/auth/login/two-factor instead',
        body: loginBody,
        response: { 200: loginAnswer, ...errorResponses(400, 401, 403, 429) },
      },
      config: {
        signsIn: true,
        // Refused before validation (400): still a failed sign-in, with the address tried made storable.
        onIllFormedText: async (request) => {
          const tried = (request.body as { email?: unknown } | null)?.email;
          const email = typeof tried === 'string' ? wellFormed(tried).trim().toLowerCase() : '';
          const details = { email, account: false, reason: 'ill-formed text' };
          await request.audit({ actorId: null, actorEmail: '', targetType: 'user', targetId: '', action: 'auth.sign_in_failed', details });
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { email, password } = request.body;
      const user = await users.findByEmail(email);
      const deviceId = user ? await signIn.deviceOf(request, user.id) : null;
      // Counted before the (slow) password check: see createLoginThrottle.
      const attempt = await throttle.begin(deviceId ? { kind: 'device', deviceId } : { kind: 'untrusted', email, ip: request.ip });
      // A failed sign-in has no actor; the address tried is kept (never the password).
      const tried = { actorId: null, actorEmail: '', targetType: 'user', targetId: user?.id ?? '', details: { email } } as const;
      if (!attempt.allowed) throw await lockedOut(request, throttle, attempt, { email, targetId: user?.id ?? '' });
      // An invited account has no password yet (null): it never signs in.
      const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
      if (!user || !ok) {
        await request.audit({ ...tried, action: 'auth.sign_in_failed', details: { email, account: Boolean(user) } });
        throw new UnauthorizedError('Invalid email or password');
      }
      await throttle.succeeded(attempt);
      // Checked after the password, so the answer tells nothing to someone without it.
      if (!passwordLogin.allowed && user.role !== 'admin') {
        await request.audit({ ...tried, action: 'auth.sign_in_failed', details: { email, account: true, reason: 'password sign-in is off' } });
        throw new ForbiddenError(passwordLoginOffMessage(passwordLogin.instead));
      }
      const step = await secondStep(user);
      // Event point: password accepted, second factor asked for (no session yet).
      if (step === 'verify') {
        return { twoFactorRequired: true as const, challenge: await challenges.create(user.id, 'verify'), methods: await secondMethods(user) };
      }
      // Event point: password accepted, enrolment required by the admins' setting.
      if (step === 'enrol') return { twoFactorEnrolmentRequired: true as const, challenge: await challenges.create(user.id, 'enrol') };
      return signIn.finish(request, reply, user, deviceId);
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
      config: { permission: 'account' },
      schema: { tags: ['auth'], summary: 'The signed-in user', response: { 200: meResponse, ...errorResponses(401) } },
    },
    async (request) => ({ user: toPublicUser(requireUser(request)) }),
  );
};

export default authRoutes;
