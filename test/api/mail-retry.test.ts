import net from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { auditEvents, emails, type EmailRow } from '../../server/db/schema/index';
import { buildTestApp } from '../helpers/app';
import { validContact } from '../helpers/fixtures';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink';

const SITE = 'http://site.test:3000';
const staffMessageId = (contactId: string) => `<lead-${contactId}.staff@site.test>`;
const autoReplyId = (contactId: string) => `<lead-${contactId}.auto-reply@site.test>`;

async function poll<T>(read: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = await read();
    if (found !== undefined) return found;
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A loopback port with nothing listening (yet). */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('mail that fails: permanent refusals, temporary ones, giving up, the admins alert and Retry', async () => {
  const sink = await startSmtpSink();
  afterAll(() => sink.close());
  const settings = { smtpUrl: sink.url, from: 'site@example.com', notify: ['sales@example.com'], autoReply: true, siteUrl: SITE };
  // A 2 s give-up window and a 1 s gathering for the alert stand for 24 h and 60 s.
  const { app, database, loginAs } = await buildTestApp({ siteUrl: SITE }, { mail: settings, mailRetry: { retryForMs: 2000, alertAfterSeconds: 1 } });
  const admin = await loginAs('admin', { email: 'mail-admin@example.com' });
  const staff = await loginAs('user');
  const rowOf = (messageId: string) =>
    database.db
      .select()
      .from(emails)
      .where(eq(emails.messageId, messageId))
      .then((r) => r[0]);
  const rowWith = (messageId: string, status: EmailRow['status']) =>
    poll(async () => {
      const row = await rowOf(messageId);
      return row?.status === status ? row : undefined;
    });
  const postLead = async (name: string, email?: string) => {
    expect(
      (await app.inject({ method: 'POST', url: '/api/contacts', payload: validContact({ name, ...(email ? { email } : {}) }) })).statusCode,
    ).toBe(201);
    const list = (await app.inject({ method: 'GET', url: '/api/contacts', headers: staff.bearerHeaders })).json() as { _id: string; name: string }[];
    return list.find((c) => c.name === name)!._id;
  };
  const alerts = () => sink.messages.filter((m) => m.messageId?.includes('mail-failed-'));

  it('a 550 refusal marks the message failed at once with the SMTP answer, tries it no more, and alerts the admins once', async () => {
    sink.refuseRecipient('gone@example.com', 550);
    const id = await postLead('Bounced Visitor', 'gone@example.com');
    // The staff message of the same job still goes out.
    await sink.waitFor(1, (m) => m.messageId === staffMessageId(id));
    const row = await rowWith(autoReplyId(id), 'failed');
    expect(row.attempts).toBe(1);
    expect(row.error).toMatch(/^550 /);
    const [alert] = await sink.waitFor(1, (m) => m.messageId?.includes('mail-failed-') ?? false);
    expect((alert!.to as { value: { address: string }[] }).value.map((v) => v.address)).toContain(admin.user.email);
    expect(alert!.subject).toMatch(/1 email could not be delivered$/);
    expect(alert!.text).toContain('gone@example.com');
    expect(alert!.text).toContain('550 ');
    expect(alert!.text).toContain(`${SITE}/admin/emails`);
    // A second refusal within the hour: no second alert, and neither refused message is tried again.
    const second = await postLead('Bounced Again', 'gone@example.com');
    await rowWith(autoReplyId(second), 'failed');
    await new Promise((r) => setTimeout(r, 3000));
    expect(sink.rcptCount('gone@example.com')).toBe(2);
    expect(alerts()).toHaveLength(1);
  });

  it('a message still failing after the window is given up; an admin’s Retry sends it, audited', async () => {
    sink.refuseNext(1000, 421);
    const id = await postLead('Long Outage');
    const failed = await rowWith(staffMessageId(id), 'failed');
    expect(failed.attempts).toBeGreaterThan(1);
    expect(failed.error).toMatch(/^421 /);
    sink.refuseNext(0);
    const before = sink.messages.filter((m) => m.messageId === staffMessageId(id)).length;
    expect(before).toBe(0);

    const url = `/api/admin/emails/${failed.id}/retry`;
    expect((await app.inject({ method: 'POST', url, headers: staff.bearerHeaders })).statusCode).toBe(403);
    const res = await app.inject({ method: 'POST', url, headers: admin.bearerHeaders });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ email: { _id: failed.id, status: 'retrying' } });
    await sink.waitFor(1, (m) => m.messageId === staffMessageId(id));
    expect(await rowWith(staffMessageId(id), 'sent')).toBeTruthy();
    const audit = await database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'email.retried'), eq(auditEvents.targetId, failed.id)));
    expect(audit).toHaveLength(1);
    // Sent now: nothing to retry.
    const again = await app.inject({ method: 'POST', url, headers: admin.bearerHeaders });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ errors: [{ field: 'status' }] });
  });

  it('Retry all failed queues every failed message again; unknown ids are 404', async () => {
    sink.refuseRecipient('gone@example.com', 0);
    const failedRows = await database.db.select().from(emails).where(eq(emails.status, 'failed'));
    expect(failedRows.length).toBeGreaterThanOrEqual(2);
    const summary = await app.inject({ method: 'GET', url: '/api/admin/emails/summary', headers: admin.bearerHeaders });
    expect(summary.json()).toMatchObject({ failed: failedRows.length });
    const res = await app.inject({ method: 'POST', url: '/api/admin/emails/retry-failed', headers: admin.bearerHeaders });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ retried: failedRows.length });
    for (const row of failedRows) await rowWith(row.messageId, 'sent');
    expect((await app.inject({ method: 'POST', url: '/api/admin/emails/retry-failed', headers: admin.bearerHeaders })).json()).toEqual({
      retried: 0,
    });
    for (const bad of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid'])
      expect((await app.inject({ method: 'POST', url: `/api/admin/emails/${bad}/retry`, headers: admin.bearerHeaders })).statusCode).toBe(404);
  });
});

describe('an SMTP server that is down (connection refused) and then comes back', async () => {
  const port = await closedPort();
  let sink: SmtpSink | undefined;
  afterAll(() => sink?.close());
  const settings = { smtpUrl: `smtp://127.0.0.1:${port}`, from: 'site@example.com', notify: ['sales@example.com'], autoReply: false, siteUrl: SITE };
  const { app, database, loginAs } = await buildTestApp({ siteUrl: SITE }, { mail: settings });
  const staff = await loginAs('user');

  it('keeps retrying while nothing listens, then delivers the message once', async () => {
    await app.inject({ method: 'POST', url: '/api/contacts', payload: validContact({ name: 'While Down' }) });
    const [lead] = (await app.inject({ method: 'GET', url: '/api/contacts', headers: staff.bearerHeaders })).json() as { _id: string }[];
    const messageId = staffMessageId(lead!._id);
    const retrying = await poll(async () => {
      const [row] = await database.db.select().from(emails).where(eq(emails.messageId, messageId));
      return row && row.attempts >= 2 ? row : undefined;
    });
    expect(retrying.status).toBe('retrying');
    expect(retrying.error).toMatch(/ECONNREFUSED/);
    sink = await startSmtpSink({ port });
    await sink.waitFor(1, (m) => m.messageId === messageId, 30_000);
    await new Promise((r) => setTimeout(r, 1500));
    expect(sink.messages.filter((m) => m.messageId === messageId)).toHaveLength(1);
    const [row] = await database.db.select().from(emails).where(eq(emails.messageId, messageId));
    expect(row?.status).toBe('sent');
  });

  it('421 answers are retried with back-off until the server takes the message: delivered once (after it is back)', async () => {
    sink!.refuseNext(2, 421);
    await app.inject({ method: 'POST', url: '/api/contacts', payload: validContact({ name: 'Busy Server' }) });
    const list = (await app.inject({ method: 'GET', url: '/api/contacts', headers: staff.bearerHeaders })).json() as { _id: string; name: string }[];
    const id = list.find((c) => c.name === 'Busy Server')!._id;
    await sink!.waitFor(1, (m) => m.messageId === staffMessageId(id), 20_000);
    await new Promise((r) => setTimeout(r, 1500));
    expect(sink!.messages.filter((m) => m.messageId === staffMessageId(id))).toHaveLength(1);
    const [row] = await database.db
      .select()
      .from(emails)
      .where(eq(emails.messageId, staffMessageId(id)));
    expect(row).toMatchObject({ status: 'sent', attempts: 3 });
  });
});
