import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserRow } from '../../repositories/row-types';
import { queueSecurityNotice, requestOrigin } from '../../mail/security-notice';
import type { Executor } from '../../repositories/index';
import { dropOpenResetLinks } from '../../repositories/password-resets';

/**
 * In the change's transaction: the old address is told (a taken-over account's owner learns of it
 * there), and open reset or invitation links of the account stop working (they went to the old address).
 */
export async function announceEmailChange(app: FastifyInstance, tx: Executor, request: FastifyRequest, before: UserRow, after: UserRow, by: UserRow) {
  await queueSecurityNotice(app.jobs, tx, {
    userId: after.id,
    kind: 'email-changed',
    to: before.email,
    details: { ...requestOrigin(request), newEmail: after.email, ...(by.id === after.id ? {} : { by: by.name }) },
  });
  await dropOpenResetLinks(tx, after.id);
}
