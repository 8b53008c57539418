import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { inboundMailResult } from '@contract/inbound';
import { leads, leadMessages } from '../../server/db/schema/index';
import { buildTestApp } from '../helpers/app';
import { untilJobsSettle } from '../helpers/jobs';
import { expectErrorShape } from '../helpers/fixtures';
import { deskAs, INBOUND_ADDRESS, INBOUND_SITE, inboundMailSettings } from '../helpers/inbound-fixtures';
import { rawMail } from '../helpers/raw-mail';
import { recipientsOf } from '../helpers/mail-count';
import { startSmtpSink } from '../helpers/smtp-sink';

const SITE = INBOUND_SITE;
const TOKEN = 'inbound-token-for-tests-0123456789';
const INBOUND = INBOUND_ADDRESS;

let counter = 0;
const newMessageId = () => `<answer-${Date.now()}-${++counter}@visitor.test>`;

describe('replies come back (POST /api/inbound/mail, decision 129)', async () => {
  const sink = await startSmtpSink();
  afterAll(() => sink.close());
  const { app, database, loginAs } = await buildTestApp({ siteUrl: SITE, INBOUND_TOKEN: TOKEN }, { mail: inboundMailSettings(sink.url) });
  const sam = await loginAs('user', { name: 'Sam Seller', email: 'sam@site.test' });
  const { newLead, detail, setLead, sendReply } = deskAs({ app, database }, sam);
  const post = (raw: string | Buffer, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/inbound/mail',
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'message/rfc822', ...headers },
      payload: raw,
    });
  /** A reply from the lead by Sam, and the mail as the SMTP sink got it. */
  async function replyFromDesk(leadId: string, subject: string) {
    const messageId = await sendReply(leadId, subject);
    const [mail] = await sink.waitFor(1, (m) => m.messageId === messageId);
    return { messageId, mail: mail! };
  }

  it('sends staff replies and the acknowledgment with a Reply-To that routes back to the lead, the routing address kept on the reply', async () => {
    const lead = await newLead('Ada Visitor');
    const [ack] = await sink.waitFor(1, (m) => m.messageId === `<lead-${lead.id}.auto-reply@site.test>`);
    const ackReplyTo = ack!.replyTo?.value[0]?.address ?? '';
    expect(ackReplyTo).toMatch(/^replies\+[a-z2-7]{42}@site\.test$/);
    const { mail } = await replyFromDesk(lead.id, 'About your enquiry');
    expect(mail.replyTo?.value[0]?.address).toBe(ackReplyTo);
    const [stored] = await database.db.select().from(leadMessages).where(eq(leadMessages.leadId, lead.id));
    expect(stored!.replyTo).toBe(ackReplyTo);
    // Another lead's address differs: the token names the lead.
    const other = await newLead('Otto Visitor');
    const [otherAck] = await sink.waitFor(1, (m) => m.messageId === `<lead-${other.id}.auto-reply@site.test>`);
    expect(otherAck!.replyTo?.value[0]?.address).not.toBe(ackReplyTo);
  });

  it('lands an answer by In-Reply-To on its lead (text, sanitised HTML, attachments by name and size), mails the owner, reopens a lead waiting on the person, once by Message-ID', async () => {
    const lead = await newLead('Grace Visitor');
    expect((await setLead(lead.id, { ownerId: sam.user._id, status: 'contacted' })).statusCode).toBe(200);
    const { messageId: sent } = await replyFromDesk(lead.id, 'Your quote');
    const answerId = newMessageId();
    const boundary = 'b1';
    const raw = rawMail(
      {
        From: 'Grace Visitor <Grace@visitor.test>',
        To: INBOUND,
        Subject: 'Re: Your quote',
        'Message-ID': answerId,
        'In-Reply-To': sent,
        References: `<lead-${lead.id}.auto-reply@site.test> ${sent}`,
        'Content-Type': `multipart/mixed; boundary="${boundary}"`,
      },
      [
        `--${boundary}`,
        'Content-Type: multipart/alternative; boundary="b2"',
        '',
        '--b2',
        'Content-Type: text/plain; charset=utf-8',
        '',
        'Monday works. Grüße, Grace',
        '--b2',
        'Content-Type: text/html; charset=utf-8',
        '',
        '<p onclick="steal()">Monday works.</p><script>alert(1)</script>',
        '--b2--',
        `--${boundary}`,
        'Content-Type: application/pdf; name="brief.pdf"',
        'Content-Disposition: attachment; filename="brief.pdf"',
        'Content-Transfer-Encoding: base64',
        '',
        Buffer.from('%PDF-1.4 a tiny brief').toString('base64'),
        `--${boundary}--`,
      ].join('\n'),
    );
    const res = await post(raw);
    expect(res.statusCode, res.body).toBe(201);
    const result = inboundMailResult.parse(res.json());
    expect(result).toMatchObject({ status: 'stored', leadId: lead.id, newLead: false, reopened: true });
    expect(result.message).toMatchObject({
      direction: 'in',
      auto: false,
      subject: 'Re: Your quote',
      from: 'grace@visitor.test',
      authorName: 'Grace Visitor',
      delivery: 'received',
      attachments: [{ name: 'brief.pdf', contentType: 'application/pdf', size: 21 }],
    });
    expect(result.message!.text).toBe('Monday works. Grüße, Grace');
    expect(result.message!.html).toContain('Monday works.');
    expect(result.message!.html).not.toMatch(/script|onclick/);

    const after = await detail(lead.id);
    expect(after.status).toBe('new');
    expect(after.messages.map((m) => [m.direction, m.subject])).toEqual([
      ['out', 'Your quote'],
      ['in', 'Re: Your quote'],
    ]);
    expect(after.history.slice(-2).map((h) => [h.kind, h.from, h.to, h.actorName])).toEqual([
      ['email', '', 'Received: Re: Your quote', 'Grace Visitor'],
      ['status', 'contacted', 'new', 'System'],
    ]);
    // The owner hears of it, with the start of the answer and the way to the lead.
    const [notice] = await sink.waitFor(1, (m) => m.messageId === `<lead-${lead.id}.inbound-${result.message!._id}@site.test>`);
    expect(recipientsOf(notice!)).toEqual(['sam@site.test']);
    expect(notice!.subject).toBe('Grace Visitor replied: Re: Your quote');
    expect(notice!.text).toContain('Monday works.');
    expect(notice!.text).toContain(`${SITE}/dashboard?lead=${lead.id}`);

    // The provider posts it again: the same entry, 200, nothing more.
    const again = await post(raw);
    expect(again.statusCode).toBe(200);
    expect(inboundMailResult.parse(again.json())).toMatchObject({ status: 'duplicate', leadId: lead.id, message: { _id: result.message!._id } });
    expect((await detail(lead.id)).messages.filter((m) => m.direction === 'in')).toHaveLength(1);
    await untilJobsSettle(database.db);
    expect(sink.messages.filter((m) => m.subject === 'Grace Visitor replied: Re: Your quote')).toHaveLength(1);
  });

  it('matches by the routing address alone; a forged token matches nothing and makes a lead for the sender', async () => {
    const lead = await newLead('Hedy Visitor');
    const [ack] = await sink.waitFor(1, (m) => m.messageId === `<lead-${lead.id}.auto-reply@site.test>`);
    const routed = ack!.replyTo!.value[0]!.address!;
    const res = await post(
      rawMail({ From: 'hedy@visitor.test', To: routed.toUpperCase(), Subject: 'A question', 'Message-ID': newMessageId() }, 'One more thing.'),
    );
    expect(res.statusCode).toBe(201);
    expect(inboundMailResult.parse(res.json())).toMatchObject({ status: 'stored', leadId: lead.id, newLead: false, reopened: false });

    const forged = routed.replace(/\+([a-z2-7])/, (_, c: string) => `+${c === 'a' ? 'b' : 'a'}`);
    const stranger = await post(
      rawMail({ From: 'Hedy V <hedy@visitor.test>', To: forged, Subject: 'Hello again', 'Message-ID': newMessageId() }, 'New project.'),
    );
    const made = inboundMailResult.parse(stranger.json());
    expect(made).toMatchObject({ status: 'stored', newLead: true });
    expect(made.leadId).not.toBe(lead.id);
    // The same person (decision 125): her second enquiry.
    const [first] = await database.db.select().from(leads).where(eq(leads.id, lead.id));
    const [second] = await database.db.select().from(leads).where(eq(leads.id, made.leadId!));
    expect(second).toMatchObject({ personId: first!.personId, email: 'hedy@visitor.test', name: 'Hedy V', form: 'email', status: 'new' });
    expect(second!.message).toContain('New project.');
    // Staff hear of the new lead; the sender gets no acknowledgment (no answer to an answer).
    await sink.waitFor(1, (m) => m.messageId === `<lead-${made.leadId}.staff@site.test>`);
    await untilJobsSettle(database.db);
    expect(sink.messages.some((m) => m.messageId === `<lead-${made.leadId}.auto-reply@site.test>`)).toBe(false);
  });

  it('keeps an out-of-office marked auto: it neither reopens nor mails anyone; an unmatched one is ignored', async () => {
    const lead = await newLead('Ivy Visitor');
    await setLead(lead.id, { ownerId: sam.user._id, status: 'contacted' });
    const { messageId: sent } = await replyFromDesk(lead.id, 'Checking in');
    for (const [name, value] of [
      ['Auto-Submitted', 'auto-replied'],
      ['X-Autoreply', 'yes'],
      ['Precedence', 'auto_reply'],
    ] as const) {
      const res = await post(
        rawMail(
          { From: 'ivy@visitor.test', To: INBOUND, Subject: 'Out of office', 'Message-ID': newMessageId(), 'In-Reply-To': sent, [name]: value },
          'Back on Monday.',
        ),
      );
      expect(res.statusCode).toBe(201);
      expect(inboundMailResult.parse(res.json())).toMatchObject({ status: 'stored', reopened: false, message: { auto: true } });
    }
    // Auto-Submitted: no is a person's mail.
    const person = await post(
      rawMail(
        {
          From: 'Ivy Visitor <ivy@visitor.test>',
          To: INBOUND,
          Subject: 'Real answer',
          'Message-ID': newMessageId(),
          'In-Reply-To': sent,
          'Auto-Submitted': 'no',
        },
        'Yes please.',
      ),
    );
    expect(inboundMailResult.parse(person.json())).toMatchObject({ reopened: true, message: { auto: false } });
    await sink.waitFor(1, (m) => m.subject === 'Ivy Visitor replied: Real answer');
    await untilJobsSettle(database.db);
    expect(sink.messages.filter((m) => m.subject?.startsWith('Ivy Visitor replied:')).map((m) => m.subject)).toEqual([
      'Ivy Visitor replied: Real answer',
    ]);
    expect((await detail(lead.id)).history.filter((h) => h.kind === 'status' && h.actorName === 'System')).toHaveLength(1);

    const stray = await post(
      rawMail(
        { From: 'robot@elsewhere.test', To: INBOUND, Subject: 'Away', 'Message-ID': newMessageId(), 'Auto-Submitted': 'auto-replied' },
        'Away.',
      ),
    );
    expect(stray.statusCode).toBe(200);
    expect(inboundMailResult.parse(stray.json())).toMatchObject({ status: 'ignored', leadId: null });
    expect(await database.db.select().from(leads).where(eq(leads.email, 'robot@elsewhere.test'))).toEqual([]);
  });

  it('hands a delivery-status report to the bounce handling: the lead says its acknowledgment did not arrive', async () => {
    const lead = await newLead('Jack Visitor');
    const raw = rawMail(
      {
        From: 'Mail Delivery System <MAILER-DAEMON@mx.visitor.test>',
        To: 'no-reply@site.test',
        Subject: 'Undelivered Mail Returned to Sender',
        'Message-ID': newMessageId(),
        'Content-Type': 'multipart/report; report-type=delivery-status; boundary="r1"',
      },
      [
        '--r1',
        'Content-Type: text/plain',
        '',
        'Your message could not be delivered.',
        '--r1',
        'Content-Type: message/delivery-status',
        '',
        'Reporting-MTA: dns; mx.visitor.test',
        '',
        'Final-Recipient: rfc822; jack@visitor.test',
        'Action: failed',
        'Status: 5.1.1',
        'Diagnostic-Code: smtp; 550 5.1.1 No such mailbox',
        '--r1',
        'Content-Type: text/rfc822-headers',
        '',
        'From: Site <no-reply@site.test>',
        `Message-ID: <lead-${lead.id}.auto-reply@site.test>`,
        'Subject: We got your enquiry',
        '--r1--',
      ].join('\n'),
    );
    const res = await post(raw);
    expect(res.statusCode).toBe(200);
    expect(inboundMailResult.parse(res.json())).toMatchObject({ status: 'bounce', leadId: lead.id, message: null });
    const after = await detail(lead.id);
    expect(after.history.filter((h) => h.kind === 'bounce').map((h) => h.to)).toEqual(['5.1.1 smtp; 550 5.1.1 No such mailbox']);
    expect(after.messages.filter((m) => m.direction === 'in')).toEqual([]);
  });

  it('refuses a wrong or missing token (401), a message without sender (400), one over 10 MB (413) with a clear message', async () => {
    const raw = rawMail({ From: 'kim@visitor.test', To: INBOUND, Subject: 'Hi', 'Message-ID': newMessageId() }, 'Hello');
    expect((await post(raw, { authorization: 'Bearer wrong-token-wrong-token-wrong' })).statusCode).toBe(401);
    expect((await post(raw, { authorization: '' })).statusCode).toBe(401);
    const noFrom = await post(rawMail({ To: INBOUND, Subject: 'Hi', 'Message-ID': newMessageId() }, 'Hello'));
    expect(noFrom.statusCode).toBe(400);
    expect(expectErrorShape(noFrom).message).toMatch(/From/);
    const huge = await post(rawMail({ From: 'kim@visitor.test', To: INBOUND, Subject: 'Big' }, 'x'.repeat(10 * 1024 * 1024 + 10)));
    expect(huge.statusCode).toBe(413);
    expect(expectErrorShape(huge).message).toMatch(/larger than 10 MB/);
    // text/plain is taken as well (some providers label the raw message so).
    const plain = await post(raw, { 'content-type': 'text/plain' });
    expect(plain.statusCode).toBe(201);
  });

  it('tells the desk that answers come back to the lead (the reply form says so); without IMAP_URL no mailbox is polled: no queue at all', async () => {
    const desk = (await app.inject({ method: 'GET', url: '/api/contacts/desk', headers: sam.bearerHeaders })).json() as { repliesToDesk: boolean };
    expect(desk.repliesToDesk).toBe(true);
    const { rows } = (await database.db.execute(sql`SELECT name FROM pgboss.queue WHERE name = 'imap-poll'`)) as unknown as { rows: unknown[] };
    expect(rows).toEqual([]);
  });
});

describe('POST /api/inbound/mail without INBOUND_TOKEN', async () => {
  const { app, loginAs } = await buildTestApp();
  it('answers 404, as a route that does not exist; without INBOUND_ADDRESS the desk says answers go to the writer', async () => {
    const sam = await loginAs('user');
    const desk = (await app.inject({ method: 'GET', url: '/api/contacts/desk', headers: sam.bearerHeaders })).json() as { repliesToDesk: boolean };
    expect(desk.repliesToDesk).toBe(false);
    const res = await app.inject({
      method: 'POST',
      url: '/api/inbound/mail',
      headers: { authorization: 'Bearer anything-at-all-anything-at-all', 'content-type': 'message/rfc822' },
      payload: 'From: a@b.test\r\n\r\nHi\r\n',
    });
    expect(res.statusCode).toBe(404);
  });
});
