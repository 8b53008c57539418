import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { emails } from '../../server/db/schema/index';
import { LEAD_NOTIFICATION_QUEUE, leadNotificationQueue } from '../../server/mail/lead-notification';
import { createLeadsRepository } from '../../server/repositories/leads';
import { createMailer } from '../../server/mail/send-mail';
import { buildTestApp } from '../helpers/app';
import { untilJobsSettle } from '../helpers/jobs';
import { validContact } from '../helpers/fixtures';
import { createTestDatabase, testRepositories } from '../helpers/db';
import { startSmtpSink } from '../helpers/smtp-sink';

const SITE = 'http://site.test:3000';
const messageIdOf = (leadId: string, part: string) => `<lead-${leadId}.${part}@site.test>`;

describe('lead notification over SMTP', async () => {
  const sink = await startSmtpSink();
  afterAll(() => sink.close());
  const { app, database, loginAs } = await buildTestApp(
    { siteUrl: SITE },
    {
      mail: { smtpUrl: sink.url, from: 'Site <site@example.com>', notify: ['sales@example.com', 'boss@example.com'], autoReply: true, siteUrl: SITE },
    },
  );
  const staff = await loginAs('user');
  const leadIdByName = async (name: string) => {
    const list = (await app.inject({ method: 'GET', url: '/api/contacts', headers: staff.bearerHeaders })).json() as { _id: string; name: string }[];
    return list.find((c) => c.name === name)!._id;
  };

  it('emails staff at once: subject names person and service, Reply-To is the visitor, every field and the lead link', async () => {
    const lead = validContact({ name: 'Grace Hopper', service: 'Third-Party API Integration', RND: true, message: 'Line one\nLine two' });
    const res = await app.inject({ method: 'POST', url: '/api/contacts', payload: lead });
    expect(res.statusCode).toBe(201);
    const id = await leadIdByName('Grace Hopper');
    const [mail] = await sink.waitFor(1, (m) => m.messageId === messageIdOf(id, 'staff'));
    expect(mail!.subject).toBe('New enquiry from Grace Hopper: Third-Party API Integration');
    expect(mail!.replyTo?.value[0]?.address).toBe(lead.email);
    expect((mail!.to as { value: { address: string }[] }).value.map((v) => v.address)).toEqual(['sales@example.com', 'boss@example.com']);
    expect(mail!.from?.value[0]?.address).toBe('site@example.com');
    for (const field of ['Grace Hopper', lead.email, lead.phone, 'Third-Party API Integration', lead.budget, 'Line one', 'Line two', 'Yes']) {
      expect(mail!.text).toContain(field);
      expect(mail!.html).toContain(field);
    }
    expect(mail!.text).toContain(`${SITE}/dashboard?lead=${id}`);
    expect(mail!.html).toContain(`href="${SITE}/dashboard?lead=${id}"`);
  });

  it('AUTO_REPLY thanks the visitor and says what happens next', async () => {
    const lead = validContact({ name: 'Katherine Johnson', service: 'Daily Data Feeds' });
    await app.inject({ method: 'POST', url: '/api/contacts', payload: lead });
    const id = await leadIdByName('Katherine Johnson');
    const [reply] = await sink.waitFor(1, (m) => m.messageId === messageIdOf(id, 'auto-reply'));
    expect((reply!.to as { value: { address: string }[] }).value[0]!.address).toBe(lead.email);
    expect(reply!.subject).toMatch(/^We received your enquiry L-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}$/);
    expect(reply!.text).toContain('What happens next');
    expect(reply!.text).toContain('Daily Data Feeds');
  });

  it('a quarantined submission is not notified, and its sender gets no acknowledgment (AUTO_REPLY on)', async () => {
    const before = sink.messages.length;
    const res = await app.inject({
      method: 'POST',
      url: '/api/contacts',
      payload: { ...validContact({ name: 'Bot', email: 'forged@example.com' }), website: 'http://spam.example' },
    });
    expect(res.statusCode).toBe(201);
    await untilJobsSettle(database.db);
    const toBot = (m: (typeof sink.messages)[number]) =>
      m.subject?.includes('Bot') === true ||
      (m.to as { value: { address: string }[] } | undefined)?.value.some((a) => a.address === 'forged@example.com') === true;
    expect(sink.messages.slice(before).filter(toBot)).toEqual([]);
  });

  it('retries when the SMTP server refuses once, with the same Message-ID', async () => {
    sink.refuseNext(1);
    await app.inject({ method: 'POST', url: '/api/contacts', payload: validContact({ name: 'Refused Once' }) });
    const id = await leadIdByName('Refused Once');
    const [mail] = await sink.waitFor(1, (m) => m.messageId === messageIdOf(id, 'staff'), 20_000);
    expect(mail!.subject).toContain('Refused Once');
    // The sink has the message before the worker records the send, so wait for the row.
    const rowOf = async () =>
      (
        await database.db
          .select()
          .from(emails)
          .where(eq(emails.messageId, messageIdOf(id, 'staff')))
      )[0];
    await expect.poll(rowOf, { timeout: 10_000 }).toMatchObject({ status: 'sent', attempts: 2 });
  });
});

describe('a job run again (as after a crash)', async () => {
  const sink = await startSmtpSink();
  afterAll(() => sink.close());
  const settings = { smtpUrl: sink.url, from: 'site@example.com', notify: ['sales@example.com'], autoReply: false, siteUrl: SITE };
  const { app, database, loginAs } = await buildTestApp({ siteUrl: SITE }, { mail: settings });
  const staff = await loginAs('user');

  it('does not resend what was recorded as sent, and resends a cut-off send with the same Message-ID', async () => {
    await app.inject({ method: 'POST', url: '/api/contacts', payload: validContact({ name: 'Crash Lead' }) });
    const list = (await app.inject({ method: 'GET', url: '/api/contacts', headers: staff.bearerHeaders })).json() as { _id: string }[];
    const id = list[0]!._id;
    const staffId = messageIdOf(id, 'staff');
    await sink.waitFor(1, (m) => m.messageId === staffId);
    // The sink has the message before the worker records it as sent: run again only after the record.
    await untilJobsSettle(database.db);
    const repos = testRepositories(database.db, SITE);
    const mailer = createMailer(repos, settings);
    const job = leadNotificationQueue(repos, mailer, settings);
    // The worker retried after the send was recorded: nothing goes out again.
    await job.handle({ leadId: id }, { id, createdOn: new Date() });
    expect(sink.messages.filter((m) => m.messageId === staffId)).toHaveLength(1);
    // Killed between the SMTP server's acceptance and the record: the retry sends the same message.
    await database.db.delete(emails).where(eq(emails.messageId, staffId));
    await job.handle({ leadId: id }, { id, createdOn: new Date() });
    const copies = await sink.waitFor(2, (m) => m.messageId === staffId);
    expect(copies.map((m) => m.subject)).toEqual(['New enquiry from Crash Lead: Web Scraping', 'New enquiry from Crash Lead: Web Scraping']);
    mailer.close();
  });
});

describe('a lead notification job queued before the rename to leadId', async () => {
  const sink = await startSmtpSink();
  afterAll(() => sink.close());
  const settings = { smtpUrl: sink.url, from: 'site@example.com', notify: ['sales@example.com'], autoReply: false, siteUrl: SITE };
  const { app, database } = await buildTestApp({ siteUrl: SITE }, { mail: settings });
  const jobData = async (id: string) => {
    const result = (await database.db.execute(
      sql`select data from pgboss.job where name = ${LEAD_NOTIFICATION_QUEUE} and id = ${id}`,
    )) as unknown as {
      rows: { data: Record<string, string> }[];
    };
    return result.rows[0]?.data;
  };

  it('new jobs carry leadId', async () => {
    await app.inject({ method: 'POST', url: '/api/contacts', payload: validContact({ name: 'New Payload' }) });
    const [mail] = await sink.waitFor(1, (m) => m.subject?.includes('New Payload') === true);
    const id = /<lead-([0-9a-f-]+)\.staff@/.exec(mail!.messageId ?? '')![1]!;
    expect(await jobData(id)).toEqual({ leadId: id });
  });

  it('a queued { contactId } payload is still delivered', async () => {
    // Stored without the notification hook (no job), then queued the way the previous release did.
    const { RND, website: _website, ...fields } = validContact({ name: 'Old Payload' });
    const id = await createLeadsRepository(database.db).insert({ ...fields, rnd: RND ?? false });
    await database.db.transaction((tx) => app.jobs.queue(LEAD_NOTIFICATION_QUEUE, { contactId: id }, { tx, id }));
    app.jobs.nudge(LEAD_NOTIFICATION_QUEUE);
    const [mail] = await sink.waitFor(1, (m) => m.messageId === messageIdOf(id, 'staff'));
    expect(mail!.subject).toBe('New enquiry from Old Payload: Web Scraping');
    expect(await jobData(id)).toEqual({ contactId: id });
  });
});

describe('the SMTP transport', async () => {
  const sink = await startSmtpSink();
  afterAll(() => sink.close());
  const database = await createTestDatabase();
  afterAll(() => database.close());

  it('keeps its connections open between messages (a pool), so each send is not a new connection', async () => {
    const mailer = createMailer(testRepositories(database.db, SITE), {
      smtpUrl: sink.url,
      from: 'site@example.com',
      notify: [],
      autoReply: false,
      siteUrl: SITE,
    });
    for (let i = 0; i < 5; i++)
      await mailer.send({ messageId: `<pool-${i}@example.com>`, kind: 'test', to: ['x@example.com'], subject: `m${i}`, html: '<p>m</p>', text: 'm' });
    expect(sink.messages.map((m) => m.subject)).toEqual(['m0', 'm1', 'm2', 'm3', 'm4']);
    expect(sink.connections()).toBe(1);
    mailer.close();
  });
});

describe('lead notification without SMTP_URL (outbox)', async () => {
  const { app, database, loginAs } = await buildTestApp({ siteUrl: SITE });
  const admin = await loginAs('admin', { email: 'first-admin@example.com' });

  it('keeps the message in the outbox, addressed to every admin, and nothing is sent', async () => {
    await app.inject({ method: 'POST', url: '/api/contacts', payload: validContact({ name: 'Outbox Lead', service: 'Web Scraping' }) });
    let rows: (typeof emails.$inferSelect)[] = [];
    for (let i = 0; i < 100 && !rows.length; i++) {
      rows = await database.db.select().from(emails);
      if (!rows.length) await new Promise((r) => setTimeout(r, 50));
    }
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: 'outbox',
      to: admin.user.email,
      subject: 'New enquiry from Outbox Lead: Web Scraping',
      kind: 'lead-notification',
    });
  });
});

describe('GET /api/admin/emails (the outbox)', async () => {
  const { app, loginAs } = await buildTestApp({ siteUrl: SITE });
  const admin = await loginAs('admin');
  const list = (qs: string) => app.inject({ method: 'GET', url: `/api/admin/emails${qs}`, headers: admin.bearerHeaders });

  it('pages newest first with X-Total-Count; the summary says whether SMTP is configured', async () => {
    type Row = { subject: string; status: string };
    let rows: Row[] = [];
    let total = 0;
    // Each lead's email is written by a job, and jobs may run in any order; wait for one before
    // sending the next so that "newest first" has one right answer.
    for (const [n, name] of ['Lead One', 'Lead Two', 'Lead Three'].entries()) {
      await app.inject({ method: 'POST', url: '/api/contacts', payload: validContact({ name }) });
      for (let i = 0; i < 100; i++) {
        const res = await list('?pageSize=2');
        rows = res.json();
        total = Number(res.headers['x-total-count']);
        if (total > n) break;
        await new Promise((r) => setTimeout(r, 50));
      }
    }
    expect(total).toBe(3);
    expect(rows.map((e) => e.subject)).toEqual(['New enquiry from Lead Three: Web Scraping', 'New enquiry from Lead Two: Web Scraping']);
    const second = (await list('?pageSize=2&page=2')).json() as Row[];
    expect(second.map((e) => e.subject)).toEqual(['New enquiry from Lead One: Web Scraping']);
    expect(second[0]!.status).toBe('outbox');
    const oldestFirst = (await list('?pageSize=1&sort=createdAt')).json() as Row[];
    expect(oldestFirst.map((e) => e.subject)).toEqual(['New enquiry from Lead One: Web Scraping']);
    expect((await list('?status=sent')).headers['x-total-count']).toBe('0');
    expect((await list('/summary')).json()).toEqual({ smtpConfigured: false, failed: 0, dkim: null });
  });

  it.each([
    ['?page=0', 'page'],
    ['?pageSize=201', 'pageSize'],
    ['?pageSize=abc', 'pageSize'],
    ['?sort=subject', 'sort'],
    ['?status=lost', 'status'],
  ])('%s answers 400 naming the field', async (qs, field) => {
    const res = await list(qs);
    expect(res.statusCode).toBe(400);
    expect((res.json() as { errors: { field: string }[] }).errors.map((e) => e.field)).toContain(field);
  });
});
