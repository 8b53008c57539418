import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, messageSchema, staffErrors } from '@contract/common';
import {
  confirmTwoFactorBody,
  disableTwoFactorBody,
  recoveryCodesResponse,
  twoFactorSetupResponse,
  twoFactorStatusResponse,
} from '@contract/two-factor';
import { verifyPassword } from '../../lib/passwords';
import type { SecurityNotices } from '../../mail/index';
import { newRecoveryCodes } from '../../lib/totp';
import { requireUser } from '../../plugins/app/auth';
import { codeRefused, type SecondFactor } from './second-factor';

const errors = { ...staffErrors, ...errorResponses(409, 429) };

interface TwoFactorOptions {
  secondFactor: SecondFactor;
  notices: SecurityNotices;
}
const WRONG_PASSWORD_MESSAGE = 'That password is not right.';

/** One's own second factor (/account/security); admins' part is two-factor-admin.ts. */
const twoFactorEnrolRoutes: FastifyPluginAsyncZod<TwoFactorOptions> = async (app, { secondFactor, notices }) => {
  const { repo, settings } = secondFactor;

  app.get(
    '/api/auth/two-factor',
    {
      config: { permission: 'account' },
      schema: {
        tags: ['auth'],
        summary: 'Whether your second factor is on, and how many recovery codes are left',
        response: { 200: twoFactorStatusResponse, ...errors },
      },
    },
    async (request) => {
      const me = requireUser(request);
      return {
        enabled: await repo.isEnabled(me.id),
        recoveryCodesLeft: await repo.recoveryCodesLeft(me.id),
        required: await settings.requireTwoFactor(),
      };
    },
  );

  app.post(
    '/api/auth/two-factor/setup',
    {
      config: { permission: 'account', reauth: true },
      schema: {
        tags: ['auth'],
        summary: 'Start setting up an authenticator app: a new secret and its QR code (shown only now)',
        response: { 200: twoFactorSetupResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return secondFactor.setup(requireUser(request));
    },
  );

  app.post(
    '/api/auth/two-factor/confirm',
    {
      config: { permission: 'account' },
      schema: {
        tags: ['auth'],
        summary: 'Turn the second factor on with the first code; answers ten one-time recovery codes, shown only now',
        body: confirmTwoFactorBody,
        response: { 200: recoveryCodesResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const me = requireUser(request);
      const recoveryCodes = await secondFactor.confirm(me.id, request.body.code);
      await request.audit({ action: 'two_factor.enabled', targetType: 'user', targetId: me.id });
      await notices.send(request, { userId: me.id, kind: 'two-factor-on', details: {} });
      return { message: 'Two-factor sign-in is on', recoveryCodes };
    },
  );
};

/** New recovery codes, and turning the second factor off: each proves the person with a code or the password. */
const twoFactorChangeRoutes: FastifyPluginAsyncZod<TwoFactorOptions> = async (app, { secondFactor, notices }) => {
  const { repo } = secondFactor;

  app.post(
    '/api/auth/two-factor/recovery-codes',
    {
      config: { permission: 'account' },
      schema: {
        tags: ['auth'],
        summary: 'Ten new recovery codes for a current code (the old ones stop working)',
        body: confirmTwoFactorBody,
        response: { 200: recoveryCodesResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const me = requireUser(request);
      await secondFactor.throttled({ kind: 'code', userId: me.id, deviceId: null }, () => secondFactor.verify(me.id, { code: request.body.code }));
      const recoveryCodes = newRecoveryCodes();
      await repo.replaceRecoveryCodes(me.id, recoveryCodes);
      await request.audit({ action: 'two_factor.recovery_codes_created', targetType: 'user', targetId: me.id });
      return { message: 'New recovery codes made; the old ones no longer work', recoveryCodes };
    },
  );

  app.post(
    '/api/auth/two-factor/disable',
    {
      config: { permission: 'account' },
      schema: {
        tags: ['auth'],
        summary: 'Turn your second factor off, with your password or a current code',
        body: disableTwoFactorBody,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      const me = requireUser(request);
      const { password, code } = request.body;
      await secondFactor.throttled({ kind: 'code', userId: me.id, deviceId: null }, async () => {
        if (code !== undefined) return secondFactor.verify(me.id, { code });
        if (!me.passwordHash || !(await verifyPassword(me.passwordHash, password ?? ''))) throw codeRefused('password', WRONG_PASSWORD_MESSAGE);
      });
      await repo.remove(me.id);
      await request.audit({
        action: 'two_factor.disabled',
        targetType: 'user',
        targetId: me.id,
        details: { with: code !== undefined ? 'code' : 'password' },
      });
      // The password or code just checked is a fresh proof (decision 058).
      if (request.session) await app.sessions.stampReauth(request.session.sessionId);
      await notices.send(request, { userId: me.id, kind: 'two-factor-off', details: {} });
      return { message: 'Two-factor sign-in is off' };
    },
  );
};

const twoFactorRoutes: FastifyPluginAsyncZod<TwoFactorOptions> = async (app, opts) => {
  await app.register(twoFactorEnrolRoutes, opts);
  await app.register(twoFactorChangeRoutes, opts);
};

export default twoFactorRoutes;
