import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { leadDetailSchema } from '@contract/leads';
import { auditEvents, leads } from '../../server/db/schema/index';
import { buildTestApp } from '../helpers/app';
import { untilJobsSettle } from '../helpers/jobs';
import { expectErrorShape, UNKNOWN_UUID, validContact } from '../helpers/fixtures';
import { countByMessageId, headerOf, recipientsOf } from '../helpers/mail-count';
import { startSmtpSink } from '../helpers/smtp-sink';

const SITE = 'http://site.test:3000';

describe('replies from the lead (POST /api/contacts/:id/emails)', async () => {
  const sink = await startSmtpSink();
  afterAll(() => sink.close());
  const { app, database, loginAs } = await buildTestApp(
    { siteUrl: SITE },
    { mail: { smtpUrl: sink.url, from: 'Site <no-reply@site.test>', notify: ['sales@site.test'], autoReply: true, siteUrl: SITE } },
  );
  const sam = await loginAs('user', { name: 'Sam Seller', email: 'sam@site.test' });

  async function newLead(name: string, status?: 'spam') {
    await app.inject({
      method: 'POST',
      url: '/api/contacts',
      payload: validContact({ name, email: `${name.split(' ')[0]!.toLowerCase()}@visitor.test` }),
    });
    const [row] = await database.db.select().from(leads).where(eq(leads.name, name));
    if (status) await database.db.update(leads).set({ status }).where(eq(leads.id, row!.id));
    return row!;
  }
  const send = (id: string, payload: object, headers = sam.bearerHeaders) =>
    app.inject({ method: 'POST', url: `/api/contacts/${id}/emails`, headers, payload });
  const detail = async (id: string) =>
    leadDetailSchema.parse((await app.inject({ method: 'GET', url: `/api/contacts/${id}`, headers: sam.bearerHeaders })).json());

  it('sends From MAIL_FROM with Reply-To the staff member, threaded on the acknowledgment, once by Message-ID', async () => {
    const lead = await newLead('Ada Visitor');
    const res = await send(lead.id, { subject: `Re: your enquiry ${lead.reference}`, text: 'Hello Ada,\n\nWe can start on Monday.\n\nSam' });
    expect(res.statusCode).toBe(201);
    const { messageId, message } = res.json() as { messageId: string; message: string };
    expect(message).toBe('Reply sent to ada@visitor.test');
    expect(messageId).toMatch(new RegExp(`^<lead-${lead.id}\\.reply-[0-9a-f-]{36}@site\\.test>$`));
    const [mail] = await sink.waitFor(1, (m) => m.messageId === messageId);
    expect(mail!.from?.value[0]?.address).toBe('no-reply@site.test');
    expect(mail!.replyTo?.value[0]?.address).toBe('sam@site.test');
    expect(recipientsOf(mail!)).toEqual(['ada@visitor.test']);
    expect(mail!.subject).toBe(`Re: your enquiry ${lead.reference}`);
    const ack = `<lead-${lead.id}.auto-reply@site.test>`;
    expect(headerOf(mail!, 'in-reply-to')).toBe(ack);
    expect(headerOf(mail!, 'references')).toContain(ack);
    expect(mail!.text).toContain('We can start on Monday.');
    expect(mail!.text).toContain(lead.reference!);
    expect(mail!.html).toContain('We can start on Monday.');
    // Once every queued job has run, a duplicate would have shown up: still one.
    await untilJobsSettle(database.db);
    expect(countByMessageId(sink.messages, (m) => m.messageId === messageId)).toEqual({ distinct: 1, copies: 1 });
  });

  it('keeps the reply with its body and delivery in the lead, a history line with the author, and stamps the first response once', async () => {
    const lead = await newLead('Grace Visitor');
    const first = await send(lead.id, { subject: 'First answer', text: 'Body one' });
    const firstId = (first.json() as { messageId: string }).messageId;
    await sink.waitFor(1, (m) => m.messageId === firstId);
    // The outbox records the delivery right after the SMTP server's answer.
    let after1 = await detail(lead.id);
    for (let i = 0; i < 50 && after1.messages[0]?.delivery !== 'sent'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      after1 = await detail(lead.id);
    }
    expect(after1.messages[0]!.delivery).toBe('sent');
    expect(after1.firstResponseAt).not.toBeNull();
    await new Promise((r) => setTimeout(r, 20));
    await send(lead.id, { subject: 'Second answer', text: 'Body two' });
    const after2 = await detail(lead.id);
    expect(after2.firstResponseAt).toBe(after1.firstResponseAt);
    expect(after2.messages.map((m) => [m.subject, m.text, m.authorName, m.to])).toEqual([
      ['First answer', 'Body one', 'Sam Seller', 'grace@visitor.test'],
      ['Second answer', 'Body two', 'Sam Seller', 'grace@visitor.test'],
    ]);
    expect(after2.messages.map((m) => m.delivery)).toEqual(['sent', expect.stringMatching(/^(queued|sent)$/)]);
    expect(after2.history.filter((h) => h.kind === 'email').map((h) => [h.to, h.actorName])).toEqual([
      ['Reply: First answer', 'Sam Seller'],
      ['Reply: Second answer', 'Sam Seller'],
    ]);
    // Replies are not a change to the lead's fields: no version bump (no false conflicts).
    expect(after2.version).toBe(after1.version);
    const audits = await database.db.select().from(auditEvents).where(eq(auditEvents.targetId, lead.id));
    expect(audits.filter((a) => a.action === 'lead.replied')).toHaveLength(2);
    expect(JSON.stringify(audits)).not.toContain('Body one');
  });

  it('with NOTIFY_EMAIL set, new-lead mail goes there only, and the preferences say so', async () => {
    await app.inject({
      method: 'PUT',
      url: '/api/auth/me/notifications',
      headers: sam.bearerHeaders,
      payload: { newLeads: true, assignments: true, digest: true },
    });
    const prefs = (await app.inject({ method: 'GET', url: '/api/auth/me/notifications', headers: sam.bearerHeaders })).json() as Record<
      string,
      boolean
    >;
    expect(prefs).toEqual({ newLeads: true, assignments: true, digest: true, newLeadsGoToConfiguredAddress: true });
    const lead = await newLead('Norma Notified');
    const [mail] = await sink.waitFor(1, (m) => m.messageId === `<lead-${lead.id}.staff@site.test>`);
    expect(recipientsOf(mail!)).toEqual(['sales@site.test']);
  });

  it('refuses a quarantined lead with 400, an unknown one with 404, a bad body naming the field; staff only', async () => {
    const spam = await newLead('Spam Visitor', 'spam');
    const refused = await send(spam.id, { subject: 'Hi', text: 'Hello' });
    expect(refused.statusCode).toBe(400);
    expect(expectErrorShape(refused).message).toMatch(/Restore the lead/);
    expect((await detail(spam.id)).messages).toEqual([]);
    expect((await send(UNKNOWN_UUID, { subject: 'Hi', text: 'Hello' })).statusCode).toBe(404);
    const lead = await newLead('Field Visitor');
    const bad = await send(lead.id, { subject: '', text: 'Hello' });
    expect(bad.statusCode).toBe(400);
    expect(expectErrorShape(bad).errors?.map((e) => e.field)).toContain('subject');
    const noSaved = await send(lead.id, { subject: 'Hi', text: 'Hello', savedReplyId: UNKNOWN_UUID });
    expect(noSaved.statusCode).toBe(400);
    expect(expectErrorShape(noSaved).errors?.map((e) => e.field)).toEqual(['savedReplyId']);
    expect((await app.inject({ method: 'POST', url: `/api/contacts/${lead.id}/emails`, payload: { subject: 'Hi', text: 'Hello' } })).statusCode).toBe(
      401,
    );
  });
});
