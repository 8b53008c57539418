import { recordAudit } from '../repositories/audit';
import { createUsersRepository } from '../repositories/users';
import type { BootstrapResult } from './bootstrap-admin';
import type { Db } from '../db/client';

/**
 * The start-up's own account changes go in the audit log like an admin's: no actor, no address
 * (nobody asked over the network), `details.by` says it was the start-up.
 */
export async function auditBootstrap(db: Db, result: BootstrapResult): Promise<void> {
  if (result.action === 'none') return;
  const user = await createUsersRepository(db).findByEmail(result.email);
  const common = { actorId: null, actorEmail: '', ip: '', targetType: 'user', targetId: user?.id ?? '' } as const;
  if (result.action === 'created') {
    const by = result.generatedPassword ? 'start-up (first admin, random password)' : 'start-up (ADMIN_EMAIL, ADMIN_PASSWORD)';
    await recordAudit(db, { ...common, action: 'user.created', details: { email: result.email, role: 'admin', by } });
  } else {
    const by = 'start-up (ADMIN_EMAIL, ADMIN_PASSWORD: no admin existed)';
    await recordAudit(db, { ...common, action: 'user.role_changed', details: { email: result.email, from: 'user', to: 'admin', by } });
    await recordAudit(db, { ...common, action: 'password.changed', details: { email: result.email, by } });
  }
}
