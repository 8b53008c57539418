import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '@contract/common';
import { staffUserListSchema } from '@contract/two-factor';
import { createUserBody, createUserResponse, userListQuery } from '@contract/users';
import { ConflictError, isUniqueViolation } from '../../lib/errors';
import { assertPasswordAllowed } from '../../lib/password-policy';
import { sendPage } from '../../lib/paging';
import { hashPassword } from '../../lib/passwords';
import type { Repositories } from '../../repositories/index';
import { toPublicUser, type UsersRepository } from '../../repositories/users';

const errors = errorResponses(400, 401, 403, 404, 409);

const userRoutes: FastifyPluginAsyncZod<{ users: UsersRepository; repos: Repositories }> = async (app, { users, repos }) => {
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
        const row = await repos.transaction(async (tx, inTx) => {
          const created = await inTx.users.insert({ ...rest, passwordHash });
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
      config: { permission: 'users.manage', totalCount: true },
      schema: {
        tags: ['users'],
        summary:
          'One page of staff accounts, oldest first unless sorted (admins only); each with its role, status (invited or active), sign-in methods (2FA, passkeys, SSO) and last sign-in. X-Total-Count holds the total',
        querystring: userListQuery,
        response: { 200: staffUserListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { rows, total } = await users.page(request.query);
      sendPage(reply, total);
      return repos.queries.staffUsers(rows);
    },
  );
};

export default userRoutes;
