import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { passwordResets, type UserRow } from '../../db/schema/index';
import { queueSecurityNotice, requestOrigin } from '../../mail/security-notice';

/**
 * In the change's transaction: the old address is told (a taken-over account's owner learns of it
 * there), and open reset or invitation links of the account stop working (they went to the old address).
 */
export async function announceEmailChange(app: FastifyInstance, tx: Db, request: FastifyRequest, before: UserRow, after: UserRow, by: UserRow) {
  await queueSecurityNotice(app.jobs, tx, {
    userId: after.id,
    kind: 'email-changed',
    to: before.email,
    details: { ...requestOrigin(request), newEmail: after.email, ...(by.id === after.id ? {} : { by: by.name }) },
  });
  await tx.delete(passwordResets).where(and(eq(passwordResets.userId, after.id), isNull(passwordResets.usedAt)));
}
