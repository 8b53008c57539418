import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '@contract/common';
import { meResponse, ownEmailBody } from '@contract/users';
import { ConflictError, UnauthorizedError, isUniqueViolation } from '../../lib/errors';
import { SECURITY_NOTICE_QUEUE } from '../../mail/security-notice';
import { requireUser } from '../../plugins/app/auth';
import { toPublicUser, type UsersRepository } from '../../repositories/users';
import { announceEmailChange } from './email-change';

const errors = errorResponses(400, 401, 403, 409);

/** One's own sign-in address (re-authenticated): the old address is told, as when an admin changes it (decision 056). */
const ownEmailRoutes: FastifyPluginAsyncZod<{ users: UsersRepository }> = async (app, { users }) => {
  app.put(
    '/api/auth/me/email',
    {
      config: { permission: 'account', reauth: true },
      schema: {
        tags: ['auth'],
        summary: 'Change my sign-in email (needs a recent re-authentication); the old address gets a notice',
        body: ownEmailBody,
        response: { 200: meResponse, ...errors },
      },
    },
    async (request) => {
      const me = requireUser(request);
      if (request.body.email === me.email) return { user: toPublicUser(me) };
      try {
        const result = await users.updateKeepingAnAdmin(me.id, { email: request.body.email }, async (tx, before, after) => {
          await request.audit(
            {
              action: 'user.email_changed',
              targetType: 'user',
              targetId: me.id,
              targetLabel: after.name,
              details: { from: before.email, to: after.email },
            },
            tx,
          );
          await announceEmailChange(app, tx, request, before, after, me);
        });
        // The session's account was deleted meanwhile.
        if (result.outcome !== 'updated') throw new UnauthorizedError();
        app.jobs.nudge(SECURITY_NOTICE_QUEUE);
        return { user: toPublicUser(result.after) };
      } catch (err) {
        if (isUniqueViolation(err)) throw new ConflictError('A user with this email already exists', 'email');
        throw err;
      }
    },
  );
};

export default ownEmailRoutes;
