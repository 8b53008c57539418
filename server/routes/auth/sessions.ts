import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, messageSchema, staffErrors as errors } from '@contract/common';
import { sessionListQuery, sessionListSchema, type SessionInfo } from '@contract/users';
import type { SessionRow } from '../../repositories/row-types';
import { NotFoundError } from '../../lib/errors';
import { isUuid } from '@contract/ids';
import { sendPage } from '../../lib/paging';
import { describeUserAgent } from '../../lib/user-agent';
import { requireUser } from '../../plugins/app/auth';
import type { UsersRepository } from '../../repositories/users';
import { findTargetUser } from '../users/find-target-user';

function toSessionInfo(row: SessionRow, currentId: string | undefined): SessionInfo {
  return {
    _id: row.id,
    browser: describeUserAgent(row.userAgent),
    ip: row.ip,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    current: row.id === currentId,
  };
}

/** ASVS 5.0 §7.5: people see where they are signed in and end what they do not recognise. */
const sessionRoutes: FastifyPluginAsyncZod<{ users: UsersRepository; idleHours: number }> = async (app, { users, idleHours }) => {
  app.get(
    '/api/auth/sessions',
    {
      config: { permission: 'account', totalCount: true },
      schema: {
        tags: ['auth'],
        summary: 'One page of your signed-in sessions, most recently used first unless sorted; X-Total-Count holds the total',
        querystring: sessionListQuery,
        response: { 200: sessionListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const me = requireUser(request);
      const { rows, total } = await app.sessions.pageFor(me.id, request.query, idleHours);
      sendPage(reply, total);
      return rows.map((row) => toSessionInfo(row, request.session?.sessionId));
    },
  );

  app.delete(
    '/api/auth/sessions',
    {
      config: { permission: 'account' },
      schema: { tags: ['auth'], summary: 'End every other session of your account (this one stays)', response: { 200: messageSchema, ...errors } },
    },
    async (request) => {
      const me = requireUser(request);
      await app.sessions.revokeAllFor(me.id, request.session?.sessionId);
      await request.audit({ action: 'session.ended', targetType: 'user', targetId: me.id, details: { which: 'every other' } });
      return { message: 'Signed out of every other session' };
    },
  );

  app.delete(
    '/api/auth/sessions/:id',
    {
      config: { permission: 'account' },
      schema: { tags: ['auth'], summary: 'End one of your sessions', params: idParamsSchema, response: { 200: messageSchema, ...errors } },
    },
    async (request) => {
      const { id } = request.params;
      if (!isUuid(id) || !(await app.sessions.revokeOwn(requireUser(request).id, id))) throw new NotFoundError('Session not found');
      await request.audit({ action: 'session.ended', targetType: 'session', targetId: id, details: { which: 'one' } });
      return { message: 'Session ended' };
    },
  );

  app.delete(
    '/api/auth/users/:id/sessions',
    {
      // Taking sessions away grants nothing and is what a colleague's lost laptop needs at once: no re-authentication.
      config: { permission: 'users.manage', reauth: false },
      schema: {
        tags: ['users'],
        summary: "End every session of a user (admins only; ending one's own keeps the current session)",
        params: idParamsSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      const me = requireUser(request);
      const target = await findTargetUser(users, request.params.id);
      await app.sessions.revokeAllFor(target.id, target.id === me.id ? request.session?.sessionId : undefined);
      await request.audit({
        action: 'session.ended',
        targetType: 'user',
        targetId: target.id,
        details: { which: 'all of a user', email: target.email },
      });
      return { message: 'Sessions ended' };
    },
  );
};

export default sessionRoutes;
