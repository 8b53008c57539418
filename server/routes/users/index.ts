import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, idParamsSchema, messageSchema } from '../../../contract/common';
import { staffUserListSchema } from '../../../contract/two-factor';
import { changePasswordBody, createUserBody, createUserResponse } from '../../../contract/users';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError, isUniqueViolation } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { assertPasswordAllowed } from '../../lib/password-policy';
import { hashPassword } from '../../lib/passwords';
import { requireUser } from '../../plugins/app/auth';
import type { TwoFactorRepository } from '../../repositories/two-factor';
import { toPublicUser, type UsersRepository } from '../../repositories/users';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

const userRoutes: FastifyPluginAsyncZod<{ users: UsersRepository; twoFactor: TwoFactorRepository }> = async (app, { users, twoFactor }) => {
  app.post(
    '/api/admin/users',
    {
      config: { auth: 'admin' },
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
        const row = await users.insert({ ...rest, passwordHash: await hashPassword(password) });
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
      config: { auth: 'admin' },
      schema: {
        tags: ['users'],
        summary: 'List staff accounts (admins only); each says whether its invitation is still open and whether two-factor sign-in is on',
        response: { 200: staffUserListSchema, ...errors },
      },
    },
    async () => {
      const withTwoFactor = await twoFactor.enabledUserIds();
      return (await users.list()).map((row) => ({ ...toPublicUser(row), invited: row.passwordHash === null, twoFactor: withTwoFactor.has(row.id) }));
    },
  );

  app.delete(
    '/api/auth/users/:id',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['users'],
        summary: 'Delete a staff account (admins only)',
        params: idParamsSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      const me = requireUser(request);
      const { id } = request.params;
      const target = isUuid(id) ? await users.findById(id) : undefined;
      if (!target) throw new NotFoundError('User not found');
      if (target.id === me.id)
        throw new BadRequestError('You cannot delete your own account', [{ field: 'id', message: 'You cannot delete your own account' }]);
      // Checked and deleted under a lock (sessions go with the row: ON DELETE CASCADE).
      const outcome = await users.deleteKeepingAnAdmin(target.id);
      if (outcome === 'missing') throw new NotFoundError('User not found');
      if (outcome === 'last-admin') {
        throw new BadRequestError('The last administrator cannot be deleted', [{ field: 'id', message: 'The last administrator cannot be deleted' }]);
      }
      return { message: 'User deleted successfully' };
    },
  );

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
      if (me.id !== id && me.role !== 'admin') throw new ForbiddenError('You can only change your own password');
      const target = isUuid(id) ? await users.findById(id) : undefined;
      if (!target) throw new NotFoundError('User not found');
      assertPasswordAllowed(request.body.password, target);
      if (!(await users.setPassword(id, await hashPassword(request.body.password)))) throw new NotFoundError('User not found');
      await app.sessions.revokeAllFor(id, me.id === id ? request.session?.sessionId : undefined);
      return { message: 'Password changed successfully' };
    },
  );
};

export default userRoutes;
