import { and, count, desc, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { NewsletterSend } from '@contract/newsletter';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { blogs, newsletterDeliveries as deliveries, newsletterSends as sends, subscriptions, type BlogRow } from '../db/schema/index';
import type { Executes } from '../jobs/types';
import { isUuid } from '@contract/ids';

export type CreateSendResult =
  { kind: 'queued'; id: string } | { kind: 'not-found' } | { kind: 'draft' } | { kind: 'already-sent' } | { kind: 'no-subscribers' };

export interface CreateSendInput {
  blogId: string;
  userId: string;
  /** Set for a test send: the only recipient. */
  testEmail?: string;
  resend: boolean;
}

/** A delivery a worker has claimed: `sending` to mail now, or `skipped` (unsubscribed since). */
export interface ClaimedDelivery {
  id: string;
  email: string;
  status: 'sending' | 'skipped';
  /** The subscriber's unsubscribe token; null for a test send. */
  unsubscribeToken: string | null;
  /** null for a test send. */
  subscriptionId: string | null;
}

/** A delivery that fails this often is given up ('failed'). */
export const MAX_DELIVERY_ATTEMPTS = 5;
/** A claim older than this is taken for lost (its worker died and the job was not retried by that worker). */
const LEASE_MINUTES = 5;

const counted = (status: string) => sql<number>`count(${deliveries.id}) filter (where ${deliveries.status} = ${status})`.mapWith(Number);

/** Sends matching `where`, newest first, with their delivery counts. */
async function sendsWithCounts(db: Db, where: ReturnType<typeof eq>): Promise<NewsletterSend[]> {
  const rows = await db
    .select({
      send: sends,
      sent: counted('sent'),
      failed: counted('failed'),
      skipped: counted('skipped'),
      remaining: sql<number>`count(${deliveries.id}) filter (where ${deliveries.status} in ('pending', 'sending'))`.mapWith(Number),
    })
    .from(sends)
    .leftJoin(deliveries, eq(deliveries.sendId, sends.id))
    .where(where)
    .groupBy(sends.id)
    .orderBy(desc(sends.createdAt), desc(sends.id));
  return rows.map(({ send, ...n }) => ({
    id: send.id,
    blogId: send.blogId,
    test: send.test,
    status: send.status,
    total: send.total,
    ...n,
    createdAt: send.createdAt.toISOString(),
    finishedAt: send.finishedAt?.toISOString() ?? null,
  }));
}

/**
 * Stores the send, one delivery per confirmed subscriber (or the one test address) and its job,
 * in one transaction: the post row is locked first, so two clicks cannot both pass "sent once".
 */
async function createSend(db: Db, input: CreateSendInput, queueJob: (tx: Db, sendId: string) => Promise<void>): Promise<CreateSendResult> {
  if (!isUuid(input.blogId)) return { kind: 'not-found' };
  return db.transaction(async (tx): Promise<CreateSendResult> => {
    const [post] = await tx.select({ status: blogs.status }).from(blogs).where(eq(blogs.id, input.blogId)).for('update');
    if (!post) return { kind: 'not-found' };
    if (post.status !== 'published') return { kind: 'draft' };
    const test = input.testEmail !== undefined;
    if (!test && !input.resend) {
      const [earlier] = await tx
        .select({ id: sends.id })
        .from(sends)
        .where(and(eq(sends.blogId, input.blogId), eq(sends.test, false)))
        .limit(1);
      if (earlier) return { kind: 'already-sent' };
    }
    const [{ n: confirmed } = { n: 0 }] = await tx.select({ n: count() }).from(subscriptions).where(eq(subscriptions.status, 'confirmed'));
    if (!test && confirmed === 0) return { kind: 'no-subscribers' };
    const total = test ? 1 : confirmed;
    const [send] = await tx.insert(sends).values({ blogId: input.blogId, test, requestedBy: input.userId, total }).returning({ id: sends.id });
    const sendId = send!.id;
    if (test) {
      await tx.insert(deliveries).values({ sendId, email: input.testEmail! });
    } else {
      await tx.execute(sql`
        insert into ${deliveries} (send_id, subscription_id, email)
        select ${sendId}, ${subscriptions.id}, ${subscriptions.email} from ${subscriptions} where ${subscriptions.status} = 'confirmed'`);
      // The count above may be a moment old (an address confirmed meanwhile): total is what was stored.
      await tx
        .update(sends)
        .set({ total: sql`(select count(*) from ${deliveries} where ${deliveries.sendId} = ${sendId})` })
        .where(eq(sends.id, sendId));
    }
    await queueJob(tx, sendId);
    return { kind: 'queued', id: sendId };
  });
}

export function createNewsletterSendsRepository(db: Db) {
  const withCounts = (where: ReturnType<typeof eq>) => sendsWithCounts(db, where);

  return {
    /** For queueing a job outside any other transaction. */
    db: db as Executes,

    create: (input: CreateSendInput, queueJob: (tx: Db, sendId: string) => Promise<void>) => createSend(db, input, queueJob),

    /** A post's sends, newest first, with their counts. */
    listForBlog: (blogId: string) => (isUuid(blogId) ? withCounts(eq(sends.blogId, blogId)) : Promise.resolve([])),

    async findById(id: string): Promise<NewsletterSend | undefined> {
      if (!isUuid(id)) return undefined;
      return (await withCounts(eq(sends.id, id)))[0];
    },

    async confirmedCount(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(subscriptions).where(eq(subscriptions.status, 'confirmed'));
      return row?.n ?? 0;
    },

    async findPost(sendId: string): Promise<{ post: BlogRow; test: boolean } | undefined> {
      const [row] = await db
        .select({ post: blogs, test: sends.test })
        .from(sends)
        .innerJoin(blogs, eq(blogs.id, sends.blogId))
        .where(eq(sends.id, sendId));
      return row;
    },

    /**
     * Claims up to `limit` deliveries for job `jobId`, committed before any is mailed: waiting ones,
     * this job's own claims from an attempt cut off by a crash, and claims whose lease ran out.
     * An address no longer confirmed is marked skipped in the same statement.
     */
    async claim(sendId: string, jobId: string, limit: number): Promise<ClaimedDelivery[]> {
      const result = await db.execute(sql`
        with picked as (
          select d.id, s.status as subscription_status, s.unsubscribe_token
          from ${deliveries} d left join ${subscriptions} s on s.id = d.subscription_id
          where d.send_id = ${sendId}
            and (d.status = 'pending'
              or (d.status = 'sending' and (d.claimed_by = ${jobId} or d.claimed_at < now() - make_interval(mins => ${LEASE_MINUTES}))))
          order by d.attempts, d.id
          limit ${limit}
          for update of d skip locked
        )
        update ${deliveries} t
        set status = case when t.subscription_id is null or p.subscription_status = 'confirmed' then 'sending' else 'skipped' end,
            claimed_by = ${jobId}, claimed_at = now()
        from picked p
        where t.id = p.id
        returning t.id, t.email, t.status, t.subscription_id, p.unsubscribe_token`);
      const rows = rowsOf<{ id: string; email: string; status: string; subscription_id: string | null; unsubscribe_token: string | null }>(result);
      return rows.map((r) => ({
        id: r.id,
        email: r.email,
        status: r.status as ClaimedDelivery['status'],
        unsubscribeToken: r.unsubscribe_token,
        subscriptionId: r.subscription_id,
      }));
    },

    async markSent(deliveryId: string): Promise<void> {
      await db.update(deliveries).set({ status: 'sent', sentAt: new Date(), error: null }).where(eq(deliveries.id, deliveryId));
    },

    /** Back to waiting for another try, or given up: after MAX_DELIVERY_ATTEMPTS, or at once when the refusal is `permanent` (5xx). */
    async markFailed(deliveryId: string, error: string, permanent = false): Promise<void> {
      await db
        .update(deliveries)
        .set({
          attempts: sql`${deliveries.attempts} + 1`,
          status: permanent ? 'failed' : sql`case when ${deliveries.attempts} + 1 >= ${MAX_DELIVERY_ATTEMPTS} then 'failed' else 'pending' end`,
          error: error.slice(0, 1000),
          claimedBy: null,
        })
        .where(eq(deliveries.id, deliveryId));
    },

    /** Marks the send finished once nothing waits or is in flight; answers whether it is finished. */
    async finishIfDone(sendId: string): Promise<boolean> {
      const open = db
        .select({ id: deliveries.id })
        .from(deliveries)
        .where(and(eq(deliveries.sendId, sendId), inArray(deliveries.status, ['pending', 'sending'])));
      const updated = await db
        .update(sends)
        .set({ status: 'sent', finishedAt: new Date() })
        .where(and(eq(sends.id, sendId), eq(sends.status, 'sending'), notExists(open)))
        .returning({ id: sends.id });
      if (updated.length) return true;
      const [row] = await db.select({ status: sends.status }).from(sends).where(eq(sends.id, sendId));
      return !row || row.status === 'sent';
    },
  };
}
export type NewsletterSendsRepository = ReturnType<typeof createNewsletterSendsRepository>;
