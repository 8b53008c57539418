import { and, eq, exists, isNotNull, ne, not } from 'drizzle-orm';
import type { Db } from '../db/client';
import { passkeys, sessions, twoFactor } from '../db/schema/index';

/**
 * When admins require a second factor, the sessions of people who have none (no authenticator
 * app turned on, no passkey) end: a session made before the rule must not outlive it (Directus
 * #24586). They set one up at their next sign-in. The session making the change stays.
 */
export async function revokeSessionsWithoutSecondFactor(db: Db, exceptSessionId: string | undefined): Promise<number> {
  const hasApp = db
    .select({ one: twoFactor.userId })
    .from(twoFactor)
    .where(and(eq(twoFactor.userId, sessions.userId), isNotNull(twoFactor.enabledAt)));
  const hasPasskey = db.select({ one: passkeys.id }).from(passkeys).where(eq(passkeys.userId, sessions.userId));
  const without = and(not(exists(hasApp)), not(exists(hasPasskey)));
  const rows = await db
    .delete(sessions)
    .where(exceptSessionId ? and(without, ne(sessions.id, exceptSessionId)) : without)
    .returning({ id: sessions.id });
  return rows.length;
}
