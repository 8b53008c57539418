import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '@contract/common';
import { challengeBody, enrolAtLoginBody, enrolAtLoginResponse, twoFactorLoginBody, twoFactorSetupResponse } from '@contract/two-factor';
import { loginResponse } from '@contract/users';
import type { LoginChallengeRow, UserRow } from '../../repositories/row-types';
import { BadRequestError } from '../../lib/errors';
import type { SecurityNotices } from '../../mail/index';
import type { LoginChallengesRepository } from '../../repositories/login-challenges';
import type { UsersRepository } from '../../repositories/users';
import type { SecondFactor } from './second-factor';
import type { SignIn } from './sign-in';

export const EXPIRED_CHALLENGE_MESSAGE = 'The sign-in has expired. Please sign in again.';

interface Options {
  users: UsersRepository;
  signIn: SignIn;
  secondFactor: SecondFactor;
  challenges: LoginChallengesRepository;
  notices: SecurityNotices;
}

const errors = errorResponses(400, 401, 409, 429);

/** The second step of a sign-in (decision 020): a code, or setting one up when admins require it. */
const twoFactorLoginRoutes: FastifyPluginAsyncZod<Options> = async (app, { users, signIn, secondFactor, challenges, notices }) => {
  async function challengeOf(token: string, kind: LoginChallengeRow['kind']): Promise<{ challenge: LoginChallengeRow; user: UserRow }> {
    const challenge = await challenges.find(token, kind);
    const user = challenge ? await users.findById(challenge.userId) : undefined;
    if (!challenge || !user) throw new BadRequestError(EXPIRED_CHALLENGE_MESSAGE, [{ field: 'challenge', message: EXPIRED_CHALLENGE_MESSAGE }]);
    return { challenge, user };
  }
  /** One challenge makes one session: a second request with it finds it gone. */
  async function spend(challenge: LoginChallengeRow): Promise<void> {
    if (!(await challenges.consume(challenge.id)))
      throw new BadRequestError(EXPIRED_CHALLENGE_MESSAGE, [{ field: 'challenge', message: EXPIRED_CHALLENGE_MESSAGE }]);
  }

  app.post(
    '/api/auth/login/two-factor',
    {
      config: { signsIn: true },
      schema: {
        tags: ['auth'],
        summary: "Second step of a sign-in: a code from the app or a recovery code; answers SPEC's login answer and sets the cookies",
        body: twoFactorLoginBody,
        response: { 200: loginResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { challenge: token, code, recoveryCode } = request.body;
      const { challenge, user } = await challengeOf(token, 'verify');
      const deviceId = await signIn.deviceOf(request, user.id);
      const actor = { actorId: user.id, actorEmail: user.email, targetType: 'user' as const, targetId: user.id };
      try {
        await secondFactor.throttled({ kind: 'code', userId: user.id, deviceId }, () => secondFactor.verify(user.id, { code, recoveryCode }));
      } catch (err) {
        await request.audit({ ...actor, action: 'two_factor.failed', details: { recoveryCode: recoveryCode !== undefined } });
        throw err;
      }
      await spend(challenge);
      if (recoveryCode !== undefined) {
        await request.audit({ ...actor, action: 'two_factor.recovery_code_used' });
        const recoveryCodesLeft = await secondFactor.repo.recoveryCodesLeft(user.id);
        await notices.send(request, { userId: user.id, kind: 'recovery-code-used', details: { recoveryCodesLeft } });
      }
      return signIn.finish(request, reply, user, deviceId, recoveryCode !== undefined ? 'recovery_code' : 'code');
    },
  );

  app.post(
    '/api/auth/login/two-factor/setup',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign-in when admins require a second factor: a new authenticator secret and its QR code',
        body: challengeBody,
        response: { 200: twoFactorSetupResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { user } = await challengeOf(request.body.challenge, 'enrol');
      return secondFactor.setup(user);
    },
  );

  app.post(
    '/api/auth/login/two-factor/enrol',
    {
      config: { signsIn: true },
      schema: {
        tags: ['auth'],
        summary: "Sign-in when admins require a second factor: the first code turns it on; answers SPEC's login answer and the recovery codes",
        body: enrolAtLoginBody,
        response: { 200: enrolAtLoginResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { challenge, user } = await challengeOf(request.body.challenge, 'enrol');
      const deviceId = await signIn.deviceOf(request, user.id);
      const recoveryCodes = await secondFactor.throttled({ kind: 'code', userId: user.id, deviceId }, () =>
        secondFactor.confirm(user.id, request.body.code),
      );
      await spend(challenge);
      await request.audit({
        action: 'two_factor.enabled',
        actorId: user.id,
        actorEmail: user.email,
        targetType: 'user',
        targetId: user.id,
        details: { atSignIn: true },
      });
      await notices.send(request, { userId: user.id, kind: 'two-factor-on', details: {} });
      return { ...(await signIn.finish(request, reply, user, deviceId, 'code')), recoveryCodes };
    },
  );
};

export default twoFactorLoginRoutes;
