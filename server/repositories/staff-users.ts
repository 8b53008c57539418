import { and, count, inArray, isNotNull } from 'drizzle-orm';
import type { StaffUser } from '@contract/two-factor';
import type { Db } from '../db/client';
import { oidcIdentities, passkeys, twoFactor, type UserRow } from '../db/schema/index';
import { toPublicUser } from './users';

/**
 * Rows of the staff list: each account with its sign-in methods (2FA, passkeys, SSO), last sign-in
 * and status. Three small queries for the page's ids, whatever the page size.
 */
export async function toStaffUsers(db: Db, rows: UserRow[]): Promise<StaffUser[]> {
  const ids = rows.map((r) => r.id);
  if (!ids.length) return [];
  const [withTwoFactor, keys, identities] = await Promise.all([
    db
      .select({ userId: twoFactor.userId })
      .from(twoFactor)
      .where(and(inArray(twoFactor.userId, ids), isNotNull(twoFactor.enabledAt))),
    db.select({ userId: passkeys.userId, n: count() }).from(passkeys).where(inArray(passkeys.userId, ids)).groupBy(passkeys.userId),
    db.selectDistinct({ userId: oidcIdentities.userId }).from(oidcIdentities).where(inArray(oidcIdentities.userId, ids)),
  ]);
  const twoFactorOn = new Set(withTwoFactor.map((r) => r.userId));
  const passkeyCount = new Map(keys.map((r) => [r.userId, r.n]));
  const sso = new Set(identities.map((r) => r.userId));
  return rows.map((row) => {
    const invited = row.passwordHash === null;
    return {
      ...toPublicUser(row),
      invited,
      twoFactor: twoFactorOn.has(row.id),
      passkeys: passkeyCount.get(row.id) ?? 0,
      sso: sso.has(row.id),
      lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
      // An account made by single sign-on has no password but has signed in: it is active.
      status: invited && row.lastSignInAt === null && !sso.has(row.id) ? 'invited' : 'active',
    };
  });
}
