import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, idParamsSchema, messageSchema } from '@contract/common';
import { staffUserListSchema } from '@contract/two-factor';
import { createUserBody, createUserResponse, userListQuery } from '@contract/users';
import { BadRequestError, ConflictError, NotFoundError, isUniqueViolation } from '../../lib/errors';
import { assertPasswordAllowed } from '../../lib/password-policy';
import { sendPage } from '../../lib/paging';
import { hashPassword } from '../../lib/passwords';
import { requireUser } from '../../plugins/app/auth';
import type { Db } from '../../db/client';
import type { TwoFactorRepository } from '../../repositories/two-factor';
import { createUsersRepository, toPublicUser, type UsersRepository } from '../../repositories/users';
import { findTargetUser } from './find-target-user';

const errors = errorResponses(400, 401, 403, 404, 409);

const userRoutes: FastifyPluginAsyncZod<{ users: UsersRepository; db: Db; twoFactor: TwoFactorRepository }> = async (
  app,
  { users, db, twoFactor },
) => {
  app.post(
    '/api/admin/users',
    {
      config: { permission: 'users.manage' },
      schema: {
        tags: ['users'],
        summary: 'Create a staff account (admins only)',
        body: createUserBody,
        response: { 201: createUserResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { password, ...rest } = request.body;
      assertPasswordAllowed(password, rest);
      try {
        const passwordHash = await hashPassword(password);
        const row = await db.transaction(async (tx) => {
          const created = await createUsersRepository(tx).insert({ ...rest, passwordHash });
          await request.audit(
            { action: 'user.created', targetType: 'user', targetId: created.id, details: { email: created.email, role: created.role } },
            tx,
          );
          return created;
        });
        return reply.code(201).send({ message: 'User created successfully', user: toPublicUser(row) });
      } catch (err) {
        if (isUniqueViolation(err)) throw new ConflictError('A user with this email already exists', 'email');
        throw err;
      }
    },
  );

  app.get(
    '/api/auth/users',
    {
      config: { permission: 'users.manage' },
      schema: {
        tags: ['users'],
        summary:
          'One page of staff accounts, oldest first unless sorted (admins only); each says whether its invitation is still open and whether two-factor sign-in is on. X-Total-Count holds the total',
        querystring: userListQuery,
        response: { 200: staffUserListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const [withTwoFactor, { rows, total }] = await Promise.all([twoFactor.enabledUserIds(), users.page(request.query)]);
      sendPage(reply, total);
      return rows.map((row) => ({ ...toPublicUser(row), invited: row.passwordHash === null, twoFactor: withTwoFactor.has(row.id) }));
    },
  );

  app.delete(
    '/api/auth/users/:id',
    {
      config: { permission: 'users.manage', reauth: true },
      schema: {
        tags: ['users'],
        summary: 'Delete a staff account (admins only)',
        params: idParamsSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      const me = requireUser(request);
      const target = await findTargetUser(users, request.params.id);
      if (target.id === me.id)
        throw new BadRequestError('You cannot delete your own account', [{ field: 'id', message: 'You cannot delete your own account' }]);
      // Checked and deleted under a lock (sessions go with the row: ON DELETE CASCADE).
      const outcome = await users.deleteKeepingAnAdmin(target.id, (tx, gone) =>
        request.audit({ action: 'user.deleted', targetType: 'user', targetId: gone.id, details: { email: gone.email, role: gone.role } }, tx),
      );
      if (outcome === 'missing') throw new NotFoundError('User not found');
      if (outcome === 'last-admin') {
        throw new BadRequestError('The last administrator cannot be deleted', [{ field: 'id', message: 'The last administrator cannot be deleted' }]);
      }
      return { message: 'User deleted successfully' };
    },
  );
};

export default userRoutes;
