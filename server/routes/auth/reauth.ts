import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { errorResponses, staffErrors } from '@contract/common';
import {
  REAUTH_CONFIRMED_MESSAGE,
  WRONG_REAUTH_PASSWORD_MESSAGE,
  reauthBody,
  reauthResponse,
  reauthStatusResponse,
  type ReauthBody,
  type ReauthMethod,
} from '@contract/reauth';
import type { UserRow } from '../../repositories/row-types';
import type { SecurityNotices } from '../../mail/index';
import { BadRequestError, TooManyRequestsError } from '../../lib/errors';
import { dummyPasswordHash, verifyPassword } from '../../lib/passwords';
import { requireUser } from '../../plugins/app/auth';
import type { LoginClient, LoginThrottle } from '../../repositories/login-throttle';
import { codeRefused, type SecondFactor } from './second-factor';

/** A passkey's answer to a `purpose: 'reauth'` challenge (WP-E's passkeys.ts): resolves when it is the user's, throws the 400 otherwise. */
export type PasskeyReauthCheck = (request: FastifyRequest, user: UserRow, proof: NonNullable<ReauthBody['passkey']>) => Promise<void>;

export interface ReauthOptions {
  secondFactor: SecondFactor;
  notices: SecurityNotices;
  throttle: LoginThrottle;
  /** REAUTH_MINUTES: how long a confirmation lasts. */
  minutes: number;
  /** Other ways this account can confirm (passkeys, the identity provider), asked by GET. */
  extraMethods?: ReadonlyArray<(user: UserRow) => Promise<ReauthMethod[]>>;
  passkey?: PasskeyReauthCheck;
}

const noPasskeys = () => Promise.reject(codeRefused('password', 'Passkeys cannot confirm on this site yet. Use your password or a code.'));

/** Checks one proof of who the person is, each under the sign-in's counters; answers what was used or throws the refusal. */
function createReauthCheck({ secondFactor, throttle, passkey = noPasskeys }: Pick<ReauthOptions, 'secondFactor' | 'throttle' | 'passkey'>) {
  /** Counted before the check, as a sign-in's password is: a refusal counts as a failure, a success takes it back. */
  async function throttled(client: LoginClient, check: () => Promise<void>): Promise<void> {
    const attempt = await throttle.begin(client);
    if (!attempt.allowed) {
      throw new TooManyRequestsError(
        `Too many wrong attempts. Please wait ${throttle.windowMinutes} minutes and try again.`,
        attempt.retryAfterSeconds,
      );
    }
    await check();
    await throttle.succeeded(attempt);
  }

  async function check(request: FastifyRequest, user: UserRow, body: ReauthBody): Promise<'password' | 'code' | 'recovery_code' | 'passkey'> {
    if (body.password !== undefined) {
      // Hashed either way: an account without a password takes as long to refuse as a wrong one.
      await throttled({ kind: 'untrusted', email: user.email, ip: request.ip }, async () => {
        const ok = await verifyPassword(user.passwordHash ?? (await dummyPasswordHash()), body.password ?? '');
        if (!ok || !user.passwordHash) throw codeRefused('password', WRONG_REAUTH_PASSWORD_MESSAGE);
      });
      return 'password';
    }
    const codes: LoginClient = { kind: 'code', userId: user.id, deviceId: null };
    if (body.code !== undefined) {
      await throttled(codes, () => secondFactor.verify(user.id, { code: body.code }));
      return 'code';
    }
    if (body.recoveryCode !== undefined) {
      await throttled(codes, () => secondFactor.verify(user.id, { recoveryCode: body.recoveryCode }));
      return 'recovery_code';
    }
    if (body.passkey) {
      await passkey(request, user, body.passkey);
      return 'passkey';
    }
    throw new BadRequestError('Enter your password or a code from your app', [{ field: 'password', message: 'Enter your password' }]);
  }
  return check;
}

/**
 * GitHub's sudo mode (decision 058): a sensitive action needs a password, code or passkey check in
 * the last REAUTH_MINUTES. Signing in counts; this is how a signed-in person renews it in place.
 */
const reauthRoutes: FastifyPluginAsyncZod<ReauthOptions> = async (app, { secondFactor, notices, throttle, minutes, extraMethods, passkey }) => {
  const freshUntil = (reauthAt: Date) => new Date(reauthAt.getTime() + minutes * 60_000);

  const check = createReauthCheck({ secondFactor, throttle, passkey });

  app.get(
    '/api/auth/reauth',
    {
      config: { permission: 'account' },
      schema: {
        tags: ['auth'],
        summary: 'Whether a sensitive action would go through now (a recent password, code or passkey check), and how you can confirm',
        response: { 200: reauthStatusResponse, ...staffErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const me = requireUser(request);
      const until = freshUntil(request.session!.reauthAt);
      const methods: ReauthMethod[] = [
        ...(me.passwordHash ? (['password'] as const) : []),
        ...((await secondFactor.repo.isEnabled(me.id)) ? (['code'] as const) : []),
        ...(await Promise.all((extraMethods ?? []).map((methodsOf) => methodsOf(me)))).flat(),
      ];
      const fresh = until.getTime() > Date.now();
      return { fresh, freshUntil: fresh ? until.toISOString() : null, methods };
    },
  );

  app.post(
    '/api/auth/reauth',
    {
      config: { permission: 'account' },
      schema: {
        tags: ['auth'],
        summary: 'Confirm it is you (password, code, recovery code or passkey) so sensitive actions go through for REAUTH_MINUTES',
        body: reauthBody,
        response: { 200: reauthResponse, ...staffErrors, ...errorResponses(429) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const me = requireUser(request);
      const session = request.session!;
      const actor = { targetType: 'user' as const, targetId: me.id };
      let used: Awaited<ReturnType<typeof check>>;
      try {
        used = await check(request, me, request.body);
      } catch (err) {
        if (err instanceof BadRequestError)
          await request.audit({ ...actor, action: 'auth.reauth_failed', details: { with: Object.keys(request.body)[0] ?? '' } });
        throw err;
      }
      await app.sessions.stampReauth(session.sessionId);
      await request.audit({ ...actor, action: 'auth.reauthenticated', details: { with: used } });
      if (used === 'recovery_code') {
        const recoveryCodesLeft = await secondFactor.repo.recoveryCodesLeft(me.id);
        await notices.send(request, { userId: me.id, kind: 'recovery-code-used', details: { recoveryCodesLeft } });
      }
      return { message: REAUTH_CONFIRMED_MESSAGE, freshUntil: freshUntil(new Date()).toISOString() };
    },
  );
};

export default reauthRoutes;
