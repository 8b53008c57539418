import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { oidcIdentities, users, type UserRow } from '../db/schema/index';

/** Accounts at the identity provider, each linked to one staff account. Works on the database or inside a transaction. */
export function createOidcIdentitiesRepository(db: Db) {
  return {
    /** The staff account linked to (issuer, subject), its use stamped; undefined when none is. */
    async userFor(issuer: string, subject: string, email: string): Promise<UserRow | undefined> {
      const key = and(eq(oidcIdentities.issuer, issuer), eq(oidcIdentities.subject, subject));
      const [row] = await db.select({ user: users }).from(oidcIdentities).innerJoin(users, eq(users.id, oidcIdentities.userId)).where(key).limit(1);
      if (row) await db.update(oidcIdentities).set({ lastUsedAt: new Date(), email }).where(key);
      return row?.user;
    },

    /** Whether this staff account has signed in with the identity provider before. */
    async isLinked(userId: string): Promise<boolean> {
      const [row] = await db.select({ userId: oidcIdentities.userId }).from(oidcIdentities).where(eq(oidcIdentities.userId, userId)).limit(1);
      return Boolean(row);
    },

    async link(issuer: string, subject: string, userId: string, email: string): Promise<void> {
      await db.insert(oidcIdentities).values({ issuer, subject, userId, email, lastUsedAt: new Date() }).onConflictDoNothing();
    },
  };
}
export type OidcIdentitiesRepository = ReturnType<typeof createOidcIdentitiesRepository>;
