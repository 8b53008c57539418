import { and, eq, gt, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, users, type UserRow } from '../db/schema/index';
import { hashToken, newToken } from '../lib/tokens';

export interface ActiveSession {
  sessionId: string;
  user: UserRow;
}

/** Works on the database or inside a transaction. */
export function createSessionsRepository(db: Db) {
  return {
    async create(userId: string, ttlHours: number): Promise<{ token: string; expiresAt: Date }> {
      const token = newToken();
      const expiresAt = new Date(Date.now() + ttlHours * 3600_000);
      await db.insert(sessions).values({ tokenHash: hashToken(token), userId, expiresAt });
      return { token, expiresAt };
    },

    async find(token: string): Promise<ActiveSession | null> {
      const rows = await db
        .select({ sessionId: sessions.id, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, new Date())))
        .limit(1);
      return rows[0] ?? null;
    },

    async revoke(sessionId: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.id, sessionId));
    },

    /** Signs a user out everywhere except, optionally, the session making the change. */
    async revokeAllFor(userId: string, exceptSessionId?: string): Promise<void> {
      await db
        .delete(sessions)
        .where(exceptSessionId ? and(eq(sessions.userId, userId), ne(sessions.id, exceptSessionId)) : eq(sessions.userId, userId));
    },
  };
}
export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
