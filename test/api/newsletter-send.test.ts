import { eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, describe, expect, it } from 'vitest';
import type { Blog } from '@contract/blogs';
import type { NewsletterSend, NewsletterSendList } from '@contract/newsletter';
import type { Db } from '../../server/db/client';
import { emails, newsletterDeliveries, subscriptions } from '../../server/db/schema/index';
import { NEWSLETTER_SEND_QUEUE } from '../../server/mail/index';
import { createNewsletterSendsRepository } from '../../server/repositories/newsletter-sends';
import { buildTestApp, type Session } from '../helpers/app';
import { expectErrorShape } from '../helpers/fixtures';
import { startSmtpSink } from '../helpers/smtp-sink';

const SITE = 'https://site.test';
const toAddress = (m: ParsedMail) => (m.to as { value: { address: string }[] }).value[0]!.address;
const headerLine = (m: ParsedMail, key: string) => (m.headerLines.find((h) => h.key === key)?.line ?? '').replace(/\r?\n\s+/g, ' ');

async function addSubscribers(db: Db, prefix: string, n: number, status: 'confirmed' | 'pending' | 'unsubscribed' = 'confirmed') {
  const rows = Array.from({ length: n }, (_, i) => ({ email: `${prefix}${i}@example.com`, status }));
  return db.insert(subscriptions).values(rows).returning();
}

/** A published post with a site-relative image and link, and a draft. */
async function posts(inject: (o: object) => Promise<{ json(): unknown }>, staff: Session) {
  const create = async (title: string, isPublished: boolean) =>
    (
      (
        await inject({
          method: 'POST',
          url: '/api/blogs/new',
          headers: staff.bearerHeaders,
          payload: {
            title,
            isPublished,
            featuredImage: '/uploads/cover.png',
            content:
              '<p>Prices <a href="/contactus">ask us</a> and <a href="https://example.org/x?a=1&amp;b=2">more</a>.</p><img src="/uploads/chart.png" alt="Chart">',
          },
        })
      ).json() as Blog
    )._id;
  return { published: await create('Weekly price digest', true), draft: await create('Unfinished thoughts', false) };
}

async function waitForSend(get: () => Promise<NewsletterSend>, done: (s: NewsletterSend) => boolean = (s) => s.status === 'sent') {
  for (let i = 0; i < 200; i++) {
    const s = await get();
    if (done(s)) return s;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the send did not finish');
}

/** The app sending through a loopback SMTP sink, unpaced, and a staff member signed in. */
async function appWithSink() {
  const sink = await startSmtpSink();
  afterAll(() => sink.close());
  const { app, database, loginAs } = await buildTestApp(
    { siteUrl: SITE },
    { mail: { smtpUrl: sink.url, from: 'Site <news@example.com>', autoReply: false, siteUrl: SITE, newsletterPerMinute: 100_000 } },
  );
  return { sink, app, database, loginAs, staff: await loginAs('editor') };
}

describe('sending a published post to newsletter subscribers over SMTP', async () => {
  const { sink, app, database, loginAs, staff } = await appWithSink();
  const inject = (o: object) => app.inject(o as never);
  const { published, draft } = await posts(inject, staff);
  const send = (id: string, payload?: object) =>
    app.inject({ method: 'POST', url: `/api/blogs/${id}/newsletter`, headers: staff.bearerHeaders, payload });
  const getSend = async (id: string) =>
    (await app.inject({ method: 'GET', url: `/api/newsletter-sends/${id}`, headers: staff.bearerHeaders })).json() as NewsletterSend;
  const confirmed = await addSubscribers(database.db, 'reader', 5);
  await addSubscribers(database.db, 'waiting', 2, 'pending');
  await addSubscribers(database.db, 'gone', 2, 'unsubscribed');

  it('refuses a draft (409), an unknown post (404) and a bad body (400 naming the field)', async () => {
    const refused = await send(draft, {});
    expect(refused.statusCode).toBe(409);
    expect(expectErrorShape(refused).message).toBe('Only a published post can be sent as a newsletter');
    expect((await send('00000000-0000-4000-8000-000000000000', {})).statusCode).toBe(404);
    expect((await send('not-an-id', {})).statusCode).toBe(404);
    const bad = await send(published, { test: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(expectErrorShape(bad).errors?.[0]?.field).toBe('test');
    expect(await database.db.select().from(newsletterDeliveries)).toHaveLength(0);
  });

  it('a test send goes only to the signed-in staff member, with the unsubscribe headers', async () => {
    const res = await send(published, { test: true });
    expect(res.statusCode).toBe(202);
    const { id } = res.json() as { id: string };
    const [mail] = await sink.waitFor(1, (m) => toAddress(m) === staff.user.email);
    expect(mail!.subject).toBe('Weekly price digest');
    expect(headerLine(mail!, 'list-unsubscribe')).toMatch(
      new RegExp(`^List-Unsubscribe: <${SITE}/newsletter/unsubscribe/test-send>, <mailto:news@example.com\\?subject=`),
    );
    expect(headerLine(mail!, 'list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const done = await waitForSend(() => getSend(id));
    expect(done).toMatchObject({ test: true, total: 1, sent: 1, failed: 0, remaining: 0, status: 'sent' });
    expect(sink.messages.filter((m) => toAddress(m).startsWith('reader'))).toHaveLength(0);
  });

  it('the real send mails every confirmed subscriber once, with absolute links and their own unsubscribe link', async () => {
    const res = await send(published);
    expect(res.statusCode, res.body).toBe(202);
    const { id } = res.json() as { id: string };
    const mails = await sink.waitFor(5, (m) => toAddress(m).startsWith('reader'));
    const done = await waitForSend(() => getSend(id));
    expect(done).toMatchObject({ test: false, total: 5, sent: 5, failed: 0, skipped: 0, remaining: 0, status: 'sent' });
    expect(done.finishedAt).not.toBeNull();
    expect(new Set(mails.map(toAddress))).toEqual(new Set(confirmed.map((s) => s.email)));
    expect(new Set(mails.map((m) => m.messageId)).size).toBe(5);
    for (const m of mails) {
      const token = confirmed.find((s) => s.email === toAddress(m))!.unsubscribeToken;
      expect(headerLine(m, 'list-unsubscribe')).toContain(`<${SITE}/newsletter/unsubscribe/${token}>`);
      expect(m.html).toContain(`href="${SITE}/newsletter/unsubscribe/${token}"`);
      expect(m.text).toContain(`Unsubscribe: ${SITE}/newsletter/unsubscribe/${token}`);
    }
    const html = mails[0]!.html as string;
    expect(html).toContain(`src="${SITE}/uploads/cover.png"`);
    expect(html).toContain(`src="${SITE}/uploads/chart.png"`);
    expect(html).toContain(`href="${SITE}/contactus"`);
    expect(html).toContain(`href="${SITE}/blogs/weekly-price-digest"`);
    expect(mails[0]!.text).toContain(`Read it on the site: ${SITE}/blogs/weekly-price-digest`);
    expect(mails[0]!.text).toContain(`ask us (${SITE}/contactus)`);
    expect(sink.messages.some((m) => /^(waiting|gone)/.test(toAddress(m)))).toBe(false);
  });

  it('a post goes out once: a second send is a 409 naming resend, unless resend is true', async () => {
    const again = await send(published, {});
    expect(again.statusCode).toBe(409);
    expect(expectErrorShape(again).errors?.[0]?.field).toBe('resend');
    const resent = await send(published, { resend: true });
    expect(resent.statusCode).toBe(202);
    await waitForSend(() => getSend((resent.json() as { id: string }).id));
    const list = (
      await app.inject({ method: 'GET', url: `/api/blogs/${published}/newsletter`, headers: staff.bearerHeaders })
    ).json() as NewsletterSendList;
    expect(list.confirmedSubscribers).toBe(5);
    expect(list.sends.map((s) => [s.test, s.sent])).toEqual([
      [false, 5],
      [false, 5],
      [true, 1],
    ]);
    // Each send, test or real, is in the audit log; a refused one is not.
    const admin = await loginAs('admin');
    const audited = (
      await app.inject({ method: 'GET', url: `/api/audit?action=post.sent&target=${published}`, headers: admin.bearerHeaders })
    ).json() as {
      actorEmail: string;
      details: { test: boolean; resend: boolean };
    }[];
    expect(audited.map((e) => [e.actorEmail, e.details.test, e.details.resend])).toEqual([
      [staff.user.email, false, true],
      [staff.user.email, false, false],
      [staff.user.email, true, false],
    ]);
    expect((await app.inject({ method: 'GET', url: `/api/blogs/${draft}/newsletter`, headers: staff.bearerHeaders })).json()).toEqual({
      confirmedSubscribers: 5,
      sends: [],
    });
    expect(
      (await app.inject({ method: 'GET', url: '/api/newsletter-sends/00000000-0000-4000-8000-000000000000', headers: staff.bearerHeaders }))
        .statusCode,
    ).toBe(404);
  });

  it('an address that unsubscribes after the send was stored is skipped', async () => {
    const repo = createNewsletterSendsRepository(database.db);
    // Stored without its job, so the unsubscribe surely comes first.
    const stored = await repo.create({ blogId: published, userId: staff.user._id, resend: true }, async () => undefined);
    if (stored.kind !== 'queued') throw new Error(stored.kind);
    await database.db
      .update(subscriptions)
      .set({ status: 'unsubscribed', unsubscribedAt: new Date() })
      .where(eq(subscriptions.email, 'reader0@example.com'));
    const before = sink.messages.length;
    await app.jobs.queue(NEWSLETTER_SEND_QUEUE, { sendId: stored.id }, { tx: database.db });
    app.jobs.nudge(NEWSLETTER_SEND_QUEUE);
    const done = await waitForSend(() => getSend(stored.id));
    expect(done).toMatchObject({ total: 5, sent: 4, skipped: 1, remaining: 0 });
    expect(sink.messages.slice(before).map(toAddress)).not.toContain('reader0@example.com');
  });

  it("a crashed job's claims are taken back by its retry (same job id), not by another job", async () => {
    const repo = createNewsletterSendsRepository(database.db);
    const stored = await repo.create({ blogId: published, userId: staff.user._id, resend: true }, async () => undefined);
    if (stored.kind !== 'queued') throw new Error(stored.kind);
    const [first] = await repo.claim(stored.id, 'job-a', 1);
    const other = await repo.claim(stored.id, 'job-b', 10);
    expect(other.map((d) => d.id)).not.toContain(first!.id);
    const retried = await repo.claim(stored.id, 'job-a', 10);
    expect(retried.map((d) => d.id)).toEqual([first!.id]);
  });

  it('a message the SMTP server refuses for now is tried again, and sent', async () => {
    sink.refuseNext(2);
    const res = await send(published, { resend: true });
    const { id } = res.json() as { id: string };
    const done = await waitForSend(() => getSend(id));
    expect(done).toMatchObject({ total: 4, sent: 4, failed: 0, skipped: 0, remaining: 0 });
    const rows = await database.db.select().from(newsletterDeliveries).where(eq(newsletterDeliveries.sendId, id));
    expect(rows.reduce((n, r) => n + r.attempts, 0)).toBe(2);
  });

  it('with no confirmed subscriber a send is refused', async () => {
    await database.db.update(subscriptions).set({ status: 'unsubscribed' }).where(eq(subscriptions.status, 'confirmed'));
    const res = await send(published, { resend: true });
    expect(res.statusCode).toBe(409);
    expect(expectErrorShape(res).message).toBe('There are no confirmed subscribers to send to');
  });
});

describe('newsletter sends without SMTP_URL, paced at NEWSLETTER_PER_MINUTE', async () => {
  // 300 a minute: one message every 200 ms.
  const { app, database, loginAs } = await buildTestApp(
    { siteUrl: SITE },
    { mail: { from: 'Site <news@example.com>', autoReply: false, siteUrl: SITE, newsletterPerMinute: 300 } },
  );
  const staff = await loginAs('admin');
  const { published } = await posts((o) => app.inject(o as never), staff);
  await addSubscribers(database.db, 'outbox-reader', 3);

  it('keeps every message in the outbox, spaced by the pace', async () => {
    const res = await app.inject({ method: 'POST', url: `/api/blogs/${published}/newsletter`, headers: staff.bearerHeaders, payload: {} });
    expect(res.statusCode).toBe(202);
    const { id } = res.json() as { id: string };
    const done = await waitForSend(
      async () => (await app.inject({ method: 'GET', url: `/api/newsletter-sends/${id}`, headers: staff.bearerHeaders })).json() as NewsletterSend,
    );
    expect(done).toMatchObject({ total: 3, sent: 3, remaining: 0 });
    const kept = await database.db.select().from(emails).where(eq(emails.kind, 'newsletter'));
    expect(kept.map((e) => e.status)).toEqual(['outbox', 'outbox', 'outbox']);
    expect(kept.map((e) => e.to).sort()).toEqual(['outbox-reader0@example.com', 'outbox-reader1@example.com', 'outbox-reader2@example.com']);
    expect(kept[0]!.text).toContain(`${SITE}/newsletter/unsubscribe/`);
    const times = kept.map((e) => e.createdAt.getTime()).sort((a, b) => a - b);
    // Two gaps of 200 ms; a stamp is its transaction's start, which a loaded machine moves by tens of ms
    // either way (375 ms seen once in CI on PostgreSQL). Unpaced, the three land within a few ms.
    expect(times[2]! - times[0]!).toBeGreaterThanOrEqual(300);
  });
});

describe('a newsletter recipient the mail server refuses for good (550)', async () => {
  const { sink, app, database, staff } = await appWithSink();
  const { published } = await posts((o: object) => app.inject(o as never), staff);
  await addSubscribers(database.db, 'fine', 3);
  await addSubscribers(database.db, 'bounced', 1);
  sink.refuseRecipient('bounced0@example.com', 550);

  it('fails that delivery at its first try with the SMTP answer; the others are sent and the send finishes', async () => {
    const res = await app.inject({ method: 'POST', url: `/api/blogs/${published}/newsletter`, headers: staff.bearerHeaders });
    expect(res.statusCode).toBe(202);
    const { id } = res.json() as { id: string };
    const done = await waitForSend(
      async () => (await app.inject({ method: 'GET', url: `/api/newsletter-sends/${id}`, headers: staff.bearerHeaders })).json() as NewsletterSend,
    );
    expect(done).toMatchObject({ total: 4, sent: 3, failed: 1, remaining: 0, status: 'sent' });
    const [bounced] = await database.db.select().from(newsletterDeliveries).where(eq(newsletterDeliveries.email, 'bounced0@example.com'));
    expect(bounced).toMatchObject({ status: 'failed', attempts: 1 });
    expect(bounced!.error).toMatch(/^550 /);
    expect(sink.rcptCount('bounced0@example.com')).toBe(1);
  });
});
