import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, idParamsSchema } from '@contract/common';
import { deleteUserQuery, deleteUserResponse } from '@contract/users';
import type { ContentChanges } from '../../db/change-notifier';
import { BadRequestError, NotFoundError } from '../../lib/errors';
import { requireUser } from '../../plugins/app/auth';
import { timeOrderedUuid } from '../../lib/time-ordered-id';
import { handOver } from '../../repositories/handover';
import type { LeadChangeHooks } from '../../repositories/leads';
import type { UsersRepository } from '../../repositories/users';
import { findTargetUser } from './find-target-user';
import { handoverTargets } from './handover-targets';

const errors = errorResponses(400, 401, 403, 404, 409);

interface DeleteUserOptions {
  users: UsersRepository;
  contentChanges: ContentChanges;
  /** The leads' assignment mail (the leads repository's), queued in the delete's transaction for whoever takes them over. */
  leadsHandedOver: LeadChangeHooks['ownerChanged'];
}

/** Deleting a staff account hands its leads and posts over, and records it (decision 056). */
const deleteUserRoutes: FastifyPluginAsyncZod<DeleteUserOptions> = async (app, { users, contentChanges, leadsHandedOver }) => {
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
      const actor = { id: me.id, name: me.name };
      // Checked, handed over and deleted under one lock (sessions go with the row: ON DELETE CASCADE).
      const outcome = await users.deleteKeepingAnAdmin(target.id, async (tx, gone) => {
        const { leadIds, posts } = await handOver(tx, gone, to, actor);
        moved = { leads: leadIds.length, posts };
        // The new owner hears of them as of any assignment (one mail listing them; none when they took them themselves).
        if (to.leadsTo) await leadsHandedOver(tx, { leadIds, ownerId: to.leadsTo.id, actor, key: timeOrderedUuid() });
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

export default deleteUserRoutes;
