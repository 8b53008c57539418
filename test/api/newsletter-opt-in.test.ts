import { eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, describe, expect, it } from 'vitest';
import { SAMPLE_CONTENT } from '../../server/content/sample/index';
import { subscriptions, subscriptionTokens } from '../../server/db/schema/index';
import { buildTestApp } from '../helpers/app';
import { untilJobsSettle } from '../helpers/jobs';
import { expectErrorShape } from '../helpers/fixtures';
import { startSmtpSink } from '../helpers/smtp-sink';

const SITE = 'http://site.test:3000';
const toAddress = (m: ParsedMail) => (m.to as { value: { address: string }[] }).value[0]!.address;
const confirmTokenIn = (m: ParsedMail) => /\/newsletter\/confirm\/([\w-]+)/.exec(m.text ?? '')![1]!;
const unsubscribeTokenIn = (m: ParsedMail) => /\/newsletter\/unsubscribe\/([\w-]+)/.exec(m.text ?? '')![1]!;

describe('newsletter double opt-in and one-click unsubscribe over SMTP', async () => {
  const sink = await startSmtpSink();
  afterAll(() => sink.close());
  const { app, database, loginAs } = await buildTestApp(
    { siteUrl: SITE },
    { mail: { smtpUrl: sink.url, from: 'Site <news@example.com>', autoReply: false, siteUrl: SITE } },
  );
  // The subscriber list is the admins' and editors' (decision 054).
  const staff = await loginAs('editor');
  const subscribe = (email: string) => app.inject({ method: 'POST', url: '/api/subscriptions', payload: { email } });
  const confirm = (token: string) => app.inject({ method: 'POST', url: '/api/subscriptions/confirm', payload: { token } });
  const unsubscribe = (token: string) => app.inject({ method: 'POST', url: '/api/subscriptions/unsubscribe', payload: { token } });
  const mailsTo = (email: string, count = 1) => sink.waitFor(count, (m) => toAddress(m) === email);
  const statusOf = async (email: string) => (await database.db.select().from(subscriptions).where(eq(subscriptions.email, email)))[0]?.status;

  it('a new address is told to check its inbox, is pending and gets one confirmation email whose link confirms once', async () => {
    const res = await subscribe('reader@example.com');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'Check your inbox to confirm' });
    expect(await statusOf('reader@example.com')).toBe('pending');
    const [mail] = await mailsTo('reader@example.com');
    expect(mail!.subject).toMatch(/^Confirm your subscription/);
    expect(mail!.html).toContain(`href="${SITE}/newsletter/confirm/`);
    const token = confirmTokenIn(mail!);
    // Only the hash is stored.
    const stored = await database.db.select().from(subscriptionTokens);
    expect(stored.map((t) => t.tokenHash)).not.toContain(token);
    const ok = await confirm(token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: "You're subscribed" });
    expect(await statusOf('reader@example.com')).toBe('confirmed');
    const confirmedAt = (await database.db.select().from(subscriptions).where(eq(subscriptions.email, 'reader@example.com')))[0]!.confirmedAt;
    // Mail scanners open the link first: the reader's own open still says subscribed, and nothing is confirmed twice.
    const again = await confirm(token);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ message: "You're subscribed" });
    const [row] = await database.db.select().from(subscriptions).where(eq(subscriptions.email, 'reader@example.com'));
    expect(row!.confirmedAt).toEqual(confirmedAt);
    const [spent] = await database.db.select().from(subscriptionTokens).where(eq(subscriptionTokens.subscriptionId, row!.id));
    expect(spent!.usedAt).toBeInstanceOf(Date);
  });

  it("the mail speaks in the published company's name, read for each message: the host before one is published (issue 30 point 1)", async () => {
    await subscribe('before-company@example.com');
    expect((await mailsTo('before-company@example.com'))[0]!.subject).toBe('Confirm your subscription to the site.test newsletter');
    const company = { ...SAMPLE_CONTENT.company[0]!.data, name: 'Acme Data Ltd' };
    const admin = await loginAs('admin');
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/content/company',
      headers: admin.bearerHeaders,
      payload: { data: company, action: 'publish' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await subscribe('after-company@example.com');
    const [mail] = await mailsTo('after-company@example.com');
    expect(mail!.subject).toBe('Confirm your subscription to the Acme Data Ltd newsletter');
    expect(mail!.text).toContain('Acme Data Ltd');
    expect(mail!.text).not.toContain(SAMPLE_CONTENT.company[0]!.data.name);
    for (const email of ['before-company@example.com', 'after-company@example.com'])
      await database.db.delete(subscriptions).where(eq(subscriptions.email, email));
  });

  it('an unknown token, and a used one whose address is no longer subscribed, answer 400 naming the token', async () => {
    const unknown = await confirm('no-such-token');
    expect(unknown.statusCode).toBe(400);
    expect(expectErrorShape(unknown).errors?.[0]?.field).toBe('token');
    await subscribe('bounced-later@example.com');
    const token = confirmTokenIn((await mailsTo('bounced-later@example.com'))[0]!);
    expect((await confirm(token)).statusCode).toBe(200);
    await database.db.update(subscriptions).set({ status: 'bounced' }).where(eq(subscriptions.email, 'bounced-later@example.com'));
    expect((await confirm(token)).statusCode).toBe(400);
    await database.db.delete(subscriptions).where(eq(subscriptions.email, 'bounced-later@example.com'));
  });

  it('the confirmation mail carries List-Unsubscribe (https and mailto) and one-click POST headers', async () => {
    await subscribe('headers@example.com');
    const [mail] = await mailsTo('headers@example.com');
    // The raw header lines, unfolded.
    const line = (key: string) => (mail!.headerLines.find((h) => h.key === key)?.line ?? '').replace(/\r?\n\s+/g, ' ');
    expect(line('list-unsubscribe')).toMatch(
      new RegExp(`^List-Unsubscribe: <${SITE}/newsletter/unsubscribe/[\\w-]+>, <mailto:news@example.com\\?subject=`),
    );
    expect(line('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(mail!.html).toContain(`href="${SITE}/newsletter/unsubscribe/${unsubscribeTokenIn(mail!)}"`);
  });

  it('an expired token does not confirm', async () => {
    await subscribe('late@example.com');
    const token = confirmTokenIn((await mailsTo('late@example.com'))[0]!);
    await database.db.update(subscriptionTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await confirm(token)).statusCode).toBe(400);
    expect(await statusOf('late@example.com')).toBe('pending');
  });

  it('a pending address subscribing again is told to check its inbox and gets a fresh confirmation, at most every few minutes', async () => {
    await subscribe('again@example.com');
    await mailsTo('again@example.com');
    const soon = await subscribe('again@example.com');
    expect(soon.statusCode).toBe(201);
    expect(soon.json()).toEqual({ message: 'Check your inbox to confirm' });
    // Within the throttle: nothing new goes out.
    await untilJobsSettle(database.db);
    expect(sink.messages.filter((m) => toAddress(m) === 'again@example.com')).toHaveLength(1);
    // Later: the confirmation is sent again, and both links work (the older one first, then the newer says subscribed too).
    await database.db
      .update(subscriptions)
      .set({ confirmationSentAt: new Date(Date.now() - 3600_000) })
      .where(eq(subscriptions.email, 'again@example.com'));
    const later = await subscribe('again@example.com');
    expect(later.statusCode).toBe(201);
    expect(later.json()).toEqual({ message: 'Check your inbox to confirm' });
    const both = await mailsTo('again@example.com', 2);
    expect(both[0]!.messageId).not.toBe(both[1]!.messageId);
    expect(confirmTokenIn(both[0]!)).not.toBe(confirmTokenIn(both[1]!));
    expect((await confirm(confirmTokenIn(both[1]!))).statusCode).toBe(200);
    expect(await statusOf('again@example.com')).toBe('confirmed');
    expect((await confirm(confirmTokenIn(both[0]!))).json()).toEqual({ message: "You're subscribed" });
    // A confirmed address gets SPEC's 400, and is not mailed.
    const confirmed = await subscribe('again@example.com');
    expect(confirmed.statusCode).toBe(400);
    expect(confirmed.json()).toMatchObject({ message: 'This email is already subscribed' });
    await new Promise((r) => setTimeout(r, 300));
    expect(sink.messages.filter((m) => toAddress(m) === 'again@example.com')).toHaveLength(2);
  });

  it('POST unsubscribe works without sign-in; resubscribing later needs a new confirmation', async () => {
    await subscribe('leaver@example.com');
    const [first] = await mailsTo('leaver@example.com');
    await confirm(confirmTokenIn(first!));
    const res = await unsubscribe(unsubscribeTokenIn(first!));
    expect(res.statusCode).toBe(200);
    expect(await statusOf('leaver@example.com')).toBe('unsubscribed');
    // Twice is fine (one-click clients may retry).
    expect((await unsubscribe(unsubscribeTokenIn(first!))).statusCode).toBe(200);
    expect((await subscribe('leaver@example.com')).statusCode).toBe(201);
    expect(await statusOf('leaver@example.com')).toBe('pending');
    const [, second] = await mailsTo('leaver@example.com', 2);
    expect((await confirm(confirmTokenIn(second!))).statusCode).toBe(200);
    expect(await statusOf('leaver@example.com')).toBe('confirmed');
  });

  it('an unknown unsubscribe token is a 404 naming the token; a missing one a 400', async () => {
    const res = await unsubscribe('no-such-token');
    expect(res.statusCode).toBe(404);
    expect(expectErrorShape(res).errors?.[0]?.field).toBe('token');
    const empty = await app.inject({ method: 'POST', url: '/api/subscriptions/unsubscribe', payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(expectErrorShape(empty).errors?.[0]?.field).toBe('token');
  });

  it('staff see status counts, filter by status, and the CSV carries status and dates', async () => {
    const counts = await app.inject({ method: 'GET', url: '/api/subscriptions/status-counts', headers: staff.bearerHeaders });
    expect(counts.json()).toEqual({ pending: 2, confirmed: 3, unsubscribed: 0, bounced: 0 });
    const pending = await app.inject({ method: 'GET', url: '/api/subscriptions?status=pending', headers: staff.bearerHeaders });
    expect(pending.headers['x-total-count']).toBe('2');
    expect((pending.json() as { email: string }[]).map((s) => s.email).sort()).toEqual(['headers@example.com', 'late@example.com']);
    const bad = await app.inject({ method: 'GET', url: '/api/subscriptions?status=gone', headers: staff.bearerHeaders });
    expect(bad.statusCode).toBe(400);
    expect(expectErrorShape(bad).errors?.[0]?.field).toBe('status');
    const csv = await app.inject({ method: 'GET', url: '/api/subscriptions.csv', headers: staff.bearerHeaders });
    const line = csv.body.split('\r\n').find((l) => l.startsWith('reader@example.com,'))!;
    expect(line).toMatch(/^reader@example\.com,[\d-]+T[\d:.]+Z,confirmed,[\d-]+T[\d:.]+Z,$/);
  });
});

describe('newsletter mail without SMTP_URL', async () => {
  const { app, database } = await buildTestApp({ siteUrl: SITE });

  it('keeps the confirmation in the outbox', async () => {
    await app.inject({ method: 'POST', url: '/api/subscriptions', payload: { email: 'outbox-reader@example.com' } });
    const { emails } = await import('../../server/db/schema/index');
    let rows: (typeof emails.$inferSelect)[] = [];
    for (let i = 0; i < 100 && !rows.length; i++) {
      rows = await database.db.select().from(emails).where(eq(emails.kind, 'subscription-confirmation'));
      if (!rows.length) await new Promise((r) => setTimeout(r, 50));
    }
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'outbox', to: 'outbox-reader@example.com' });
    expect(rows[0]!.text).toContain(`${SITE}/newsletter/confirm/`);
  });
});
