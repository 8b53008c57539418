import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, messageSchema } from '@contract/common';
import { FORGOT_PASSWORD_MESSAGE, forgotPasswordBody, INVALID_RESET_LINK_MESSAGE, resetPasswordBody } from '@contract/users';
import type { Repositories } from '../../repositories/index';
import { BadRequestError, NotFoundError } from '../../lib/errors';
import { assertPasswordAllowed } from '../../lib/password-policy';
import { hashPassword } from '../../lib/passwords';
import { PASSWORD_RESET_QUEUE, queuePasswordReset, type SecurityNotices } from '../../mail/index';
import type { FormRateLimit } from '../../plugins/app/form-rate-limit';

/**
 * Every "forgot password" answer takes at least this long, known address or not: storing a link
 * and queueing its email must not make known addresses answer later than unknown ones.
 */
export const FORGOT_PASSWORD_FLOOR_MS = 400;

const passwordResetRoutes: FastifyPluginAsyncZod<{
  repos: Repositories;
  rateLimit: FormRateLimit;
  notices: SecurityNotices;
  passwordLogin: boolean;
}> = async (app, { repos, rateLimit, notices, passwordLogin }) => {
  app.post(
    '/api/auth/forgot-password',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Email a single-use link to choose a new password (same 202 whether or not the address has an account)',
        body: forgotPasswordBody,
        response: { 202: messageSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const until = Date.now() + FORGOT_PASSWORD_FLOOR_MS;
      reply.header('cache-control', 'no-store');
      const found = await repos.users.findByEmail(request.body.email);
      // PASSWORD_LOGIN=false: only administrators have passwords to reset; the answer stays the same.
      const user = found && (passwordLogin || found.role === 'admin') ? found : undefined;
      // Nobody is signed in: the address asked for is kept, known or not (asking for many is a sign of probing).
      const asked = { action: 'password.reset_requested', actorId: null, actorEmail: '', targetType: 'user', targetId: user?.id ?? '' } as const;
      if (user) {
        await repos.transaction(async (tx, inTx) => {
          const { id, token } = await inTx.passwordResets.create(user.id);
          await queuePasswordReset(app.jobs, tx, { resetId: id, userId: user.id, token });
          await request.audit({ ...asked, details: { email: request.body.email, account: true } }, tx);
        });
        app.jobs.nudge(PASSWORD_RESET_QUEUE);
      } else {
        await request.audit({ ...asked, details: { email: request.body.email, account: Boolean(found) } });
      }
      await sleep(Math.max(0, until - Date.now()));
      return reply.code(202).send({ message: FORGOT_PASSWORD_MESSAGE });
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the emailed link (a reset, or an invitation to choose the first one); ends every session of that account',
        body: resetPasswordBody,
        response: { 200: messageSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { token, password } = request.body;
      const passwordHash = await hashPassword(password);
      // One transaction: a refused password rolls the link back to unused.
      const purpose = await repos.transaction(async (tx, inTx) => {
        const link = await inTx.passwordResets.consume(token);
        if (!link) throw new BadRequestError(INVALID_RESET_LINK_MESSAGE, [{ field: 'token', message: INVALID_RESET_LINK_MESSAGE }]);
        const { userId } = link;
        const users = inTx.users;
        const user = await users.findById(userId);
        if (!user) throw new NotFoundError('User not found');
        // An invitation only sets a first password: once an admin has set one, its link is spent.
        if (link.purpose === 'invitation' && user.passwordHash !== null)
          throw new BadRequestError(INVALID_RESET_LINK_MESSAGE, [{ field: 'token', message: INVALID_RESET_LINK_MESSAGE }]);
        assertPasswordAllowed(password, user);
        await users.setPassword(userId, passwordHash, true);
        await inTx.sessions.revokeAllFor(userId);
        // The holder of the emailed link acts as the account.
        const action = link.purpose === 'invitation' ? 'user.invitation_accepted' : 'password.reset';
        await request.audit({ action, actorId: user.id, actorEmail: user.email, targetType: 'user', targetId: user.id }, tx);
        // A first password (an invitation) is no change to warn about.
        if (link.purpose !== 'invitation') await notices.queue(tx, request, { userId, kind: 'password-changed', details: {} });
        return link.purpose;
      });
      notices.wake();
      return {
        message:
          purpose === 'invitation'
            ? 'Your password is set. Sign in with your email and this password.'
            : 'Your password has been changed. Sign in with your new password.',
      };
    },
  );
};

export default passwordResetRoutes;
