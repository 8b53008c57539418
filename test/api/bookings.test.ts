import { describe, expect, it, afterAll } from 'vitest';
import type { ParsedMail } from 'mailparser';
import { DateTime } from 'luxon';
import type { Availability, Booking, BookingCreated, Slots } from '@contract/booking';
import { buildTestApp, type Session } from '../helpers/app';
import { berlinHours } from '../helpers/booking-fixtures';
import { validContact } from '../helpers/fixtures';
import { untilJobsSettle } from '../helpers/jobs';
import { readInvitation } from '../helpers/ics';
import { startSmtpSink } from '../helpers/smtp-sink';

// Bookings are made on Thursday 25 March 2027, 12:00 UTC (the app's booking clock): Berlin moves to
// summer time on Sunday the 28th, so Friday's and Monday's 09:00 in Berlin are 08:00 and 07:00 UTC.
const NOW = new Date('2027-03-25T12:00:00Z');
const SITE = 'http://localhost';
const FRIDAY_0900 = '2027-03-26T08:00:00.000Z';
const MONDAY_0900 = '2027-03-29T07:00:00.000Z';
const MONDAY_1000 = '2027-03-29T08:00:00.000Z';

const icsOf = (m: ParsedMail) => {
  const file = m.attachments.find((a) => a.contentType.startsWith('text/calendar'));
  expect(file, 'an .ics attachment').toBeDefined();
  return file!.content.toString('utf8');
};
const toAddress = (m: ParsedMail) => (Array.isArray(m.to) ? m.to[0] : m.to)?.value[0]?.address;

describe('bookings (issue 47 points 3–5, decision 127)', async () => {
  const sink = await startSmtpSink();
  afterAll(() => sink.close());
  const { app, database, loginAs } = await buildTestApp(
    { siteUrl: SITE },
    { mail: { smtpUrl: sink.url, from: 'Site <hello@example.com>', autoReply: false, siteUrl: SITE }, booking: { now: () => NOW } },
  );
  const anna = await loginAs('sales', { name: 'Anna Berg', email: 'anna@example.com' });

  // The booking's clock is the app's seam (not a faked Date: PGlite's now() and the job engine read Date too).
  const atNow = <T>(work: () => Promise<T>): Promise<T> => work();
  const book = (payload: Record<string, unknown>) => atNow(() => app.inject({ method: 'POST', url: '/api/booking', payload }));
  const setHours = async (who: Session, body: Availability) => {
    const res = await app.inject({ method: 'PUT', url: '/api/account/availability', headers: who.bearerHeaders, payload: body });
    expect(res.statusCode, res.body).toBe(200);
  };
  const slotStarts = async (day: string) => {
    const res = await atNow(() => app.inject({ method: 'GET', url: `/api/booking/slots?from=${day}&to=${day}&tz=Europe/Berlin` }));
    return (res.json() as Slots).slots.map((s) => s.start);
  };
  const lead = async (id: string) => (await app.inject({ method: 'GET', url: `/api/contacts/${id}`, headers: anna.bearerHeaders })).json();

  await setHours(anna, berlinHours());

  it('twenty visitors on one slot with one person: exactly one 201, nineteen 409s with the next free slots', async () => {
    const results = await atNow(() =>
      Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          app.inject({ method: 'POST', url: '/api/booking', payload: { start: MONDAY_1000, name: `Visitor ${i}`, email: `race${i}@example.com` } }),
        ),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    const refused = results.find((r) => r.statusCode === 409)!.json();
    expect(refused.message).toMatch(/another one/);
    expect(refused.nextSlots.length).toBeGreaterThan(0);
    expect(refused.nextSlots.map((s: { start: string }) => s.start)).not.toContain(MONDAY_1000);
    // The booked slot is gone from the offer; its neighbours stay.
    const monday = await slotStarts('2027-03-29');
    expect(monday).not.toContain(MONDAY_1000);
    expect(monday).toContain(MONDAY_0900);
  });

  it('refuses a time that is not offered (409) and a bad body (400 naming the field)', async () => {
    const sunday = await book({ start: '2027-03-28T10:00:00Z', name: 'Sam', email: 'sam@example.com' });
    expect(sunday.statusCode).toBe(409);
    const bad = await book({ start: 'soon', name: 'Sam', email: 'sam@example.com' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/start/);
  });

  it('attaches to the lead by reference: its owner takes it, its history shows it, it counts as the first response', async () => {
    const ben = await loginAs('sales', { name: 'Ben Kurz', email: 'ben@example.com' });
    await setHours(ben, berlinHours());
    const sent = await app.inject({
      method: 'POST',
      url: '/api/contacts',
      payload: validContact({ name: 'Clara Weiss', email: 'clara@example.com' }),
    });
    expect(sent.statusCode).toBe(201);
    const reference = sent.json().reference as string;
    // Anna owns the lead: she takes the call although Ben has fewer upcoming calls.
    const list = await app.inject({ method: 'GET', url: `/api/contacts?q=${reference}`, headers: anna.bearerHeaders });
    const leadId = list.json()[0]._id as string;
    const own = await app.inject({
      method: 'PATCH',
      url: `/api/contacts/${leadId}`,
      headers: anna.bearerHeaders,
      payload: { ownerId: anna.user._id },
    });
    expect(own.statusCode, own.body).toBe(200);
    expect((await lead(leadId)).firstResponseAt).toBeNull();

    const res = await book({
      start: FRIDAY_0900,
      name: 'Clara Weiss',
      email: 'clara@example.com',
      leadReference: reference,
      timeZone: 'Europe/Berlin',
    });
    expect(res.statusCode, res.body).toBe(201);
    const booked = res.json() as BookingCreated;
    expect(booked).toMatchObject({
      start: FRIDAY_0900,
      leadReference: reference,
      withName: 'Anna',
      label: 'Friday 26 March, 09:00',
      status: 'booked',
    });

    const after = await lead(leadId);
    expect(after.history.map((h: { kind: string; to: string }) => `${h.kind} ${h.to}`)).toContainEqual(
      `booking Call booked: ${FRIDAY_0900} with Anna Berg`,
    );
    expect(after.firstResponseAt).not.toBeNull();
    expect(after.firstResponseByName).toBe('Anna Berg');

    // Without a reference: the same address finds the same lead, and its owner takes the call while free.
    const again = await book({ start: MONDAY_0900, name: 'Clara Weiss', email: 'CLARA@example.com' });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toMatchObject({ leadReference: reference, withName: 'Anna' });

    // The lead's answer holds its calls, soonest first, with whom (the lead's dialog shows them).
    const calls = (await lead(leadId)).bookings as Booking[];
    expect(calls.map((c) => [c.start, c.personName, c.status, c.leadReference])).toEqual([
      [FRIDAY_0900, 'Anna Berg', 'booked', reference],
      [MONDAY_0900, 'Anna Berg', 'booked', reference],
    ]);
  });

  it('a new address makes a new lead (form booking); the round-robin picks who has fewer upcoming calls', async () => {
    const res = await book({ start: '2027-03-29T09:00:00Z', name: 'Dora New', email: 'dora@example.com', note: 'About scraping, prices; today' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().withName).toBe('Ben'); // Anna has three calls from now on, Ben none
    const reference = res.json().leadReference as string;
    const list = await app.inject({ method: 'GET', url: `/api/contacts?q=${reference}`, headers: anna.bearerHeaders });
    expect(list.json()).toHaveLength(1);
    expect(list.json()[0]).toMatchObject({ name: 'Dora New', email: 'dora@example.com' });
  });

  it('both sides get an invitation with a valid .ics (UTC times right across the DST change); the visitor’s link cancels once, with METHOD:CANCEL', async () => {
    await untilJobsSettle(database.db);
    const toClara = sink.messages.filter((m) => toAddress(m) === 'clara@example.com');
    expect(toClara).toHaveLength(2); // Friday's and Monday's calls
    const friday = toClara.find((m) => icsOf(m).includes('DTSTART:20270326T080000Z'))!;
    const monday = toClara.find((m) => icsOf(m).includes('DTSTART:20270329T070000Z'))!;
    for (const [mail, startUtc] of [
      [friday, '20270326T080000Z'],
      [monday, '20270329T070000Z'],
    ] as const) {
      // Read by ical.js, as a calendar client reads it.
      const ics = readInvitation(icsOf(mail));
      expect(ics.method).toBe('REQUEST');
      expect(icsOf(mail)).toContain(`DTSTART:${startUtc}`);
      // 09:00 in Berlin on both sides of the change (CET, then CEST), 20 minutes long.
      expect(DateTime.fromJSDate(ics.start, { zone: 'Europe/Berlin' }).toFormat('HH:mm')).toBe('09:00');
      expect((ics.end.getTime() - ics.start.getTime()) / 60_000).toBe(20);
      expect(ics.sequence).toBe(0);
      expect(ics.uid).toMatch(/^booking-[0-9a-f-]+@localhost$/);
      expect(ics.attendees).toEqual(['mailto:clara@example.com']);
      expect(ics.organizer).toMatch(/^mailto:(anna|ben)@example\.com$/);
    }
    // The staff mail names the lead and links to it, with the same invitation.
    const toAnna = sink.messages.find(
      (m) => toAddress(m) === 'anna@example.com' && /Clara Weiss/.test(m.subject ?? '') && icsOf(m).includes('DTSTART:20270326T080000Z'),
    )!;
    expect(toAnna.subject).toBe('Call booked with you: Clara Weiss');
    expect(toAnna.text).toMatch(/\/dashboard\?lead=/);
    expect(readInvitation(icsOf(toAnna)).uid).toBe(readInvitation(icsOf(friday)).uid);

    // Escaping: Dora's note has a comma and a semicolon.
    const dora = sink.messages.find((m) => toAddress(m) === 'dora@example.com')!;
    expect(readInvitation(icsOf(dora)).description).toContain('About scraping, prices; today');
    expect(icsOf(dora).replace(/\r\n[ \t]/g, '')).toContain('About scraping\\, prices\\; today');

    // The cancel link: once.
    const link = /\/book\/cancel\?booking=([\w-]+)&token=([\w-]+)/.exec(friday.text ?? '')!;
    const [, id, token] = link;
    const wrong = await app.inject({ method: 'POST', url: `/api/booking/${id}/cancel`, payload: { token: 'x'.repeat(32) } });
    expect(wrong.statusCode).toBe(404);
    const ok = await app.inject({ method: 'POST', url: `/api/booking/${id}/cancel`, payload: { token } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().status).toBe('cancelled');
    expect((await app.inject({ method: 'POST', url: `/api/booking/${id}/cancel`, payload: { token } })).statusCode).toBe(404);

    await untilJobsSettle(database.db);
    const cancels = sink.messages.filter((m) => m.attachments.some((a) => a.content.toString().includes('METHOD:CANCEL')));
    expect(cancels.map(toAddress).sort()).toEqual(['anna@example.com', 'clara@example.com']);
    const cancelIcs = readInvitation(icsOf(cancels[0]!));
    expect(cancelIcs).toMatchObject({ method: 'CANCEL', uid: readInvitation(icsOf(friday)).uid, sequence: 1, status: 'CANCELLED' });
    // The slot is free again.
    expect(await slotStarts('2027-03-26')).toContain(FRIDAY_0900);
  });

  it('staff: My calls, a no-show, a staff cancel; other roles are refused', async () => {
    const mine = await app.inject({
      method: 'GET',
      url: '/api/bookings?mine=1&from=2027-03-01T00:00:00Z&to=2027-04-30T00:00:00Z',
      headers: anna.bearerHeaders,
    });
    expect(mine.statusCode, mine.body).toBe(200);
    const calls = mine.json() as { _id: string; status: string; personName: string; start: string }[];
    expect(calls.every((c) => c.personName === 'Anna Berg')).toBe(true);
    const booked = calls.find((c) => c.status === 'booked')!;
    const noShow = await app.inject({
      method: 'PATCH',
      url: `/api/bookings/${booked._id}`,
      headers: anna.bearerHeaders,
      payload: { status: 'no_show' },
    });
    expect(noShow.statusCode, noShow.body).toBe(200);
    expect(noShow.json().status).toBe('no_show');
    const cancelled = calls.find((c) => c.status === 'cancelled')!;
    expect(
      (await app.inject({ method: 'PATCH', url: `/api/bookings/${cancelled._id}`, headers: anna.bearerHeaders, payload: { status: 'no_show' } }))
        .statusCode,
    ).toBe(409);
    const other = calls.find((c) => c.status === 'booked' && c._id !== booked._id);
    if (other) {
      const res = await app.inject({ method: 'POST', url: `/api/bookings/${other._id}/cancel`, headers: anna.bearerHeaders });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().status).toBe('cancelled');
    }
    const editor = await loginAs('editor');
    expect((await app.inject({ method: 'GET', url: '/api/bookings?mine=1', headers: editor.bearerHeaders })).statusCode).toBe(403);
  });
});
