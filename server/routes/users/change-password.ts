import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, idParamsSchema, messageSchema } from '../../../contract/common';
import { changePasswordBody } from '../../../contract/users';
import type { Db } from '../../db/client';
import { ForbiddenError, NotFoundError } from '../../lib/errors';
import { assertPasswordAllowed } from '../../lib/password-policy';
import { hashPassword } from '../../lib/passwords';
import { requireUser } from '../../plugins/app/auth';
import { createSessionsRepository } from '../../repositories/sessions';
import { createUsersRepository, type UsersRepository } from '../../repositories/users';
import { findTargetUser } from './find-target-user';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** SPEC's change-password call: admins for anyone, everyone else for themselves. */
const changePasswordRoutes: FastifyPluginAsyncZod<{ users: UsersRepository; db: Db }> = async (app, { users, db }) => {
  app.put(
    '/api/auth/changepassword/:id',
    {
      config: { auth: 'signed-in' },
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
      if (me.id !== id && me.role !== 'admin') {
        await request.audit({ action: 'access.denied', targetType: 'user', targetId: id.slice(0, 200), details: { change: 'password' } });
        throw new ForbiddenError('You can only change your own password');
      }
      const target = await findTargetUser(users, id);
      assertPasswordAllowed(request.body.password, target);
      const passwordHash = await hashPassword(request.body.password);
      // The new password, the end of the other sessions and the audit entry commit together.
      await db.transaction(async (tx) => {
        if (!(await createUsersRepository(tx).setPassword(id, passwordHash))) throw new NotFoundError('User not found');
        await createSessionsRepository(tx).revokeAllFor(id, me.id === id ? request.session?.sessionId : undefined);
        await request.audit({ action: 'password.changed', targetType: 'user', targetId: id, details: { own: me.id === id } }, tx);
      });
      return { message: 'Password changed successfully' };
    },
  );
};

export default changePasswordRoutes;
