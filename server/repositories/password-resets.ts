import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { passwordResets } from '../db/schema/index';
import { hashToken, newToken } from '../lib/tokens';

export const RESET_TTL_MINUTES = 30;
/** An invitation to choose a first password lasts a week. */
export const INVITATION_TTL_DAYS = 7;

export type LinkPurpose = 'reset' | 'invitation';
const TTL_MS: Record<LinkPurpose, number> = { reset: RESET_TTL_MINUTES * 60_000, invitation: INVITATION_TTL_DAYS * 86_400_000 };

/** Works on the database or inside a transaction. */
export function createPasswordResetsRepository(db: Db) {
  return {
    /** A new link for the user; their older unused links stop working (only the newest email counts). */
    async create(userId: string, purpose: LinkPurpose = 'reset'): Promise<{ id: string; token: string }> {
      const now = new Date();
      await db
        .delete(passwordResets)
        .where(and(eq(passwordResets.userId, userId), or(isNull(passwordResets.usedAt), lt(passwordResets.expiresAt, now))));
      const token = newToken();
      const [row] = await db
        .insert(passwordResets)
        .values({ tokenHash: hashToken(token), userId, purpose, expiresAt: new Date(now.getTime() + TTL_MS[purpose]) })
        .returning({ id: passwordResets.id });
      return { id: row!.id, token };
    },

    /** Marks the link used and answers its user, in one statement: two uses at once cannot both win. */
    async consume(token: string): Promise<{ userId: string; purpose: LinkPurpose } | null> {
      const rows = await db
        .update(passwordResets)
        .set({ usedAt: new Date() })
        .where(and(eq(passwordResets.tokenHash, hashToken(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, new Date())))
        .returning({ userId: passwordResets.userId, purpose: passwordResets.purpose });
      return rows[0] ?? null;
    },
  };
}
export type PasswordResetsRepository = ReturnType<typeof createPasswordResetsRepository>;

/** The account's unused links stop working (its address changed: they went to the old one), in the change's transaction. */
export async function dropOpenResetLinks(tx: Db, userId: string): Promise<void> {
  await tx.delete(passwordResets).where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}
