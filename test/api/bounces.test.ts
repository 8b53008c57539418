import { eq, sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, describe, expect, it } from 'vitest';
import type { LeadDetail, Lead } from '@contract/leads';
import type { NewsletterSend } from '@contract/newsletter';
import type { Subscription, SubscriptionCounts } from '@contract/subscriptions';
import { auditEvents, emails, subscriptions } from '../../server/db/schema/index';
import { isRecipientRefusal } from '../../server/mail/send-mail';
import { buildTestApp } from '../helpers/app';
import { expectErrorShape, validContact } from '../helpers/fixtures';
import { startSmtpSink } from '../helpers/smtp-sink';

const SITE = 'https://site.test';
const toAddress = (m: ParsedMail) => (m.to as { value: { address: string }[] }).value[0]!.address;

/** Issue 29 point 6 (decision 065): a recipient refused for good is a bounce; nothing more goes to a bounced subscriber. */
describe('bounces', async () => {
  const sink = await startSmtpSink();
  afterAll(() => sink.close());
  const { app, database, loginAs } = await buildTestApp(
    { siteUrl: SITE },
    {
      mail: {
        smtpUrl: sink.url,
        from: 'Site <news@example.com>',
        notify: ['sales@example.com'],
        autoReply: true,
        siteUrl: SITE,
        newsletterPerMinute: 100_000,
      },
    },
  );
  const editor = await loginAs('editor', { name: 'Edna Editor' });
  const headers = editor.bearerHeaders;
  const subscribe = (email: string) => app.inject({ method: 'POST', url: '/api/subscriptions', payload: { email } });
  const statusOf = async (email: string) => (await database.db.select().from(subscriptions).where(eq(subscriptions.email, email)))[0];
  const waitForStatus = (email: string, status: string) => expect.poll(async () => (await statusOf(email))?.status, { timeout: 10_000 }).toBe(status);

  it('classifies a refusal of the address (RCPT TO, 5.1.x) as a bounce, a refusal of the message (5.7.1 at DATA) or a 4xx not', () => {
    expect(isRecipientRefusal({ responseCode: 550, command: 'RCPT TO', response: '550 No such mailbox' })).toBe(true);
    expect(isRecipientRefusal({ responseCode: 550, command: 'DATA', response: '550 5.1.1 <x@example.com>: user unknown' })).toBe(true);
    expect(isRecipientRefusal({ responseCode: 554, command: 'DATA', response: '554 5.7.1 Message rejected as spam' })).toBe(false);
    expect(isRecipientRefusal({ responseCode: 450, command: 'RCPT TO', response: '450 Mailbox busy' })).toBe(false);
    expect(isRecipientRefusal({ responseCode: 535, code: 'EAUTH', command: 'AUTH PLAIN' })).toBe(false);
  });

  it('a refused confirmation marks the subscriber bounced (reason kept, audited as System); subscribing again sends nothing', async () => {
    sink.refuseRecipient('gone@example.com', 550);
    expect((await subscribe('gone@example.com')).statusCode).toBe(201);
    await waitForStatus('gone@example.com', 'bounced');
    const row = await statusOf('gone@example.com');
    expect(row!.bounceReason).toContain('550');
    expect(row!.bouncedAt).not.toBeNull();
    expect(sink.rcptCount('gone@example.com')).toBe(1);
    const [entry] = await database.db.select().from(auditEvents).where(eq(auditEvents.action, 'subscription.bounced'));
    expect(entry).toMatchObject({ actorName: 'System', targetId: row!.id, targetLabel: 'gone@example.com' });

    // The answer an address on the list gets, and no mail tried.
    const again = await subscribe('gone@example.com');
    expect(again.statusCode).toBe(400);
    expect(expectErrorShape(again).message).toBe('This email is already subscribed');
    await new Promise((r) => setTimeout(r, 300));
    expect(sink.rcptCount('gone@example.com')).toBe(1);
  });

  it('a refusal of the message itself (554 5.7.1 at DATA) fails that mail but is no bounce', async () => {
    sink.refuseNext(1, 554);
    expect((await subscribe('policy@example.com')).statusCode).toBe(201);
    await expect
      .poll(
        async () =>
          (
            await database.db
              .select()
              .from(emails)
              .where(sql`${emails.to}::text like '%policy@example.com%'`)
          )[0]?.status,
        { timeout: 10_000 },
      )
      .toBe('failed');
    expect((await statusOf('policy@example.com'))!.status).toBe('pending');
  });

  it('a newsletter refused for a subscriber bounces them; the next newsletter skips them; staff see the count and the list', async () => {
    const readers = ['reader-a@example.com', 'reader-b@example.com', 'moved@example.com'];
    await database.db.insert(subscriptions).values(readers.map((email) => ({ email, status: 'confirmed' as const, confirmedAt: new Date() })));
    sink.refuseRecipient('moved@example.com', 550);
    const post = await app.inject({ method: 'POST', url: '/api/blogs/new', headers, payload: { title: 'Bounce digest', isPublished: true } });
    const postId = (post.json() as { _id: string })._id;
    const sendOnce = async (payload: object = {}) => {
      const res = await app.inject({ method: 'POST', url: `/api/blogs/${postId}/newsletter`, headers, payload });
      expect(res.statusCode, res.body).toBe(202);
      const { id } = res.json() as { id: string };
      await expect
        .poll(async () => ((await app.inject({ method: 'GET', url: `/api/newsletter-sends/${id}`, headers })).json() as NewsletterSend).status, {
          timeout: 15_000,
        })
        .toBe('sent');
      return (await app.inject({ method: 'GET', url: `/api/newsletter-sends/${id}`, headers })).json() as NewsletterSend;
    };
    const first = await sendOnce();
    expect(first).toMatchObject({ total: 3, sent: 2, failed: 1 });
    await waitForStatus('moved@example.com', 'bounced');
    const tries = sink.rcptCount('moved@example.com');

    const second = await sendOnce({ resend: true });
    expect(second).toMatchObject({ total: 2, sent: 2, failed: 0 });
    expect(sink.rcptCount('moved@example.com')).toBe(tries);
    expect(sink.messages.filter((m) => toAddress(m) === 'reader-a@example.com')).toHaveLength(2);

    const counts = (await app.inject({ method: 'GET', url: '/api/subscriptions/status-counts', headers })).json() as SubscriptionCounts;
    expect(counts.bounced).toBe(2); // gone@ and moved@
    const list = (await app.inject({ method: 'GET', url: '/api/subscriptions?status=bounced', headers })).json() as Subscription[];
    expect(list.map((s) => s.email).sort()).toEqual(['gone@example.com', 'moved@example.com']);
    expect(list[0]!.bounceReason).toContain('550');
  });

  it('staff reset a bounce (audited with the address): confirmed again if it had confirmed, else pending and mailed on the next subscribe', async () => {
    const moved = await statusOf('moved@example.com');
    const reset = (id: string) => app.inject({ method: 'POST', url: `/api/subscriptions/${id}/reset-bounce`, headers });
    const res = await reset(moved!.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'confirmed', bouncedAt: null, bounceReason: '' });
    const [entry] = await database.db.select().from(auditEvents).where(eq(auditEvents.action, 'subscription.bounce_reset'));
    expect(entry).toMatchObject({ actorName: 'Edna Editor', targetLabel: 'moved@example.com' });

    const again = await reset(moved!.id);
    expect(again.statusCode).toBe(400);
    expect(expectErrorShape(again).errors?.[0]?.field).toBe('status');
    expect((await reset('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);

    const gone = await statusOf('gone@example.com');
    expect((await reset(gone!.id)).json()).toMatchObject({ status: 'pending' });
    const before = sink.rcptCount('gone@example.com');
    sink.refuseRecipient('gone@example.com', 0);
    await subscribe('gone@example.com');
    await expect.poll(() => sink.rcptCount('gone@example.com'), { timeout: 10_000 }).toBe(before + 1);
  });

  it('a lead whose auto-reply is refused gets a history line saying so; the staff notification still goes', async () => {
    sink.refuseRecipient('typo@exampel.com', 550);
    const res = await app.inject({ method: 'POST', url: '/api/contacts', payload: validContact({ name: 'Tia Typo', email: 'typo@exampel.com' }) });
    expect(res.statusCode).toBe(201);
    const admin = (await loginAs('admin')).bearerHeaders;
    const lead = ((await app.inject({ method: 'GET', url: '/api/contacts', headers: admin })).json() as Lead[]).find((l) => l.name === 'Tia Typo')!;
    await sink.waitFor(1, (m) => toAddress(m) === 'sales@example.com' && (m.subject ?? '').includes('Tia Typo'));
    await expect
      .poll(
        async () => {
          const detail = (await app.inject({ method: 'GET', url: `/api/contacts/${lead._id}`, headers: admin })).json() as LeadDetail;
          return detail.history.find((h) => h.kind === 'bounce');
        },
        { timeout: 10_000 },
      )
      .toMatchObject({ kind: 'bounce', to: expect.stringContaining('550'), actorName: 'System' });
  });
});
