import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authFlows, type AuthFlowRow } from '../db/schema/index';
import { hashToken, newToken } from '../lib/tokens';

/** SCRATCH (r4f until r4a's A1 lands): one-time ceremony state (plan §9 interface). */
export function createAuthFlowsRepository(db: Db) {
  return {
    async create(kind: AuthFlowRow['kind'], opts: { userId?: string; sessionId?: string; data: unknown; ttlSeconds: number }): Promise<string> {
      const token = newToken();
      await db.delete(authFlows).where(lt(authFlows.expiresAt, new Date()));
      await db.insert(authFlows).values({
        tokenHash: hashToken(token),
        kind,
        userId: opts.userId ?? null,
        sessionId: opts.sessionId ?? null,
        data: opts.data,
        expiresAt: new Date(Date.now() + opts.ttlSeconds * 1000),
      });
      return token;
    },

    /** Single use: the live flow of that kind, removed as it is read; null when unknown, spent or expired. */
    async consume(token: string, kind: AuthFlowRow['kind']): Promise<AuthFlowRow | null> {
      const [row] = await db
        .delete(authFlows)
        .where(and(eq(authFlows.tokenHash, hashToken(token)), eq(authFlows.kind, kind), gt(authFlows.expiresAt, new Date())))
        .returning();
      return row ?? null;
    },
  };
}
export type AuthFlowsRepository = ReturnType<typeof createAuthFlowsRepository>;
