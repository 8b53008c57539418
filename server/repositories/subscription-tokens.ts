import { and, eq, gt, isNotNull, isNull, lt, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Tx } from './tx';
import { subscriptions, subscriptionTokens } from '../db/schema/index';
import { hashToken, newToken } from '../lib/tokens';

/** A confirmation link works this long. */
export const CONFIRM_TOKEN_DAYS = 7;

/** A used confirmation link still answers "You're subscribed" this long (mail scanners open links before readers); then it goes. */
export const USED_TOKEN_KEEP_DAYS = 30;

/** Deletes the confirmation tokens used over USED_TOKEN_KEEP_DAYS ago; unused ones stay (their link says it expired). */
export async function purgeUsedSubscriptionTokens(db: Db, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - USED_TOKEN_KEEP_DAYS * 24 * 3600_000);
  const rows = await db.delete(subscriptionTokens).where(lt(subscriptionTokens.usedAt, before)).returning({ hash: subscriptionTokens.tokenHash });
  return rows.length;
}

/** 'already': the link was used before and its address is confirmed, so opening it again is no error. */
export type ConfirmResult = 'confirmed' | 'already' | 'invalid';

/** Told in the transaction that confirms or ends a subscription. */
export type SubscriptionStatusHook = (tx: Tx, change: 'confirmed' | 'unsubscribed', subscriptionId: string) => Promise<unknown>;

/** Whether the token was used and its subscription is confirmed (a second open of a spent link). */
async function isSpentOnConfirmed(tx: Tx, tokenHash: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: subscriptions.id })
    .from(subscriptionTokens)
    .innerJoin(subscriptions, eq(subscriptions.id, subscriptionTokens.subscriptionId))
    .where(and(eq(subscriptionTokens.tokenHash, tokenHash), isNotNull(subscriptionTokens.usedAt), eq(subscriptions.status, 'confirmed')));
  return Boolean(row);
}

/** The links in newsletter mails: confirmation tokens (hashed, single use) and the one-click unsubscribe. */
export function createSubscriptionTokensRepository(db: Db, statusChanged?: SubscriptionStatusHook) {
  return {
    /** A new confirmation token for the mail about to be sent; only its hash is stored. */
    async createConfirmationToken(subscriptionId: string): Promise<string> {
      const token = newToken();
      const expiresAt = new Date(Date.now() + CONFIRM_TOKEN_DAYS * 24 * 3600_000);
      await db.insert(subscriptionTokens).values({ tokenHash: hashToken(token), subscriptionId, expiresAt });
      return token;
    },

    /**
     * Uses up the token: confirms its pending subscription when the token is known, unused and not expired. A used token
     * of a confirmed subscription answers 'already' (mail scanners open links before the reader does, decision 080).
     */
    async confirm(token: string): Promise<ConfirmResult> {
      const tokenHash = hashToken(token);
      return db.transaction(async (tx) => {
        const now = new Date();
        const [used] = await tx
          .update(subscriptionTokens)
          .set({ usedAt: now })
          .where(and(eq(subscriptionTokens.tokenHash, tokenHash), isNull(subscriptionTokens.usedAt), gt(subscriptionTokens.expiresAt, now)))
          .returning({ subscriptionId: subscriptionTokens.subscriptionId });
        if (!used) return (await isSpentOnConfirmed(tx, tokenHash)) ? 'already' : 'invalid';
        const [confirmed] = await tx
          .update(subscriptions)
          .set({ status: 'confirmed', confirmedAt: now })
          .where(and(eq(subscriptions.id, used.subscriptionId), eq(subscriptions.status, 'pending')))
          .returning({ id: subscriptions.id });
        if (!confirmed) return (await isSpentOnConfirmed(tx, tokenHash)) ? 'already' : 'invalid';
        // Links from earlier (resent) confirmation mails are spent too.
        await tx
          .update(subscriptionTokens)
          .set({ usedAt: now })
          .where(and(eq(subscriptionTokens.subscriptionId, used.subscriptionId), isNull(subscriptionTokens.usedAt)));
        await statusChanged?.(tx, 'confirmed', used.subscriptionId);
        return 'confirmed';
      });
    },

    /** One click, no sign-in: false only for a token that belongs to no subscription. */
    async unsubscribe(token: string): Promise<boolean> {
      const [row] = await db
        .select({ id: subscriptions.id, status: subscriptions.status })
        .from(subscriptions)
        .where(eq(subscriptions.unsubscribeToken, token));
      if (!row) return false;
      if (row.status === 'unsubscribed') return true;
      await db.transaction(async (tx) => {
        const ended = await tx
          .update(subscriptions)
          .set({ status: 'unsubscribed', unsubscribedAt: new Date() })
          .where(and(eq(subscriptions.id, row.id), ne(subscriptions.status, 'unsubscribed')))
          .returning({ id: subscriptions.id });
        await tx.delete(subscriptionTokens).where(eq(subscriptionTokens.subscriptionId, row.id));
        if (ended.length) await statusChanged?.(tx, 'unsubscribed', row.id);
      });
      return true;
    },
  };
}
export type SubscriptionTokensRepository = ReturnType<typeof createSubscriptionTokensRepository>;
