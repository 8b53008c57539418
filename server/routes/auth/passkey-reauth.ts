import type { FastifyRequest } from 'fastify';
import { authenticationCredential, PASSKEY_REFUSED_MESSAGE } from '@contract/passkeys';
import type { UserRow } from '../../repositories/row-types';
import { BadRequestError } from '../../lib/errors';
import type { PasskeysRepository } from '../../repositories/passkeys';
import { PasskeyRefused, type PasskeyCeremony } from './passkey-ceremony';

const refused = () => new BadRequestError(PASSKEY_REFUSED_MESSAGE, [{ field: 'passkey', message: PASSKEY_REFUSED_MESSAGE }]);

/**
 * Confirming it is you with a passkey (decision 058): the answer to a `purpose: 'reauth'`
 * challenge made for this session, by one of this account's passkeys, user-verified. Refusals
 * are 400 naming the field, never 401 (which the screens read as "signed out").
 */
export function passkeyReauthCheck(ceremony: PasskeyCeremony) {
  return async (request: FastifyRequest, user: UserRow, proof: { flow: string; response: unknown }): Promise<void> => {
    const response = authenticationCredential.safeParse(proof.response);
    if (!response.success) throw refused();
    const { row, data } = await ceremony.consume(proof.flow, 'passkey-reauth');
    if (row.userId !== user.id || row.sessionId !== request.session?.sessionId) throw refused();
    try {
      const { user: owner } = await ceremony.assert(data, response.data);
      if (owner.id !== user.id) throw refused();
    } catch (err) {
      throw err instanceof PasskeyRefused ? refused() : err;
    }
  };
}

/** 'passkey' among the ways an account can confirm, when it has one. */
export function passkeyReauthMethods(passkeys: PasskeysRepository) {
  return async (user: UserRow): Promise<'passkey'[]> => ((await passkeys.countFor(user.id)) > 0 ? ['passkey'] : []);
}
