import { asc, eq, inArray, min, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { blogs, type BlogRow } from '../db/schema/index';
import { SCHEDULER_ACTOR } from '../lib/actor';
import { type Tx } from './tx';
import { recordAudit } from './audit';
import { recordBlogEvent } from './blog-events';
import { recordRevision } from './blog-revisions';

/** Published more than this after its time: a `late` line in its history and one mail (decision 047). */
export const LATE_AFTER_SECONDS = 60;
/** Still scheduled this long after its time: `publish-failed` in its history and one mail. */
export const BLOG_SCHEDULE_FAIL_SECONDS = 300;
/** The sweep publishes at most this many posts per transaction, then takes the next batch. */
export const PUBLISH_BATCH = 100;

export type ScheduleAlertKind = 'late' | 'failed';

/** A post the scheduler has just published. */
export interface PublishedPost {
  id: string;
  title: string;
  due: Date;
  lateSeconds: number;
}

/** A post still scheduled long after its time, marked once. */
export interface StuckPost {
  id: string;
  title: string;
  due: Date;
  error: string;
}

export interface PublishHooks {
  /** Runs inside the transaction before anything is written, once per post (tests make it throw: a post that cannot be published). */
  beforePublish?: (blogId: string) => Promise<void>;
  /** Inside the same transaction: queue the mail about a late or stuck post, so it exists only if the mark does. */
  alert(tx: Tx, alert: { blogId: string; due: Date; kind: ScheduleAlertKind; seconds?: number; error?: string }): Promise<void>;
  /** Inside the same transaction, per post published (the post.published webhook, decision 062). */
  published?: (tx: Tx, post: BlogRow) => Promise<unknown>;
}

export interface PublishDueOptions {
  /** Only this post (its own job); else every overdue post (the sweep). */
  blogId?: string;
  /** Only if it is still due at this time: a job for a time since changed (rescheduled, unscheduled) changes nothing. */
  due?: Date;
  limit?: number;
  /** The sweep skips a post an editor's save holds; the post's own job waits for it instead. */
  skipLocked?: boolean;
}

/**
 * Publishes what is due, in one transaction: the rows are locked (FOR UPDATE), then one UPDATE
 * that still requires `status = 'scheduled' AND publish_at = <the locked time>`. A second run,
 * a duplicate job, a stale job of an earlier time or the sweep racing the post's own job finds
 * nothing left to change: a post is published once (decision 047).
 */
export async function publishDue(db: Db, hooks: PublishHooks, opts: PublishDueOptions = {}): Promise<PublishedPost[]> {
  const limit = opts.limit ?? PUBLISH_BATCH;
  return db.transaction(async (tx) => {
    const candidates = rowsOf<{ id: string; publish_at: Date | string }>(
      await tx.execute(sql`
        SELECT id, publish_at FROM blogs
        WHERE status = 'scheduled' AND publish_at <= now()
          ${opts.blogId ? sql`AND id = ${opts.blogId}` : sql``}
          ${opts.due ? sql`AND publish_at = ${opts.due.toISOString()}::timestamptz` : sql``}
        ORDER BY publish_at, id LIMIT ${limit}
        FOR UPDATE ${opts.skipLocked ? sql`SKIP LOCKED` : sql``}`),
    );
    if (!candidates.length) return [];
    for (const c of candidates) await hooks.beforePublish?.(c.id);
    const ids = candidates.map((c) => c.id);
    const updated = rowsOf<{ id: string; due_at: Date | string; late_seconds: number }>(
      await tx.execute(sql`
        UPDATE blogs b SET status = 'published', published_at = coalesce(b.published_at, b.publish_at), publish_at = NULL,
          version = b.version + 1, updated_at = now(), updated_by_id = NULL, updated_by_name = ${SCHEDULER_ACTOR.name},
          schedule_alerted_at = NULL
        FROM (SELECT id, publish_at FROM blogs WHERE id IN (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})) due
        WHERE b.id = due.id AND b.status = 'scheduled' AND b.publish_at = due.publish_at
        RETURNING b.id, due.publish_at AS due_at,
          greatest(0, floor(extract(epoch FROM clock_timestamp() - due.publish_at)))::int AS late_seconds`),
    );
    if (!updated.length) return [];
    const rows = await tx
      .select()
      .from(blogs)
      .where(
        inArray(
          blogs.id,
          updated.map((u) => u.id),
        ),
      );
    const byId = new Map(rows.map((r) => [r.id, r]));
    const published: PublishedPost[] = [];
    for (const u of updated) {
      const row = byId.get(u.id)!;
      const due = new Date(u.due_at);
      const lateSeconds = Number(u.late_seconds);
      await recordRevision(tx, row, 'autopublished', SCHEDULER_ACTOR);
      await recordBlogEvent(tx, {
        blogId: row.id,
        kind: 'published',
        actor: SCHEDULER_ACTOR,
        details: { by: 'scheduler', due: due.toISOString(), lateSeconds },
      });
      await recordAudit(tx, {
        actorId: null,
        actorEmail: '',
        ip: '',
        action: 'post.published',
        targetType: 'post',
        targetId: row.id,
        details: { title: row.title, by: 'scheduler', lateSeconds },
      });
      await hooks.published?.(tx, row);
      if (lateSeconds > LATE_AFTER_SECONDS) {
        await recordBlogEvent(tx, {
          blogId: row.id,
          kind: 'late',
          actor: SCHEDULER_ACTOR,
          details: { seconds: lateSeconds, due: due.toISOString() },
        });
        await hooks.alert(tx, { blogId: row.id, due, kind: 'late', seconds: lateSeconds });
      }
      published.push({ id: row.id, title: row.title, due, lateSeconds });
    }
    return published;
  });
}

/** The last error a post's own publish job recorded (retry.ts keeps it in the job's output). */
async function lastJobError(tx: Tx, blogId: string): Promise<string> {
  const [row] = rowsOf<{ message: string | null }>(
    await tx.execute(sql`
      SELECT output->>'message' AS message FROM pgboss.job
      WHERE name = 'blog-publish' AND data->>'blogId' = ${blogId} AND output ? 'message'
      ORDER BY created_on DESC LIMIT 1`),
  );
  return row?.message ?? '';
}

/**
 * Marks posts still scheduled BLOG_SCHEDULE_FAIL_SECONDS after their time, once each
 * (`schedule_alerted_at`): a `publish-failed` history line naming the error, and the mail.
 * `sweepError`: why the sweep itself could not publish (else the post's job's last error).
 */
export async function reportStuck(db: Db, hooks: PublishHooks, sweepError?: string): Promise<StuckPost[]> {
  return db.transaction(async (tx) => {
    const marked = rowsOf<{ id: string; title: string; publish_at: Date | string }>(
      await tx.execute(sql`
        UPDATE blogs SET schedule_alerted_at = now()
        WHERE status = 'scheduled' AND schedule_alerted_at IS NULL
          AND publish_at < now() - make_interval(secs => ${BLOG_SCHEDULE_FAIL_SECONDS})
        RETURNING id, title, publish_at`),
    );
    const stuck: StuckPost[] = [];
    for (const m of marked) {
      const due = new Date(m.publish_at);
      const error = sweepError || (await lastJobError(tx, m.id)) || 'The publish job did not run (is the server running its jobs?)';
      await recordBlogEvent(tx, { blogId: m.id, kind: 'publish-failed', actor: SCHEDULER_ACTOR, details: { error, due: due.toISOString() } });
      await hooks.alert(tx, { blogId: m.id, due, kind: 'failed', error });
      stuck.push({ id: m.id, title: m.title, due, error });
    }
    return stuck;
  });
}

/** Scheduled posts whose time passed more than LATE_AFTER_SECONDS ago, and the next time due: read from the rows, whatever the job engine is doing. */
export async function scheduleStatus(db: Db): Promise<{ overdue: { id: string; title: string; publishAt: Date }[]; next: Date | null }> {
  const [overdue, [next]] = await Promise.all([
    db
      .select({ id: blogs.id, title: blogs.title, publishAt: sql<Date>`${blogs.publishAt}` })
      .from(blogs)
      .where(sql`${blogs.status} = 'scheduled' AND ${blogs.publishAt} < now() - make_interval(secs => ${LATE_AFTER_SECONDS})`)
      .orderBy(asc(blogs.publishAt), asc(blogs.id))
      .limit(50),
    db
      .select({ next: min(blogs.publishAt) })
      .from(blogs)
      .where(sql`${blogs.status} = 'scheduled' AND ${blogs.publishAt} >= now() - make_interval(secs => ${LATE_AFTER_SECONDS})`),
  ]);
  return { overdue: overdue.map((o) => ({ ...o, publishAt: new Date(o.publishAt) })), next: next?.next ? new Date(next.next) : null };
}

/** What the alert mail needs of a post: its title, and who hears (every admin and its author, once each). */
export async function scheduleAlertFacts(db: Db, blogId: string): Promise<{ title: string; to: string[] } | null> {
  const [post] = await db.select({ title: blogs.title, authorId: blogs.authorId }).from(blogs).where(eq(blogs.id, blogId));
  if (!post) return null;
  const recipients = rowsOf<{ email: string }>(
    await db.execute(sql`
      SELECT DISTINCT lower(email) AS email FROM users
      WHERE role = 'admin' ${post.authorId ? sql`OR id = ${post.authorId}` : sql``}
      ORDER BY 1`),
  );
  return { title: post.title, to: recipients.map((r) => r.email) };
}
