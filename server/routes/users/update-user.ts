import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, idParamsSchema } from '@contract/common';
import { updateUserResponse } from '@contract/two-factor';
import { updateUserBody, userHoldingsSchema } from '@contract/users';
import type { ContentChanges } from '../../db/change-notifier';
import type { Repositories } from '../../repositories/index';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError, isUniqueViolation } from '../../lib/errors';
import { requireUser } from '../../plugins/app/auth';
import { SECURITY_NOTICE_QUEUE } from '../../mail/security-notice';
import type { UsersRepository } from '../../repositories/users';
import { findTargetUser } from './find-target-user';
import { announceEmailChange } from './email-change';

const errors = errorResponses(400, 401, 403, 404, 409);

export const OWN_ROLE_MESSAGE = 'You cannot change your own role. Ask another administrator.';
export const LAST_ADMIN_MESSAGE = 'The last administrator cannot be given another role';

/** An admin edits a colleague: name, email, phone, photo and role (decision 056). */
const updateUserRoutes: FastifyPluginAsyncZod<{ users: UsersRepository; repos: Repositories; contentChanges: ContentChanges }> = async (
  app,
  { users, repos, contentChanges },
) => {
  app.patch(
    '/api/admin/users/:id',
    {
      config: { permission: 'users.manage' },
      schema: {
        tags: ['users'],
        summary:
          "Change a staff account's name, email, phone, photo or role (admins only; needs a recent re-authentication); the old address is told of an email change. Nobody changes their own role, and the last admin keeps theirs",
        params: idParamsSchema,
        body: updateUserBody,
        response: { 200: updateUserResponse, ...errors },
      },
    },
    async (request) => {
      const me = requireUser(request);
      const target = await findTargetUser(users, request.params.id);
      const patch = request.body;
      const roleChanges = patch.role !== undefined && patch.role !== target.role;
      if (roleChanges && target.id === me.id) throw new ForbiddenError(OWN_ROLE_MESSAGE);
      try {
        const result = await users.updateKeepingAnAdmin(target.id, patch, async (tx, before, after) => {
          const fields = (['name', 'email', 'phone', 'profileImage', 'role'] as const).filter((f) => before[f] !== after[f]);
          if (!fields.length) return;
          const audit = (action: 'user.updated' | 'user.role_changed' | 'user.email_changed', details: Record<string, string>) =>
            request.audit({ action, targetType: 'user', targetId: after.id, targetLabel: after.name, details }, tx);
          await audit('user.updated', { fields: fields.join(', ') });
          if (before.role !== after.role) await audit('user.role_changed', { from: before.role, to: after.role });
          if (before.email !== after.email) {
            await audit('user.email_changed', { from: before.email, to: after.email });
            await announceEmailChange(app, tx, request, before, after, me);
          }
        });
        if (result.outcome !== 'updated') {
          throw result.outcome === 'missing'
            ? new NotFoundError('User not found')
            : new BadRequestError(LAST_ADMIN_MESSAGE, [{ field: 'role', message: LAST_ADMIN_MESSAGE }]);
        }
        // Bylines and author pages show the name and photo.
        if (result.before.email !== result.after.email) app.jobs.nudge(SECURITY_NOTICE_QUEUE);
        if (result.before.name !== result.after.name || result.before.profileImage !== result.after.profileImage) contentChanges.changed();
        const [user] = await repos.queries.staffUsers([result.after]);
        return { message: 'User updated', user: user! };
      } catch (err) {
        if (isUniqueViolation(err)) throw new ConflictError('A user with this email already exists', 'email');
        throw err;
      }
    },
  );

  app.get(
    '/api/auth/users/:id/holdings',
    {
      config: { permission: 'users.manage' },
      schema: {
        tags: ['users'],
        summary: 'How many leads and posts a staff account holds: what deleting it hands over (admins only)',
        params: idParamsSchema,
        response: { 200: userHoldingsSchema, ...errors },
      },
    },
    async (request) => repos.queries.holdingsOf((await findTargetUser(users, request.params.id)).id),
  );
};

export default updateUserRoutes;
