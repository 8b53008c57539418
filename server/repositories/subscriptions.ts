import { createHash, randomBytes } from 'node:crypto';
import { and, count, desc, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { createGroupCommit } from '../lib/group-commit';
import { acceptedRowStamp } from '../lib/time-ordered-id';
import type { Subscription, SubscriptionCounts } from '../../contract/subscriptions';
import type { Db } from '../db/client';
import { subscriptions, subscriptionTokens, type SubscriptionRow } from '../db/schema/index';
import type { Executes } from '../jobs/index';

/** A confirmation link works this long. */
export const CONFIRM_TOKEN_DAYS = 7;
/** A pending address that subscribes again gets the confirmation again, at most this often. */
export const CONFIRMATION_RESEND_MINUTES = 5;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
import { countedRows } from './row-counts';

export function toSubscription(row: SubscriptionRow): Subscription {
  return {
    _id: row.id,
    email: row.email,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
  };
}

/** Runs in the transaction that stores new (or renewed) subscriptions: queues their confirmation mail. */
export interface SubscriptionHooks {
  inTransaction(tx: Executes, subscriptionIds: string[]): Promise<void>;
  afterCommit(): void;
}

export type ConfirmResult = 'confirmed' | 'invalid';

export function createSubscriptionsRepository(db: Db, hooks?: SubscriptionHooks) {
  // Each row carries the time its request was accepted (not the batch's shared now()) and a
  // time-ordered id, so newest-first stays in acceptance order inside a batch.
  const insertMany = createGroupCommit(async (items: { email: string; id: string; createdAt: Date }[]) => {
    // The same address twice in one batch: only its first request can be the new subscription.
    const firsts = [...new Map(items.map((i) => [i.email, i] as const)).values()];
    const rows = await db.transaction(async (tx) => {
      const written = await tx
        .insert(subscriptions)
        .values(firsts.map((i) => ({ ...i, confirmationSentAt: i.createdAt })))
        // An address that unsubscribed may subscribe again: pending once more, with a new confirmation.
        .onConflictDoUpdate({
          target: subscriptions.email,
          set: { status: 'pending', confirmedAt: null, unsubscribedAt: null, confirmationSentAt: sql`excluded.confirmation_sent_at` },
          setWhere: eq(subscriptions.status, 'unsubscribed'),
        })
        .returning({ id: subscriptions.id, email: subscriptions.email });
      if (written.length)
        await hooks?.inTransaction(
          tx,
          written.map((r) => r.id),
        );
      return written;
    });
    if (rows.length) hooks?.afterCommit();
    const accepted = new Map(rows.map((r) => [r.email, r.id]));
    return items.map((item) => accepted.get(item.email) !== undefined && firsts.some((f) => f === item));
  });

  return {
    /** False when the address is already subscribed (pending or confirmed). Resolves once committed. */
    insert(email: string): Promise<boolean> {
      return insertMany({ email, ...acceptedRowStamp() });
    },

    /** Queues the confirmation again for a pending address, unless one went out in the last minutes. */
    async resendConfirmation(email: string): Promise<boolean> {
      const cutoff = new Date(Date.now() - CONFIRMATION_RESEND_MINUTES * 60_000);
      const resent = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(subscriptions)
          .set({ confirmationSentAt: new Date() })
          .where(
            and(
              eq(subscriptions.email, email),
              eq(subscriptions.status, 'pending'),
              or(isNull(subscriptions.confirmationSentAt), lt(subscriptions.confirmationSentAt, cutoff)),
            ),
          )
          .returning({ id: subscriptions.id });
        if (row) await hooks?.inTransaction(tx, [row.id]);
        return Boolean(row);
      });
      if (resent) hooks?.afterCommit();
      return resent;
    },

    /** A new confirmation token for the mail about to be sent; only its hash is stored. */
    async createConfirmationToken(subscriptionId: string): Promise<string> {
      const token = randomBytes(32).toString('base64url');
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
        await tx
          .update(subscriptions)
          .set({ status: 'unsubscribed', unsubscribedAt: new Date() })
          .where(and(eq(subscriptions.id, row.id), ne(subscriptions.status, 'unsubscribed')));
        await tx.delete(subscriptionTokens).where(eq(subscriptionTokens.subscriptionId, row.id));
      });
      return true;
    },

    async findById(id: string): Promise<SubscriptionRow | undefined> {
      const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
      return row;
    },

    /** Newest first; within one millisecond the id, made in acceptance order, decides. */
    async list(): Promise<SubscriptionRow[]> {
      return db.select().from(subscriptions).orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
    },
    /** How many addresses are in each state (staff list's tabs). */
    async countsByStatus(): Promise<SubscriptionCounts> {
      const rows = await db.select({ status: subscriptions.status, n: count() }).from(subscriptions).groupBy(subscriptions.status);
      const counts: SubscriptionCounts = { pending: 0, confirmed: 0, unsubscribed: 0 };
      for (const r of rows) counts[r.status] = r.n;
      return counts;
    },
    /** Kept by triggers (row_counts), so the dashboard's stats never scan the table. */
    count(): Promise<number> {
      return countedRows(db, 'subscriptions');
    },
  };
}
export type SubscriptionsRepository = ReturnType<typeof createSubscriptionsRepository>;
