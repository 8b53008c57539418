import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, staffErrors } from '@contract/common';
import {
  PASSKEY_REFUSED_MESSAGE,
  loginOptionsBody,
  loginVerifyBody,
  passkeyOptionsResponse,
  passkeySchema,
  registrationVerifyBody,
} from '@contract/passkeys';
import { loginResponse } from '@contract/users';
import { ConflictError, isUniqueViolation, UnauthorizedError } from '../../lib/errors';
import { describeUserAgent } from '../../lib/user-agent';
import type { FormRateLimit } from '../../plugins/app/form-rate-limit';
import { requireUser } from '../../plugins/app/auth';
import type { LoginChallengesRepository } from '../../repositories/login-challenges';
import type { LoginThrottle } from '../../repositories/login-throttle';
import { toPasskey, type PasskeysRepository } from '../../repositories/passkeys';
import { flowExpired, PasskeyRefused, type PasskeyCeremony } from './passkey-ceremony';
import { lockedOut } from './lock-out';
import type { SignIn } from './sign-in';
import { EXPIRED_CHALLENGE_MESSAGE } from './two-factor-login';

/**
 * The browser's name for a new passkey, numbered when the account already has one by that name
 * ("Chrome on macOS passkey 2"), so two from one browser can be told apart. At most 60 characters.
 */
function defaultPasskeyName(userAgent: string, existing: { name: string }[]): string {
  const base = `${describeUserAgent(userAgent)} passkey`;
  const names = new Set(existing.map((p) => p.name));
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? '' : ` ${n}`;
    const name = base.slice(0, 60 - suffix.length) + suffix;
    if (!names.has(name)) return name;
  }
}

export interface PasskeyRoutesOptions {
  ceremony: PasskeyCeremony;
  passkeys: PasskeysRepository;
  signIn: SignIn;
  throttle: LoginThrottle;
  challenges: LoginChallengesRepository;
  rateLimit: FormRateLimit;
  /** Queues the "A passkey was added" security email (decision 059). */
  passkeyAdded: (request: FastifyRequest, userId: string, name: string) => Promise<void>;
}

const ALREADY_REGISTERED = 'This passkey is already registered.';

/** Adding a passkey to one's account. */
const registrationRoutes: FastifyPluginAsyncZod<PasskeyRoutesOptions> = async (app, { ceremony, passkeys, passkeyAdded }) => {
  app.post(
    '/api/auth/passkeys/registration/options',
    {
      config: { permission: 'account', reauth: true },
      schema: {
        tags: ['auth'],
        summary: 'Start adding a passkey to your account: options for navigator.credentials.create() and the flow to answer with',
        response: { 200: passkeyOptionsResponse, ...staffErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ceremony.registrationOptions(requireUser(request), request.session!.sessionId);
    },
  );

  app.post(
    '/api/auth/passkeys/registration/verify',
    {
      config: { permission: 'account' },
      schema: {
        tags: ['auth'],
        summary: "Finish adding a passkey with the authenticator's answer; its name defaults to the browser's",
        body: registrationVerifyBody,
        response: { 201: passkeySchema, ...staffErrors, ...errorResponses(409) },
      },
    },
    async (request, reply) => {
      const me = requireUser(request);
      const sessionId = request.session!.sessionId;
      const { flow, response, name } = request.body;
      const credential = await ceremony.verifyRegistration(me, sessionId, flow, response);
      const named = name ?? defaultPasskeyName(request.headers['user-agent'] ?? '', await passkeys.listFor(me.id));
      const row = await passkeys.insert({ ...credential, name: named }).catch((err: unknown) => {
        throw isUniqueViolation(err) ? new ConflictError(ALREADY_REGISTERED) : err;
      });
      // A user-verified authenticator is as good a check of the person as the password.
      await app.sessions.stampReauth(sessionId);
      await request.audit({ action: 'passkey.added', targetType: 'passkey', targetId: row.id, details: { name: row.name } });
      await passkeyAdded(request, me.id, row.name);
      return reply.code(201).send(toPasskey(row));
    },
  );
};

/** Signing in with a passkey: discoverable, or as the second step after the password. */
const loginRoutes: FastifyPluginAsyncZod<PasskeyRoutesOptions> = async (app, { ceremony, passkeys, signIn, throttle, challenges, rateLimit }) => {
  app.post(
    '/api/auth/passkeys/login/options',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary:
          "Start signing in with a passkey: without a body, any of this site's passkeys (no email typed); with the password step's challenge, that account's as its second factor; purpose 'reauth' confirms it is you",
        body: loginOptionsBody,
        response: { 200: passkeyOptionsResponse, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { challenge, purpose } = request.body ?? {};
      if (purpose === 'reauth') {
        const me = requireUser(request);
        return ceremony.loginOptions('passkey-reauth', { userId: me.id, sessionId: request.session!.sessionId });
      }
      if (challenge !== undefined) {
        const pending = await challenges.find(challenge, 'verify');
        if (!pending) throw new UnauthorizedError(EXPIRED_CHALLENGE_MESSAGE);
        return ceremony.loginOptions('passkey-login', { userId: pending.userId, loginChallengeId: pending.id });
      }
      return ceremony.loginOptions('passkey-login', {});
    },
  );

  app.post(
    '/api/auth/passkeys/login/verify',
    {
      config: { signsIn: true },
      schema: {
        tags: ['auth'],
        summary: "Sign in with a passkey's answer: SPEC's login answer and the session cookie. A passkey is the second factor itself",
        body: loginVerifyBody,
        response: { 200: loginResponse, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { flow, response } = request.body;
      const { row, data } = await ceremony.consume(flow, 'passkey-login');
      const known = await passkeys.findByCredential(response.id);
      const deviceId = known ? await signIn.deviceOf(request, known.user.id) : null;
      const email = known?.user.email ?? '';
      const attempt = await throttle.begin(deviceId ? { kind: 'device', deviceId } : { kind: 'untrusted', email, ip: request.ip });
      const tried = { actorId: null, actorEmail: '', targetType: 'user', targetId: known?.user.id ?? '' } as const;
      if (!attempt.allowed) throw await lockedOut(request, throttle, attempt, { email, targetId: known?.user.id ?? '' });
      try {
        const { user, passkey } = await ceremony.assert(data, response);
        // As the second step of a password sign-in: the account whose password was right, and its challenge spent once.
        if (row.userId && row.userId !== user.id) throw new PasskeyRefused('wrong user', user, passkey);
        if (data.loginChallengeId && !(await challenges.consume(data.loginChallengeId))) throw flowExpired();
        await throttle.succeeded(attempt);
        return await signIn.finish(request, reply, user, deviceId, 'passkey');
      } catch (err) {
        if (!(err instanceof PasskeyRefused)) throw err;
        if (err.reason === 'counter went back' && err.passkey) {
          await request.audit({
            ...tried,
            action: 'passkey.counter_mismatch',
            targetType: 'passkey',
            targetId: err.passkey.id,
            details: { email, name: err.passkey.name },
          });
        }
        await request.audit({
          ...tried,
          action: 'auth.sign_in_failed',
          details: { email, account: Boolean(err.user), method: 'passkey', reason: err.reason },
        });
        throw new UnauthorizedError(PASSKEY_REFUSED_MESSAGE);
      }
    },
  );
};

/** Registering a passkey and signing in with one (decision 060). */
const passkeyRoutes: FastifyPluginAsyncZod<PasskeyRoutesOptions> = async (app, opts) => {
  await app.register(registrationRoutes, opts);
  await app.register(loginRoutes, opts);
};

export default passkeyRoutes;
