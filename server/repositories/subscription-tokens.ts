import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Tx } from '../lib/actor';
import { subscriptions, subscriptionTokens } from '../db/schema/index';
import { hashToken, newToken } from '../lib/tokens';

/** A confirmation link works this long. */
export const CONFIRM_TOKEN_DAYS = 7;

export type ConfirmResult = 'confirmed' | 'invalid';

/** Told in the transaction that confirms or ends a subscription. */
export type SubscriptionStatusHook = (tx: Tx, change: 'confirmed' | 'unsubscribed', subscriptionId: string) => Promise<unknown>;

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

    /** Uses up the token: confirms its pending subscription when the token is known and not expired. */
    async confirm(token: string): Promise<ConfirmResult> {
      return db.transaction(async (tx) => {
        const [used] = await tx
          .delete(subscriptionTokens)
          .where(eq(subscriptionTokens.tokenHash, hashToken(token)))
          .returning();
        if (!used || used.expiresAt.getTime() <= Date.now()) return 'invalid';
        const [confirmed] = await tx
          .update(subscriptions)
          .set({ status: 'confirmed', confirmedAt: new Date() })
          .where(and(eq(subscriptions.id, used.subscriptionId), eq(subscriptions.status, 'pending')))
          .returning({ id: subscriptions.id });
        if (!confirmed) return 'invalid';
        // Links from earlier (resent) confirmation mails are spent too.
        await tx.delete(subscriptionTokens).where(eq(subscriptionTokens.subscriptionId, used.subscriptionId));
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
