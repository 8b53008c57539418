import { and, count, eq, gt, lt, ne } from 'drizzle-orm';
import type { SESSION_SORT_FIELDS } from '@contract/users';
import type { Db } from '../db/client';
import { callAvailability, sessions, users, type SessionRow, type SignInMethod, type UserRow } from '../db/schema/index';
import { offsetOf, orderFor, type PageRequest } from './paging';
import { hashToken, newToken } from '../lib/tokens';

type SessionSortField = (typeof SESSION_SORT_FIELDS)[number];

export interface ActiveSession {
  sessionId: string;
  user: UserRow;
  lastSeenAt: Date;
  /** Last check of who the caller is (sign-in counts): sensitive actions need it within REAUTH_MINUTES. */
  reauthAt: Date;
  /** How the session was signed in. */
  method: SignInMethod;
  /** The person's own zone: the one their call hours are in, when they saved any (else the site's TZ applies). */
  timeZone: string | null;
}

/** Works on the database or inside a transaction. */
export function createSessionsRepository(db: Db) {
  return {
    /** A new session; signing in is a fresh check of who the user is (reauth_at = now). */
    async create(
      userId: string,
      ttlHours: number,
      seen: { userAgent?: string; ip?: string } = {},
      method: SignInMethod = 'password',
    ): Promise<{ token: string; expiresAt: Date }> {
      const token = newToken();
      const expiresAt = new Date(Date.now() + ttlHours * 3600_000);
      const userAgent = (seen.userAgent ?? '').slice(0, 512);
      await db.insert(sessions).values({ tokenHash: hashToken(token), userId, expiresAt, userAgent, ip: seen.ip ?? '', method });
      return { token, expiresAt };
    },

    /** The session's user just proved who they are again (password, code, passkey, provider): sensitive actions open up. */
    async stampReauth(sessionId: string): Promise<Date> {
      const at = new Date();
      await db.update(sessions).set({ reauthAt: at }).where(eq(sessions.id, sessionId));
      return at;
    },

    /** A live session: before its absolute end, and used within the last idleHours. */
    async find(token: string, idleHours = Infinity): Promise<ActiveSession | null> {
      const now = Date.now();
      const live = and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, new Date(now)));
      const rows = await db
        .select({
          sessionId: sessions.id,
          user: users,
          lastSeenAt: sessions.lastSeenAt,
          reauthAt: sessions.reauthAt,
          method: sessions.method,
          timeZone: callAvailability.timeZone,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .leftJoin(callAvailability, eq(callAvailability.userId, sessions.userId))
        .where(Number.isFinite(idleHours) ? and(live, gt(sessions.lastSeenAt, new Date(now - idleHours * 3600_000))) : live)
        .limit(1);
      return rows[0] ?? null;
    },

    /** Renews last-seen, at most once a minute per session (one write per minute, not per request). */
    async touch(session: ActiveSession): Promise<void> {
      if (Date.now() - session.lastSeenAt.getTime() < 60_000) return;
      await db
        .update(sessions)
        .set({ lastSeenAt: new Date() })
        .where(and(eq(sessions.id, session.sessionId), lt(sessions.lastSeenAt, new Date(Date.now() - 60_000))));
    },

    /** One page of the user's live sessions in the asked order, and how many there are. */
    async pageFor(userId: string, paging: PageRequest<SessionSortField>, idleHours = Infinity): Promise<{ rows: SessionRow[]; total: number }> {
      const now = Date.now();
      const live = and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date(now)));
      const where = Number.isFinite(idleHours) ? and(live, gt(sessions.lastSeenAt, new Date(now - idleHours * 3600_000))) : live;
      const [rows, [row]] = await Promise.all([
        db
          .select()
          .from(sessions)
          .where(where)
          .orderBy(...orderFor(paging.sort, { lastSeenAt: sessions.lastSeenAt, createdAt: sessions.createdAt }, sessions.id))
          .limit(paging.pageSize)
          .offset(offsetOf(paging)),
        db.select({ n: count() }).from(sessions).where(where),
      ]);
      return { rows, total: row?.n ?? 0 };
    },

    /** Ends one of the user's own sessions; false when it is not theirs (or already gone). */
    async revokeOwn(userId: string, sessionId: string): Promise<boolean> {
      const rows = await db
        .delete(sessions)
        .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
        .returning({ id: sessions.id });
      return rows.length > 0;
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
