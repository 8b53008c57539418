import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, idParamsSchema, messageSchema, staffErrors } from '@contract/common';
import { INVITATION_SENT_MESSAGE, inviteUserBody } from '@contract/two-factor';
import { createUserResponse } from '@contract/users';
import type { Repositories } from '../../repositories/index';
import { BadRequestError, ConflictError, isUniqueViolation } from '../../lib/errors';
import { INVITATION_QUEUE, queueInvitation } from '../../mail/index';
import { requireUser } from '../../plugins/app/auth';
import { toPublicUser } from '../../repositories/users';
import { findTargetUser } from './find-target-user';

const errors = { ...staffErrors, ...errorResponses(409) };
const ALREADY_ACTIVE = 'This user has already chosen a password';

/**
 * Accounts created without a password (decision 020): the person chooses it from an emailed,
 * single-use link that lasts 7 days. SPEC's POST /api/admin/users (with a password) is unchanged.
 */
const invitationRoutes: FastifyPluginAsyncZod<{ repos: Repositories }> = async (app, { repos }) => {
  app.post(
    '/api/auth/invitations',
    {
      config: { permission: 'users.manage' },
      schema: {
        tags: ['users'],
        summary: 'Create a staff account without a password and email its owner a link to choose one (admins only)',
        body: inviteUserBody,
        response: { 201: createUserResponse, ...errors },
      },
    },
    async (request, reply) => {
      const inviter = requireUser(request).name;
      try {
        // The account, its link and the email's job commit together, or none of them does.
        const user = await repos.transaction(async (tx, inTx) => {
          const row = await inTx.users.insert({ ...request.body, passwordHash: null });
          const link = await inTx.passwordResets.create(row.id, 'invitation');
          await queueInvitation(app.jobs, tx, { linkId: link.id, userId: row.id, token: link.token, inviter });
          await request.audit({ action: 'user.invited', targetType: 'user', targetId: row.id, details: { email: row.email, role: row.role } }, tx);
          return row;
        });
        app.jobs.nudge(INVITATION_QUEUE);
        return reply.code(201).send({ message: INVITATION_SENT_MESSAGE, user: toPublicUser(user) });
      } catch (err) {
        if (isUniqueViolation(err)) throw new ConflictError('A user with this email already exists', 'email');
        throw err;
      }
    },
  );

  app.post(
    '/api/auth/users/:id/invitation',
    {
      config: { permission: 'users.manage' },
      schema: {
        tags: ['users'],
        summary: 'Send an invited user a new link (admins only); the older link stops working',
        params: idParamsSchema,
        response: { 202: messageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const inviter = requireUser(request).name;
      const target = await findTargetUser(repos.users, request.params.id);
      if (target.passwordHash) throw new BadRequestError(ALREADY_ACTIVE, [{ field: 'id', message: ALREADY_ACTIVE }]);
      await repos.transaction(async (tx, inTx) => {
        const link = await inTx.passwordResets.create(target.id, 'invitation');
        await queueInvitation(app.jobs, tx, { linkId: link.id, userId: target.id, token: link.token, inviter });
        await request.audit({ action: 'user.invited', targetType: 'user', targetId: target.id, details: { email: target.email, again: true } }, tx);
      });
      app.jobs.nudge(INVITATION_QUEUE);
      return reply.code(202).send({ message: INVITATION_SENT_MESSAGE });
    },
  );
};

export default invitationRoutes;
