import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, idParamsSchema } from '@contract/common';
import { staffUserListSchema } from '@contract/two-factor';
import { createUserBody, createUserResponse, deleteUserQuery, deleteUserResponse, userListQuery } from '@contract/users';
import { BadRequestError, ConflictError, NotFoundError, isUniqueViolation } from '../../lib/errors';
import { assertPasswordAllowed } from '../../lib/password-policy';
import { sendPage } from '../../lib/paging';
import { hashPassword } from '../../lib/passwords';
import { requireUser } from '../../plugins/app/auth';
import type { Db } from '../../db/client';
import type { ContentChanges } from '../../db/change-notifier';
import { handOver } from '../../repositories/handover';
import { createUsersRepository, toPublicUser, type UsersRepository } from '../../repositories/users';
import { findTargetUser } from './find-target-user';
import { handoverTargets } from './handover-targets';
import { toStaffUsers } from './staff-user';

const errors = errorResponses(400, 401, 403, 404, 409);

const userRoutes: FastifyPluginAsyncZod<{ users: UsersRepository; db: Db; contentChanges: ContentChanges }> = async (
  app,
  { users, db, contentChanges },
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
          'One page of staff accounts, oldest first unless sorted (admins only); each with its role, status (invited or active), sign-in methods (2FA, passkeys, SSO) and last sign-in. X-Total-Count holds the total',
        querystring: userListQuery,
        response: { 200: staffUserListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { rows, total } = await users.page(request.query);
      sendPage(reply, total);
      return toStaffUsers(db, rows);
    },
  );

  app.delete(
    '/api/auth/users/:id',
    {
      config: { permission: 'users.manage', reauth: true },
      schema: {
        tags: ['users'],
        summary:
          'Delete a staff account (admins only). Its leads go to leadsTo (default: unassigned, each with a history line) and its posts to postsTo (default: the caller); the handover is audited',
        params: idParamsSchema,
        querystring: deleteUserQuery,
        response: { 200: deleteUserResponse, ...errors },
      },
    },
    async (request) => {
      const me = requireUser(request);
      const target = await findTargetUser(users, request.params.id);
      if (target.id === me.id)
        throw new BadRequestError('You cannot delete your own account', [{ field: 'id', message: 'You cannot delete your own account' }]);
      const to = await handoverTargets(users, target.id, me, request.query);
      let moved = { leads: 0, posts: 0 };
      // Checked, handed over and deleted under one lock (sessions go with the row: ON DELETE CASCADE).
      const outcome = await users.deleteKeepingAnAdmin(target.id, async (tx, gone) => {
        moved = await handOver(tx, gone, to, me);
        await request.audit(
          {
            action: 'user.deleted',
            targetType: 'user',
            targetId: gone.id,
            targetLabel: gone.name,
            details: {
              email: gone.email,
              role: gone.role,
              leads: moved.leads,
              leadsTo: to.leadsTo?.name ?? 'unassigned',
              posts: moved.posts,
              postsTo: to.postsTo.name,
            },
          },
          tx,
        );
      });
      if (outcome === 'missing') throw new NotFoundError('User not found');
      if (outcome === 'last-admin') {
        throw new BadRequestError('The last administrator cannot be deleted', [{ field: 'id', message: 'The last administrator cannot be deleted' }]);
      }
      if (moved.posts) contentChanges.changed();
      return { message: 'User deleted successfully', leadsMoved: moved.leads, postsMoved: moved.posts };
    },
  );
};

export default userRoutes;
