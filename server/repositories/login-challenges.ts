import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginChallenges, type LoginChallengeRow } from '../db/schema/index';
import { hashToken, newToken } from '../lib/tokens';

/** How long the second step of a sign-in may take: a code (5 minutes), setting one up (15 minutes). */
export const CHALLENGE_TTL_MINUTES = { verify: 5, enrol: 15 } as const;

/** Sign-ins waiting for their second factor. Works on the database or inside a transaction. */
export function createLoginChallengesRepository(db: Db) {
  return {
    async create(userId: string, kind: LoginChallengeRow['kind']): Promise<string> {
      const token = newToken();
      const now = Date.now();
      // Expired ones of anyone go on the way: the table stays as small as the sign-ins in progress.
      await db.delete(loginChallenges).where(lt(loginChallenges.expiresAt, new Date(now)));
      await db.insert(loginChallenges).values({
        tokenHash: hashToken(token),
        userId,
        kind,
        expiresAt: new Date(now + CHALLENGE_TTL_MINUTES[kind] * 60_000),
      });
      return token;
    },

    /** The live challenge of that kind, or undefined. */
    async find(token: string, kind: LoginChallengeRow['kind']): Promise<LoginChallengeRow | undefined> {
      const [row] = await db
        .select()
        .from(loginChallenges)
        .where(and(eq(loginChallenges.tokenHash, hashToken(token)), eq(loginChallenges.kind, kind), gt(loginChallenges.expiresAt, new Date())))
        .limit(1);
      return row;
    },

    /** Ends it; false when another request ended it first (a challenge makes one session at most). */
    async consume(id: string): Promise<boolean> {
      const rows = await db.delete(loginChallenges).where(eq(loginChallenges.id, id)).returning({ id: loginChallenges.id });
      return rows.length > 0;
    },
  };
}
export type LoginChallengesRepository = ReturnType<typeof createLoginChallengesRepository>;
