import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, messageSchema, staffErrors } from '@contract/common';
import { securitySettingsSchema } from '@contract/two-factor';
import type { Repositories } from '../../repositories/index';
import { BadRequestError } from '../../lib/errors';
import type { SecurityNotices } from '../../mail/index';
import { revokeSessionsWithoutSecondFactor } from '../../repositories/second-factor-sessions';
import { requireUser } from '../../plugins/app/auth';
import type { UsersRepository } from '../../repositories/users';
import { findTargetUser } from '../users/find-target-user';
import type { SecondFactor } from './second-factor';

/** Admins: reset someone's second factor, and require one of all staff (decision 020). */
export const OWN_RESET_MESSAGE = 'Turn your own two-factor sign-in off on the Security page';

const twoFactorAdminRoutes: FastifyPluginAsyncZod<{
  repos: Repositories;
  users: UsersRepository;
  secondFactor: SecondFactor;
  notices: SecurityNotices;
}> = async (app, { repos, users, secondFactor, notices }) => {
  const { repo, settings } = secondFactor;

  app.delete(
    '/api/auth/users/:id/two-factor',
    {
      config: { permission: 'users.manage', reauth: true },
      schema: {
        tags: ['users'],
        summary:
          "Reset a colleague's second factor (admins only): their authenticator app and passkeys stop working; they sign in with the password alone, or set up again if it is required. Not one's own",
        params: idParamsSchema,
        response: { 200: messageSchema, ...staffErrors },
      },
    },
    async (request) => {
      const target = await findTargetUser(users, request.params.id);
      if (target.id === requireUser(request).id) throw new BadRequestError(OWN_RESET_MESSAGE, [{ field: 'id', message: OWN_RESET_MESSAGE }]);
      await repo.remove(target.id);
      // A lost laptop holds the passkeys too (decision 056).
      const passkeysRemoved = await repos.passkeys.removeAllFor(target.id);
      await request.audit({
        action: 'two_factor.reset',
        targetType: 'user',
        targetId: target.id,
        details: { email: target.email, passkeysRemoved },
      });
      await notices.send(request, { userId: target.id, kind: 'two-factor-off', details: { by: requireUser(request).name } });
      return { message: 'Two-factor sign-in reset' };
    },
  );

  app.get(
    '/api/admin/settings/security',
    {
      config: { permission: 'settings.manage' },
      schema: { tags: ['users'], summary: 'Staff-wide sign-in settings (admins only)', response: { 200: securitySettingsSchema, ...staffErrors } },
    },
    async () => ({ requireTwoFactor: await settings.requireTwoFactor() }),
  );

  app.put(
    '/api/admin/settings/security',
    {
      config: { permission: 'settings.manage' },
      schema: {
        tags: ['users'],
        summary: 'Require a second factor of every staff member (admins only); those without one set it up at their next sign-in',
        body: securitySettingsSchema,
        response: { 200: securitySettingsSchema, ...staffErrors },
      },
    },
    async (request) => {
      const on = request.body.requireTwoFactor;
      // The rule and the end of the sessions it no longer allows commit together.
      await repos.transaction(async (tx, inTx) => {
        await inTx.settings.setRequireTwoFactor(on);
        const ended = on ? await revokeSessionsWithoutSecondFactor(tx, request.session?.sessionId) : 0;
        await request.audit(
          {
            action: 'settings.changed',
            targetType: 'settings',
            targetId: 'security',
            details: { requireTwoFactor: on, ...(on ? { sessionsEnded: ended } : {}) },
          },
          tx,
        );
      });
      return { requireTwoFactor: on };
    },
  );
};

export default twoFactorAdminRoutes;
