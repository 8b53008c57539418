import { sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, describe, expect, it } from 'vitest';
import { blogSchema, scheduleStatusSchema, type Blog } from '@contract/blogs';
import { rowsOf } from '../../server/db/rows';
import { BLOG_SCHEDULE_SWEEP_QUEUE } from '../../server/jobs/blog-schedule';
import { publishDue, type PublishHooks } from '../../server/repositories/blog-publishing';
import { buildTestApp } from '../helpers/app';
import { recipientsOf } from '../helpers/mail-count';
import { startSmtpSink } from '../helpers/smtp-sink';

const SITE = 'http://site.test:3000';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The scheduler on a real job engine (schedules checked every second): each post's own job at its
 * time, the sweep, the conditional publish that never runs twice, and the late and failed marks
 * with their one mail each (decision 047).
 */
describe('scheduled posts', async () => {
  const sink = await startSmtpSink();
  afterAll(() => sink.close());
  // Posts in this set cannot be published: publishDue throws for them (the sweep's run with them too).
  const broken = new Set<string>();
  const { app, database, loginAs } = await buildTestApp(
    { siteUrl: SITE, TZ: 'Europe/London' },
    {
      mail: { smtpUrl: sink.url, from: 'Site <no-reply@site.test>', autoReply: false, siteUrl: SITE },
      jobsCronCheckSeconds: 1,
      blogSchedule: {
        beforePublish: async (id) => {
          if (broken.has(id)) throw new Error('The storage refused the write (test)');
        },
      },
    },
  );
  const db = database.db;
  const admin = await loginAs('admin', { name: 'Alex Admin', email: 'alex@site.test' });
  const author = await loginAs('user', { name: 'Sam Writer', email: 'sam@site.test' });

  async function schedule(title: string, publishAt: Date): Promise<Blog> {
    const res = await app.inject({
      method: 'POST',
      url: '/api/blogs/new',
      headers: author.bearerHeaders,
      payload: { title, content: `<p>${title}</p>`, status: 'scheduled', publishAt: publishAt.toISOString(), authorId: author.user._id },
    });
    expect(res.statusCode, res.body).toBe(201);
    const post = blogSchema.parse(res.json());
    expect(post.status).toBe('scheduled');
    return post;
  }
  const staffGet = async (id: string) =>
    blogSchema.parse((await app.inject({ method: 'GET', url: `/api/blogs/${id}`, headers: admin.bearerHeaders })).json());
  const publicStatus = async (slug: string) => (await app.inject({ method: 'GET', url: `/api/blogs/${slug}` })).statusCode;
  async function waitPublic(slug: string, ms: number): Promise<number> {
    const start = Date.now();
    while (Date.now() - start < ms) {
      if ((await publicStatus(slug)) === 200) return Date.now();
      await sleep(250);
    }
    throw new Error(`${slug} not public within ${ms} ms`);
  }
  const events = async (id: string, kind: string) =>
    rowsOf<{ details: Record<string, unknown> }>(
      await db.execute(sql`SELECT details FROM blog_events WHERE blog_id = ${id} AND kind = ${kind} ORDER BY created_at`),
    );
  const revisions = async (id: string, kind: string) =>
    Number(
      rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM blog_revisions WHERE blog_id = ${id} AND kind = ${kind}`))[0]!.n,
    );
  const setDue = (id: string, secondsAgo: number) =>
    db.execute(sql`UPDATE blogs SET publish_at = now() - make_interval(secs => ${secondsAgo}) WHERE id = ${id}`);
  /** Runs the sweep now, as its minute cron would. */
  async function sweep() {
    await app.jobs.queue(BLOG_SCHEDULE_SWEEP_QUEUE, {}, { tx: db });
    app.jobs.nudge(BLOG_SCHEDULE_SWEEP_QUEUE);
  }
  const mailsAbout = (id: string, kind: 'late' | 'failed') => (m: ParsedMail) => m.messageId?.startsWith(`<blog-${kind}-${id}-`) === true;

  // Everything that waits for a time is scheduled first, so the waits overlap.
  const t0 = Date.now();
  const onTimeAt = new Date(t0 + 12_000);
  const onTime = await schedule('Goes live on time', onTimeAt);
  const moved = await schedule('Moved later', new Date(t0 + 12_000));
  const dropped = await schedule('Unscheduled again', new Date(t0 + 12_000));
  const movedAt = new Date(t0 + 24_000);
  const rescheduled = await app.inject({
    method: 'PUT',
    url: `/api/blogs/${moved._id}`,
    headers: author.bearerHeaders,
    payload: { title: moved.title, content: moved.content, status: 'scheduled', publishAt: movedAt.toISOString() },
  });
  expect(rescheduled.statusCode, rescheduled.body).toBe(200);
  const unscheduled = await app.inject({ method: 'POST', url: `/api/blogs/${dropped._id}/unschedule`, headers: author.bearerHeaders, payload: {} });
  expect(unscheduled.statusCode, unscheduled.body).toBe(200);

  it('publishes a post at its time: public, dated as scheduled, one history line, one revision, one version', async () => {
    expect(await publicStatus(onTime.slug)).toBe(404);
    const liveAt = await waitPublic(onTime.slug, 20_000);
    expect(liveAt - onTimeAt.getTime()).toBeLessThan(5_000);
    const post = await staffGet(onTime._id);
    expect(post).toMatchObject({
      status: 'published',
      isPublished: true,
      publishAt: null,
      publishedAt: onTimeAt.toISOString(),
      version: onTime.version + 1,
    });
    const published = await events(onTime._id, 'published');
    expect(published).toHaveLength(1);
    expect(published[0]!.details).toMatchObject({ by: 'scheduler' });
    expect(Number(published[0]!.details.lateSeconds)).toBeLessThanOrEqual(5);
    expect(await events(onTime._id, 'late')).toHaveLength(0);
    expect(await revisions(onTime._id, 'autopublished')).toBe(1);
  });

  it('a rescheduled post waits for its new time; an unscheduled one returns to draft and stays there', async () => {
    // Past the first time (and the on-time post, due then too, is already public).
    while (Date.now() < t0 + 15_000) await sleep(250);
    expect(await publicStatus(moved.slug)).toBe(404);
    expect((await staffGet(moved._id)).status).toBe('scheduled');
    const undone = await staffGet(dropped._id);
    expect(undone).toMatchObject({ status: 'draft', publishAt: null, isPublished: false });
    expect(await publicStatus(dropped.slug)).toBe(404);
    expect(await events(dropped._id, 'published')).toHaveLength(0);

    const liveAt = await waitPublic(moved.slug, 20_000);
    expect(liveAt - movedAt.getTime()).toBeLessThan(5_000);
    expect((await staffGet(moved._id)).publishedAt).toBe(movedAt.toISOString());
    expect(await events(moved._id, 'published')).toHaveLength(1);
    expect((await staffGet(dropped._id)).status).toBe('draft');
  });

  it('is never published twice: the post’s job, a duplicate and the sweep racing publish it once', async () => {
    const post = await schedule('Raced', new Date(Date.now() + 3_600_000));
    await setDue(post._id, 1);
    const [due] = rowsOf<{ publish_at: string | Date }>(await db.execute(sql`SELECT publish_at FROM blogs WHERE id = ${post._id}`));
    const hooks: PublishHooks = { alert: async () => undefined };
    const runs = await Promise.all([
      publishDue(db, hooks, { blogId: post._id, due: new Date(due!.publish_at) }),
      publishDue(db, hooks, { blogId: post._id, due: new Date(due!.publish_at) }),
      publishDue(db, hooks, { limit: 100, skipLocked: true }),
      publishDue(db, hooks, { blogId: post._id }),
    ]);
    // The minute's sweep may have taken it meanwhile: then none of these did.
    expect(runs.flat().filter((p) => p.id === post._id).length).toBeLessThanOrEqual(1);
    expect(await events(post._id, 'published')).toHaveLength(1);
    expect(await revisions(post._id, 'autopublished')).toBe(1);
    const after = await staffGet(post._id);
    expect(after).toMatchObject({ status: 'published', version: post.version + 1 });
    // Run again later: nothing left to change.
    expect(await publishDue(db, hooks, { blogId: post._id })).toEqual([]);
    expect((await staffGet(post._id)).version).toBe(post.version + 1);
  });

  it('a post published more than 60 s late is marked late and mailed once to the admins and its author', async () => {
    const post = await schedule('Late one', new Date(Date.now() + 3_600_000));
    await setDue(post._id, 90);
    await sweep();
    await waitPublic(post.slug, 15_000);
    const late = await events(post._id, 'late');
    expect(late).toHaveLength(1);
    expect(Number(late[0]!.details.seconds)).toBeGreaterThanOrEqual(90);
    const [mail] = await sink.waitFor(1, mailsAbout(post._id, 'late'), 15_000);
    expect(recipientsOf(mail!).sort()).toEqual(['alex@site.test', 'sam@site.test']);
    expect(mail!.subject).toMatch(/^Published 1 min 3\d s late: Late one$/);
    expect(mail!.text).toContain(`${SITE}/blogs/edit/${post._id}`);
    // Another sweep changes nothing and sends nothing.
    await sweep();
    await sleep(3_000);
    expect(sink.messages.filter(mailsAbout(post._id, 'late'))).toHaveLength(1);
    expect(await events(post._id, 'late')).toHaveLength(1);
  });

  it('a post that cannot be published is marked failed once with the error, mailed once, and shown as overdue', async () => {
    const post = await schedule('Stuck one', new Date(Date.now() + 3_600_000));
    broken.add(post._id);
    await setDue(post._id, 301);
    await sweep();
    const [mail] = await sink.waitFor(1, mailsAbout(post._id, 'failed'), 15_000);
    expect(recipientsOf(mail!).sort()).toEqual(['alex@site.test', 'sam@site.test']);
    expect(mail!.subject).toMatch(/^Not published: Stuck one was due at /);
    expect(mail!.text).toContain('The storage refused the write (test)');
    const failed = await events(post._id, 'publish-failed');
    expect(failed).toHaveLength(1);
    expect(failed[0]!.details.error).toBe('The storage refused the write (test)');
    const [row] = rowsOf<{ alerted: boolean; status: string }>(
      await db.execute(sql`SELECT schedule_alerted_at IS NOT NULL AS alerted, status FROM blogs WHERE id = ${post._id}`),
    );
    expect(row).toEqual({ alerted: true, status: 'scheduled' });

    const status = await app.inject({ method: 'GET', url: '/api/blog-schedule', headers: author.bearerHeaders });
    expect(status.statusCode).toBe(200);
    expect(scheduleStatusSchema.parse(status.json()).overdue.map((p) => p.title)).toContain('Stuck one');
    expect((await app.inject({ method: 'GET', url: '/api/blog-schedule' })).statusCode).toBe(401);

    // A second sweep still fails, but says nothing new.
    await sweep();
    await sleep(3_000);
    expect(sink.messages.filter(mailsAbout(post._id, 'failed'))).toHaveLength(1);
    expect(await events(post._id, 'publish-failed')).toHaveLength(1);

    // Fixed: the next sweep publishes it, late, and the banner empties.
    broken.delete(post._id);
    await sweep();
    await waitPublic(post.slug, 15_000);
    expect(await events(post._id, 'late')).toHaveLength(1);
    const after = scheduleStatusSchema.parse((await app.inject({ method: 'GET', url: '/api/blog-schedule', headers: admin.bearerHeaders })).json());
    expect(after.overdue.map((p) => p._id)).not.toContain(post._id);
  });
});
