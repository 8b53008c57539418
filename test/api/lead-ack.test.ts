import { sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, describe, expect, it } from 'vitest';
import type { Lead, LeadCreated } from '@contract/leads';
import { parseEnv } from '../../server/config/env';
import { leadReference } from '../../server/lib/lead-reference';
import { buildTestApp } from '../helpers/app';
import { companyData } from '../helpers/content-fixtures';
import { validContact } from '../helpers/fixtures';
import { startSmtpSink } from '../helpers/smtp-sink';

const SITE = 'http://site.test:3000';
const THANKS = "Thank you for your message! We'll get back to you soon.";
const ackId = (leadId: string) => `<lead-${leadId}.auto-reply@site.test>`;
const staffId = (leadId: string) => `<lead-${leadId}.staff@site.test>`;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Mail settings as the environment gives them: only SMTP_URL set, AUTO_REPLY left to its default. */
const mailFromEnv = (smtpUrl: string, env: Record<string, string> = {}) =>
  parseEnv({ SMTP_URL: smtpUrl, SITE_URL: SITE, MAIL_FROM: 'Site <site@example.com>', NOTIFY_EMAIL: 'sales@example.com', ...env }).mail;

describe('the visitor is acknowledged by default when SMTP is set', async () => {
  const sink = await startSmtpSink();
  afterAll(() => sink.close());
  const { app, database, loginAs } = await buildTestApp({ siteUrl: SITE }, { mail: mailFromEnv(sink.url) });
  const staff = (await loginAs('user')).bearerHeaders;
  const leadNamed = async (name: string, status = '') => {
    const res = await app.inject({ method: 'GET', url: `/api/contacts${status ? `?status=${status}` : ''}`, headers: staff });
    return (res.json() as Lead[]).find((l) => l.name === name)!;
  };
  const onlyTo = (address: string) => (m: ParsedMail) => (m.to as { value: { address: string }[] }).value.some((v) => v.address === address);

  it("answers SPEC's thank-you with the reference, the promise and acknowledged; the mail repeats them with a copy", async () => {
    const sent = {
      ...validContact({ name: 'Noor Al-Thani', phone: '+974 4412 3456', service: 'Daily Data Feeds', message: 'SERP data\nfor 40 keywords' }),
      company: 'Doha Analytics',
    };
    const res = await app.inject({ method: 'POST', url: '/api/contacts', payload: sent });
    expect(res.statusCode).toBe(201);
    const answer = res.json() as LeadCreated;
    expect(answer).toEqual({
      message: THANKS,
      reference: expect.stringMatching(/^L-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}$/),
      promise: 'within 24 hours',
      acknowledged: true,
    });

    const lead = await leadNamed('Noor Al-Thani');
    expect(answer.reference).toBe(leadReference(lead._id));
    // The database's generated column says the same (migration 0014).
    const stored = (await database.db.execute(sql`select reference, company from contacts where id = ${lead._id}`)) as unknown as {
      rows: { reference: string; company: string }[];
    };
    expect(stored.rows[0]).toEqual({ reference: answer.reference, company: 'Doha Analytics' });
    // Listed and exported with the lead.
    expect(lead).toMatchObject({ company: 'Doha Analytics', reference: answer.reference, phone: '+974 4412 3456' });
    const csv = await app.inject({ method: 'GET', url: '/api/contacts.csv', headers: (await loginAs('admin')).bearerHeaders });
    expect(csv.body.split('\n')[0]).toContain('Company');
    expect(csv.body).toContain('Doha Analytics');

    const [ack] = await sink.waitFor(1, (m) => m.messageId === ackId(lead._id));
    expect(ack!.subject).toBe(`We received your enquiry ${answer.reference}`);
    expect(onlyTo(sent.email)(ack!)).toBe(true);
    for (const part of [ack!.text!, ack!.html as string]) {
      for (const field of [answer.reference, 'within 24 hours', 'Doha Analytics', '+974 4412 3456', 'Daily Data Feeds', sent.budget, 'SERP data']) {
        expect(part).toContain(field);
      }
    }
    // Staff are told as before, the company among the fields.
    const [notification] = await sink.waitFor(1, (m) => m.messageId === staffId(lead._id));
    expect(notification!.text).toContain('Company: Doha Analytics');
  });

  it('works out the reference from the id as the database does, for any id', async () => {
    const rows = (await database.db.execute(sql`select id::text as id, reference from contacts`)) as unknown as {
      rows: { id: string; reference: string }[];
    };
    expect(rows.rows.length).toBeGreaterThan(0);
    for (const row of rows.rows) expect(leadReference(row.id)).toBe(row.reference);
  });

  it('a quarantined lead is answered the same but gets no acknowledgment until restored, then exactly one', async () => {
    const email = 'forged-or-real@example.com';
    const res = await app.inject({
      method: 'POST',
      url: '/api/contacts',
      payload: { ...validContact({ name: 'Held Back', email }), website: 'http://bot.example' },
    });
    expect(res.statusCode).toBe(201);
    const answer = res.json() as LeadCreated;
    expect(answer).toMatchObject({ message: THANKS, promise: 'within 24 hours', acknowledged: true });

    const lead = await leadNamed('Held Back', 'spam');
    expect(answer.reference).toBe(leadReference(lead._id));
    await pause(1500);
    expect(sink.messages.filter(onlyTo(email))).toEqual([]);

    const restore = () => app.inject({ method: 'PATCH', url: `/api/contacts/${lead._id}`, headers: staff, payload: { status: 'new' } });
    expect((await restore()).statusCode).toBe(200);
    const [ack] = await sink.waitFor(1, (m) => m.messageId === ackId(lead._id));
    expect(ack!.subject).toBe(`We received your enquiry ${answer.reference}`);
    await sink.waitFor(1, (m) => m.messageId === staffId(lead._id));

    // Marked spam and restored again: the job runs again, the mails are not sent twice.
    const spam = await app.inject({ method: 'PATCH', url: `/api/contacts/${lead._id}`, headers: staff, payload: { status: 'spam' } });
    expect(spam.statusCode).toBe(200);
    expect((await restore()).statusCode).toBe(200);
    await pause(1500);
    expect(sink.messages.filter((m) => m.messageId === ackId(lead._id))).toHaveLength(1);
    expect(sink.messages.filter((m) => m.messageId === staffId(lead._id))).toHaveLength(1);
    expect(sink.messages.filter(onlyTo(email))).toHaveLength(1);
  });
});

describe('a bulk restore', async () => {
  const sink = await startSmtpSink();
  afterAll(() => sink.close());
  const { app, loginAs } = await buildTestApp({ siteUrl: SITE }, { mail: mailFromEnv(sink.url) });
  const staff = (await loginAs('user')).bearerHeaders;

  it('acknowledges each restored lead once, with its own reference', async () => {
    const references = new Map<string, string>();
    for (const name of ['Bulk One', 'Bulk Two']) {
      const res = await app.inject({ method: 'POST', url: '/api/contacts', payload: { ...validContact({ name }), website: 'x' } });
      references.set(name, (res.json() as LeadCreated).reference);
    }
    const spam = (await app.inject({ method: 'GET', url: '/api/contacts?status=spam', headers: staff })).json() as Lead[];
    expect(spam.map((l) => l.name).sort()).toEqual(['Bulk One', 'Bulk Two']);
    await pause(1000);
    expect(sink.messages).toEqual([]);

    const bulk = { ids: spam.map((l) => l._id), action: 'restore' };
    expect((await app.inject({ method: 'POST', url: '/api/contacts/bulk', headers: staff, payload: bulk })).statusCode).toBe(200);
    const acks = await sink.waitFor(2, (m) => m.messageId?.endsWith('.auto-reply@site.test>') === true);
    expect(acks.map((m) => m.subject).sort()).toEqual([...references.values()].map((r) => `We received your enquiry ${r}`).sort());
    for (const lead of spam) expect(references.get(lead.name)).toBe(lead.reference);

    // Quarantined and restored once more: nothing is sent twice.
    await app.inject({ method: 'POST', url: '/api/contacts/bulk', headers: staff, payload: { ...bulk, action: 'spam' } });
    await app.inject({ method: 'POST', url: '/api/contacts/bulk', headers: staff, payload: bulk });
    await pause(1500);
    expect(sink.messages.filter((m) => m.messageId?.endsWith('.auto-reply@site.test>'))).toHaveLength(2);
  });

  it('finds a lead by its company and by its reference', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/contacts',
      payload: { ...validContact({ name: 'Lahore Buyer' }), company: 'Ravi Textiles' },
    });
    const { reference } = res.json() as LeadCreated;
    for (const q of ['ravi textiles', reference]) {
      const found = (await app.inject({ method: 'GET', url: `/api/contacts?q=${encodeURIComponent(q)}`, headers: staff })).json() as Lead[];
      expect(
        found.map((l) => l.name),
        q,
      ).toEqual(['Lahore Buyer']);
    }
  });
});

describe('AUTO_REPLY=false', async () => {
  const sink = await startSmtpSink();
  afterAll(() => sink.close());
  const { app, loginAs } = await buildTestApp({ siteUrl: SITE }, { mail: mailFromEnv(sink.url, { AUTO_REPLY: 'false' }) });
  const staff = (await loginAs('user')).bearerHeaders;

  it('sends no acknowledgment and says so; the reference and promise are still given', async () => {
    const sent = validContact({ name: 'No Ack' });
    const res = await app.inject({ method: 'POST', url: '/api/contacts', payload: sent });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ message: THANKS, promise: 'within 24 hours', acknowledged: false });
    const [lead] = (await app.inject({ method: 'GET', url: '/api/contacts', headers: staff })).json() as Lead[];
    expect((res.json() as LeadCreated).reference).toBe(leadReference(lead!._id));
    // The staff mail goes out from the same job, after which nothing more comes.
    await sink.waitFor(1, (m) => m.messageId === staffId(lead!._id));
    await pause(500);
    expect(sink.messages.map((m) => m.messageId)).toEqual([staffId(lead!._id)]);
  });
});

describe('the promise follows the response time', async () => {
  const sink = await startSmtpSink();
  afterAll(() => sink.close());
  const { app } = await buildTestApp({ siteUrl: SITE }, { mail: mailFromEnv(sink.url, { LEAD_RESPONSE_MINUTES: '240' }) });

  it('LEAD_RESPONSE_MINUTES=240 is "within 4 hours", on screen and in the mail', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/contacts', payload: validContact({ name: 'Four Hours' }) });
    const answer = res.json() as LeadCreated;
    expect(answer.promise).toBe('within 4 hours');
    const [ack] = await sink.waitFor(1, (m) => m.subject === `We received your enquiry ${answer.reference}`);
    expect(ack!.text).toContain('within 4 hours');
  });
});

describe("a visitor's answer to the acknowledgment reaches a mailbox (issue 46 point 2)", async () => {
  const sink = await startSmtpSink();
  afterAll(() => sink.close());
  const { app, loginAs } = await buildTestApp({ siteUrl: SITE }, { mail: mailFromEnv(sink.url, { MAIL_FROM: 'Site <no-reply@site.test>' }) });
  const admin = (await loginAs('admin')).bearerHeaders;
  const REPLY_LINE = 'You can reply to this email';
  const acknowledge = async (name: string) => {
    const answer = (await app.inject({ method: 'POST', url: '/api/contacts', payload: validContact({ name }) })).json() as LeadCreated;
    const [ack] = await sink.waitFor(1, (m) => m.subject === `We received your enquiry ${answer.reference}`);
    return ack!;
  };
  let version: number | undefined;
  const publishCompany = async (emails: { general: string; sales?: string }) => {
    const res = await app.inject({
      method: 'PUT',
      url: '/api/content/company',
      headers: admin,
      payload: { data: { ...companyData('DataLoom'), emails }, action: 'publish', ...(version === undefined ? {} : { version }) },
    });
    expect(res.statusCode, res.body).toBe(200);
    version = (res.json() as { version: number }).version;
  };

  it('from a no-reply sender with no company published: no Reply-To, and the mail does not invite a reply', async () => {
    const ack = await acknowledge('Before Launch');
    expect(ack.replyTo).toBeUndefined();
    expect(ack.text).not.toContain(REPLY_LINE);
    expect(ack.html).not.toContain(REPLY_LINE);
  });

  it("Reply-To the company's sales mailbox, else its general one, and the mail invites the reply", async () => {
    await publishCompany({ general: 'hello@dataloom.test', sales: 'sales@dataloom.test' });
    const sales = await acknowledge('Sales Mailbox');
    expect(sales.replyTo?.value.map((v) => v.address)).toEqual(['sales@dataloom.test']);
    expect(sales.text).toContain(REPLY_LINE);
    expect(sales.html).toContain(REPLY_LINE);

    await publishCompany({ general: 'hello@dataloom.test' });
    const general = await acknowledge('General Mailbox');
    expect(general.replyTo?.value.map((v) => v.address)).toEqual(['hello@dataloom.test']);
  });
});
