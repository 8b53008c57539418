import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, idParamsSchema, messageSchema, staffErrors } from '@contract/common';
import { can } from '@contract/roles';
import { changePasswordBody } from '@contract/users';
import type { Repositories } from '../../repositories/index';
import { BadRequestError, ForbiddenError, NotFoundError, TooManyRequestsError } from '../../lib/errors';
import { assertPasswordAllowed } from '../../lib/password-policy';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/passwords';
import type { SecurityNotices } from '../../mail/index';
import { requireFresh, requireUser } from '../../plugins/app/auth';
import type { LoginThrottle } from '../../repositories/login-throttle';
import { type UsersRepository } from '../../repositories/users';
import { findTargetUser } from './find-target-user';

const errors = { ...staffErrors, ...errorResponses(429) };

interface ChangePasswordOptions {
  users: UsersRepository;
  repos: Repositories;
  /** The sign-in's counters: guessing the current password here counts as guessing it at sign-in. */
  throttle: LoginThrottle;
  notices: SecurityNotices;
}

/**
 * SPEC's change-password call: admins for anyone, everyone else for themselves. One's own password
 * needs the current one too (ASVS V6.2.3): a stolen session must not be enough to take the account.
 */
const changePasswordRoutes: FastifyPluginAsyncZod<ChangePasswordOptions> = async (app, { users, repos, throttle, notices }) => {
  app.put(
    '/api/auth/changepassword/:id',
    {
      config: { permission: 'account' },
      schema: {
        tags: ['users'],
        summary: 'Change a password (admins: anyone; others: their own); signs the account out elsewhere',
        params: idParamsSchema,
        body: changePasswordBody,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      const me = requireUser(request);
      const { id } = request.params;
      if (me.id !== id && !can(me.role, 'users.manage')) {
        await request.audit({ action: 'access.denied', targetType: 'user', targetId: id.slice(0, 200), details: { change: 'password' } });
        throw new ForbiddenError('You can only change your own password');
      }
      // Another's password is a sensitive action (decision 058); one's own is proven by the current password below.
      if (me.id !== id) requireFresh(request);
      const target = await findTargetUser(users, id);
      if (me.id === id) {
        const attempt = await throttle.begin({ kind: 'untrusted', email: target.email, ip: request.ip });
        if (!attempt.allowed) {
          throw new TooManyRequestsError(
            `Too many wrong passwords. Please wait ${throttle.windowMinutes} minutes and try again.`,
            attempt.retryAfterSeconds,
          );
        }
        const current = request.body.currentPassword;
        // Hashed either way, so a missing one takes as long as a wrong one.
        const ok = await verifyPassword(target.passwordHash ?? (await dummyPasswordHash()), current ?? '');
        if (!current || !target.passwordHash || !ok) {
          const problem = current ? 'wrong' : 'missing';
          await request.audit({ action: 'password.change_refused', targetType: 'user', targetId: id, details: { currentPassword: problem } });
          const message = current ? 'Current password is incorrect' : 'Enter your current password';
          throw new BadRequestError(`currentPassword: ${message}`, [{ field: 'currentPassword', message }]);
        }
        await throttle.succeeded(attempt);
        // The current password is a fresh proof: it counts as confirming it is you.
        if (request.session) await app.sessions.stampReauth(request.session.sessionId);
      }
      assertPasswordAllowed(request.body.password, target);
      const passwordHash = await hashPassword(request.body.password);
      // The new password, the end of the other sessions and the audit entry commit together.
      await repos.transaction(async (tx, inTx) => {
        if (!(await inTx.users.setPassword(id, passwordHash, me.id === id))) throw new NotFoundError('User not found');
        await inTx.sessions.revokeAllFor(id, me.id === id ? request.session?.sessionId : undefined);
        await request.audit({ action: 'password.changed', targetType: 'user', targetId: id, details: { own: me.id === id } }, tx);
        await notices.queue(tx, request, { userId: id, kind: 'password-changed', details: me.id === id ? {} : { by: me.name } });
      });
      notices.wake();
      return { message: 'Password changed successfully' };
    },
  );
};

export default changePasswordRoutes;
