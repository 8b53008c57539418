import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authFlows, type AuthFlowKind, type AuthFlowRow } from '../db/schema/index';
import { hashToken, newToken } from '../lib/tokens';

/** Longest a ceremony may last (a passkey prompt, a round trip to the identity provider). */
export const AUTH_FLOW_MAX_TTL_SECONDS = 600;

export interface NewAuthFlow {
  userId?: string;
  sessionId?: string;
  data: Record<string, unknown>;
  ttlSeconds: number;
}

/**
 * One-time state of passkey and single sign-on ceremonies (challenges, state, nonce, PKCE verifier).
 * The client holds the token; the table holds its hash. Works on the database or inside a transaction.
 */
export function createAuthFlowsRepository(db: Db) {
  return {
    /** Stores the flow and answers the token the client keeps (a cookie or a field); at most 10 minutes. */
    async create(kind: AuthFlowKind, flow: NewAuthFlow): Promise<string> {
      const token = newToken();
      const ttl = Math.min(Math.max(flow.ttlSeconds, 1), AUTH_FLOW_MAX_TTL_SECONDS);
      await db.insert(authFlows).values({
        tokenHash: hashToken(token),
        kind,
        userId: flow.userId ?? null,
        sessionId: flow.sessionId ?? null,
        data: flow.data,
        expiresAt: new Date(Date.now() + ttl * 1000),
      });
      return token;
    },

    /** Takes the live flow of that kind, once: a second call with the same token answers null. */
    async consume(token: string, kind: AuthFlowKind): Promise<AuthFlowRow | null> {
      const [row] = await db
        .delete(authFlows)
        .where(and(eq(authFlows.tokenHash, hashToken(token)), eq(authFlows.kind, kind)))
        .returning();
      if (!row || row.expiresAt.getTime() <= Date.now()) return null;
      return row;
    },

    /** Reads a live flow without using it up. */
    async peek(token: string, kind: AuthFlowKind): Promise<AuthFlowRow | null> {
      const [row] = await db
        .select()
        .from(authFlows)
        .where(and(eq(authFlows.tokenHash, hashToken(token)), eq(authFlows.kind, kind), gt(authFlows.expiresAt, new Date())))
        .limit(1);
      return row ?? null;
    },

    /** The purge job's part: expired flows nobody finished. */
    async purgeExpired(now = new Date()): Promise<number> {
      const rows = await db.delete(authFlows).where(lt(authFlows.expiresAt, now)).returning({ id: authFlows.id });
      return rows.length;
    },
  };
}
export type AuthFlowsRepository = ReturnType<typeof createAuthFlowsRepository>;
