import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, messageSchema, staffErrors } from '@contract/common';
import { isUuid } from '@contract/ids';
import { LAST_SIGN_IN_METHOD_MESSAGE, passkeyListSchema, passkeySchema, renamePasskeyBody } from '@contract/passkeys';
import type { Repositories, TxRepositories } from '../../repositories/index';
import type { UserRow } from '../../repositories/row-types';
import { BadRequestError, NotFoundError } from '../../lib/errors';
import { requireUser } from '../../plugins/app/auth';
import { toPasskey, type PasskeysRepository } from '../../repositories/passkeys';

const NOT_FOUND = 'Passkey not found';

/** One's passkeys: the list, and (re-authenticated) renaming and removing one (decision 060). */
const passkeyListRoutes: FastifyPluginAsyncZod<{ repos: Repositories; passkeys: PasskeysRepository }> = async (app, { repos, passkeys }) => {
  /** Whether the account can still sign in without passkeys: a password, or an identity at the company's provider. */
  async function hasOtherWay(inTx: TxRepositories, user: UserRow): Promise<boolean> {
    if (user.passwordHash) return true;
    return inTx.oidcIdentities.isLinked(user.id);
  }

  app.get(
    '/api/auth/passkeys',
    {
      config: { permission: 'account' },
      schema: {
        tags: ['auth'],
        summary: 'Your passkeys: name, when added and last used, synced or on one device',
        response: { 200: passkeyListSchema, ...staffErrors },
      },
    },
    async (request) => (await passkeys.listFor(requireUser(request).id)).map(toPasskey),
  );

  app.patch(
    '/api/auth/passkeys/:id',
    {
      config: { permission: 'account', reauth: true },
      schema: {
        tags: ['auth'],
        summary: 'Rename one of your passkeys',
        params: idParamsSchema,
        body: renamePasskeyBody,
        response: { 200: passkeySchema, ...staffErrors },
      },
    },
    async (request) => {
      const me = requireUser(request);
      const { id } = request.params;
      const before = isUuid(id) ? (await passkeys.listFor(me.id)).find((p) => p.id === id) : undefined;
      const row = before ? await passkeys.rename(me.id, id, request.body.name) : undefined;
      if (!before || !row) throw new NotFoundError(NOT_FOUND);
      await request.audit({ action: 'passkey.renamed', targetType: 'passkey', targetId: row.id, details: { from: before.name, to: row.name } });
      return toPasskey(row);
    },
  );

  app.delete(
    '/api/auth/passkeys/:id',
    {
      config: { permission: 'account', reauth: true },
      schema: {
        tags: ['auth'],
        summary: 'Remove one of your passkeys (not the only way left to sign in)',
        params: idParamsSchema,
        response: { 200: messageSchema, ...staffErrors },
      },
    },
    async (request) => {
      const me = requireUser(request);
      const { id } = request.params;
      if (!isUuid(id)) throw new NotFoundError(NOT_FOUND);
      const removed = await repos.transaction(async (tx, inTx) => {
        const repo = inTx.passkeys;
        const row = await repo.remove(me.id, id);
        if (!row) throw new NotFoundError(NOT_FOUND);
        if ((await repo.countFor(me.id)) === 0 && !(await hasOtherWay(inTx, me))) {
          throw new BadRequestError(LAST_SIGN_IN_METHOD_MESSAGE, [{ field: 'id', message: LAST_SIGN_IN_METHOD_MESSAGE }]);
        }
        await request.audit({ action: 'passkey.removed', targetType: 'passkey', targetId: row.id, details: { name: row.name } }, tx);
        return row;
      });
      return { message: `Passkey "${removed.name}" removed` };
    },
  );
};

export default passkeyListRoutes;
