import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, describe, expect, it } from 'vitest';
import type { BookingCreated } from '@contract/booking';
import { buildApp } from '../../server/app';
import type { Db } from '../../server/db/client';
import { startApp } from '../../server/startup/start-app';
import { createLocalStorage } from '../../server/storage/local';
import { buildTestApp, testConfig, type Session } from '../helpers/app';
import { berlinHours } from '../helpers/booking-fixtures';
import { untilJobsSettle } from '../helpers/jobs';
import { countByMessageId, recipientsOf } from '../helpers/mail-count';
import { startSmtpSink } from '../helpers/smtp-sink';

const SITE = 'http://localhost';
const HOUR = 3_600_000;
/** How far before its time a reminder is booked in these tests: it then comes due a few seconds later, in real time. */
const LEAD_MS = 3_000;

const reminderJobs = async (db: Db, bookingId: string) => {
  const res = (await db.execute(
    sql`SELECT data->>'kind' AS kind, state FROM pgboss.job WHERE name = 'booking-reminder' AND data->>'bookingId' = ${bookingId} ORDER BY kind`,
  )) as unknown as { rows: { kind: string; state: string }[] };
  return res.rows;
};
const remindersOf = (messages: ParsedMail[], bookingId: string) =>
  messages.filter((m) => m.messageId?.startsWith(`<booking-${bookingId}-reminder-`) === true);

/**
 * Reminders 24 h and 1 h before a call (issue 47 point 4, decision 133), on a real job engine. The
 * booking clock is the app's seam; each call is booked a few seconds before one of its reminders is
 * due (on that clock), so the reminder's job starts a few seconds later in real time.
 */
describe('booking reminders (decision 133)', async () => {
  const sink = await startSmtpSink();
  afterAll(() => sink.close());
  let clock = new Date('2027-03-25T12:00:00Z');
  const mail = { smtpUrl: sink.url, from: 'Site <hello@example.com>', autoReply: false, siteUrl: SITE };
  const { app, database, loginAs } = await buildTestApp({ siteUrl: SITE }, { mail, booking: { now: () => clock } });
  const anna = await loginAs('sales', { name: 'Anna Berg', email: 'anna@example.com' });
  const setHours = async (who: Session) => {
    const res = await app.inject({ method: 'PUT', url: '/api/account/availability', headers: who.bearerHeaders, payload: berlinHours() });
    expect(res.statusCode, res.body).toBe(200);
  };
  await setHours(anna);

  /** Books `start` with the clock at `before` ms before it (less LEAD_MS). */
  const bookAhead = async (start: string, before: number, visitor: { name: string; email: string }, timeZone = 'America/New_York') => {
    clock = new Date(new Date(start).getTime() - before - LEAD_MS);
    const res = await app.inject({ method: 'POST', url: '/api/booking', payload: { start, ...visitor, timeZone } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as BookingCreated;
  };

  it('24 h before: both sides, the time in each one’s zone in words, the lead named and linked, a cancel link that works', async () => {
    // Tuesday 6 April 2027, 10:00 in Berlin (summer time): 08:00 UTC, 04:00 in New York.
    const booked = await bookAhead('2027-04-06T08:00:00.000Z', 24 * HOUR, { name: 'Nora North', email: 'nora@example.com' });
    expect((await reminderJobs(database.db, booked._id)).map((j) => j.kind)).toEqual(['1h', '24h']);

    const [toNora] = await sink.waitFor(1, (m) => recipientsOf(m).includes('nora@example.com') && /Reminder/.test(m.subject ?? ''), 20_000);
    const [toAnna] = await sink.waitFor(1, (m) => recipientsOf(m).includes('anna@example.com') && /Reminder/.test(m.subject ?? ''), 20_000);
    expect(toNora!.subject).toBe('Reminder: your call with Anna Berg of localhost in 24 hours');
    expect(toNora!.text).toContain('Tuesday 6 April 2027 at 04:00, Eastern Daylight Time');
    expect(toAnna!.subject).toBe('Reminder: call with Nora North in 24 hours');
    expect(toAnna!.text).toContain('Tuesday 6 April 2027 at 10:00, Central European Summer Time');
    expect(toAnna!.text).toContain(booked.leadReference);
    expect(toAnna!.text).toMatch(/\/dashboard\?lead=/);
    await untilJobsSettle(database.db);
    // Once each; the 1-hour reminder still waits for its time.
    expect(countByMessageId(remindersOf(sink.messages, booked._id))).toEqual({ distinct: 2, copies: 2 });
    expect(await reminderJobs(database.db, booked._id)).toEqual([
      { kind: '1h', state: 'created' },
      { kind: '24h', state: 'completed' },
    ]);

    const [, id, token] = /\/book\/cancel\?booking=([\w-]+)&token=([\w-]+)/.exec(toNora!.text ?? '')!;
    expect(id).toBe(booked._id);
    const cancel = await app.inject({ method: 'POST', url: `/api/booking/${id}/cancel`, payload: { token } });
    expect(cancel.statusCode, cancel.body).toBe(200);
  });

  it('a call booked less than 24 h ahead gets only the 1-hour reminder; one booked less than 1 h ahead none', async () => {
    const soon = await bookAhead('2027-04-07T08:00:00.000Z', HOUR, { name: 'Sara Soon', email: 'sara@example.com' }, 'Europe/Berlin');
    expect((await reminderJobs(database.db, soon._id)).map((j) => j.kind)).toEqual(['1h']);
    const [toSara] = await sink.waitFor(1, (m) => recipientsOf(m).includes('sara@example.com') && /Reminder/.test(m.subject ?? ''), 20_000);
    expect(toSara!.subject).toBe('Reminder: your call with Anna Berg of localhost in one hour');
    expect(toSara!.text).toContain('Wednesday 7 April 2027 at 10:00, Central European Summer Time');

    const late = await bookAhead('2027-04-07T12:00:00.000Z', 30 * 60_000, { name: 'Lou Late', email: 'lou@example.com' });
    expect(await reminderJobs(database.db, late._id)).toEqual([]);
    await untilJobsSettle(database.db);
    expect(countByMessageId(remindersOf(sink.messages, soon._id))).toEqual({ distinct: 2, copies: 2 });
    expect(remindersOf(sink.messages, late._id)).toEqual([]);
  });

  it('a call cancelled before its reminder is due is not reminded of', async () => {
    const booked = await bookAhead('2027-04-08T08:00:00.000Z', HOUR, { name: 'Carl Cancel', email: 'carl@example.com' });
    const staffCancel = await app.inject({ method: 'POST', url: `/api/bookings/${booked._id}/cancel`, headers: anna.bearerHeaders });
    expect(staffCancel.statusCode, staffCancel.body).toBe(200);
    // The job comes due and runs, and sends nothing.
    await expect.poll(async () => (await reminderJobs(database.db, booked._id))[0]?.state, { timeout: 20_000 }).toBe('completed');
    await untilJobsSettle(database.db);
    expect(remindersOf(sink.messages, booked._id)).toEqual([]);
  });
});

describe('booking reminders after a restart (decision 133)', async () => {
  const sink = await startSmtpSink();
  afterAll(() => sink.close());
  const clock = new Date(new Date('2027-04-09T08:00:00.000Z').getTime() - HOUR - 4_000);
  const mail = { smtpUrl: sink.url, from: 'Site <hello@example.com>', autoReply: false, siteUrl: SITE };
  const booking = { now: () => clock };
  const { app: first, database, loginAs } = await buildTestApp({ siteUrl: SITE }, { mail, booking });
  const anna = await loginAs('sales', { name: 'Anna Berg', email: 'anna@example.com' });
  const hours = await first.inject({ method: 'PUT', url: '/api/account/availability', headers: anna.bearerHeaders, payload: berlinHours() });
  expect(hours.statusCode, hours.body).toBe(200);

  it('a reminder queued by a process that stopped is sent by the next one, once', async () => {
    const res = await first.inject({
      method: 'POST',
      url: '/api/booking',
      payload: { start: '2027-04-09T08:00:00.000Z', name: 'Rita Restart', email: 'rita@example.com', timeZone: 'Europe/Berlin' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const booked = res.json() as BookingCreated;
    await untilJobsSettle(database.db); // the invitations
    await first.close();

    const uploads = await fs.mkdtemp(path.join(os.tmpdir(), 'uploads-'));
    const second = await buildApp({ config: { ...testConfig, siteUrl: SITE }, db: database.db, storage: createLocalStorage(uploads), mail, booking });
    await startApp(second);
    try {
      const [toRita] = await sink.waitFor(1, (m) => recipientsOf(m).includes('rita@example.com') && /Reminder/.test(m.subject ?? ''), 45_000);
      expect(toRita!.subject).toMatch(/in one hour$/);
      await untilJobsSettle(database.db);
      expect(countByMessageId(remindersOf(sink.messages, booked._id))).toEqual({ distinct: 2, copies: 2 });
    } finally {
      await second.close();
      await fs.rm(uploads, { recursive: true, force: true });
    }
  }, 60_000);
});
