import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { BookingCreated, CalendarConnection, Slots } from '@contract/booking';
import { calendarConnections } from '../../server/db/schema/index';
import { buildTestApp } from '../helpers/app';
import { berlinHours } from '../helpers/booking-fixtures';
import { readInvitation } from '../helpers/ics';
import { untilJobsSettle } from '../helpers/jobs';
import { radicaleAvailability, startRadicale } from '../helpers/radicale';
import { freePort } from '../helpers/free-port';

const available = radicaleAvailability();
if (!available.run) {
  console.warn(`test/api/booking-calendar.test.ts ${available.why}`);
  describe('busy times from a CalDAV calendar', () => it.skip(available.why, () => undefined));
}

// The booking clock: Thursday 25 March 2027, 12:00 UTC. Berlin moves to summer time on Sunday the 28th.
const NOW = new Date('2027-03-25T12:00:00Z');
const SITE = 'http://localhost';
const calendar = (...lines: string[]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Another app//EN', ...lines, 'END:VCALENDAR', ''].join('\r\n');
const event = (uid: string, ...lines: string[]) => ['BEGIN:VEVENT', `UID:${uid}`, 'DTSTAMP:20270301T000000Z', ...lines, 'END:VEVENT'];

describe.runIf(available.run)(
  'busy times from a CalDAV calendar, and calls written into it (issue 47 point 2, decision 135), against a real Radicale',
  async () => {
    if (!available.run) return;
    const radicale = await startRadicale();
    afterAll(() => radicale.stop());
    const { app, database, loginAs } = await buildTestApp(
      { siteUrl: SITE, CALDAV_ALLOW_PRIVATE: true, TWO_FACTOR_KEY: 'a-test-key-of-at-least-thirty-two-characters' },
      { booking: { now: () => NOW } },
    );
    const anna = await loginAs('sales', { name: 'Anna Berg', email: 'anna-caldav@example.com' });
    const hours = await app.inject({ method: 'PUT', url: '/api/account/availability', headers: anna.bearerHeaders, payload: berlinHours() });
    expect(hours.statusCode, hours.body).toBe(200);

    const PASSWORD = 'app-password-1';
    const calendarUrl = await radicale.makeCalendar('anna', PASSWORD);
    // Anna's other appointments, as her calendar app wrote them.
    await radicale.put(
      'anna',
      PASSWORD,
      `${calendarUrl}dentist.ics`,
      calendar(...event('dentist', 'DTSTART;TZID=Europe/Berlin:20270329T100000', 'DTEND;TZID=Europe/Berlin:20270329T110000', 'SUMMARY:Dentist')),
    );
    await radicale.put(
      'anna',
      PASSWORD,
      `${calendarUrl}standup.ics`,
      calendar(
        ...event(
          'standup',
          'DTSTART;TZID=Europe/Berlin:20270326T140000',
          'DTEND;TZID=Europe/Berlin:20270326T143000',
          'RRULE:FREQ=WEEKLY',
          'SUMMARY:Team',
        ),
      ),
    );
    await radicale.put(
      'anna',
      PASSWORD,
      `${calendarUrl}reminder.ics`,
      calendar(...event('reminder', 'DTSTART:20270329T130000Z', 'DTEND:20270329T140000Z', 'TRANSP:TRANSPARENT', 'SUMMARY:Free time')),
    );

    const connect = (payload: Record<string, string>) =>
      app.inject({ method: 'PUT', url: '/api/account/calendar', headers: anna.bearerHeaders, payload });
    const slotStarts = async (day: string) => {
      const res = await app.inject({ method: 'GET', url: `/api/booking/slots?from=${day}&to=${day}&tz=Europe/Berlin` });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as Slots).slots.map((s) => s.time);
    };

    it('refuses a wrong password under password, and an address nobody answers under url; nothing is connected', async () => {
      const wrong = await connect({ url: radicale.url, username: 'anna', password: 'not-it' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().errors).toEqual([{ field: 'password', message: expect.stringMatching(/refused this user name and app password/) }]);
      const nobody = await connect({ url: `http://127.0.0.1:${await freePort()}/`, username: 'anna', password: PASSWORD });
      expect(nobody.statusCode).toBe(400);
      expect(nobody.json().errors[0].field).toBe('url');
      const bad = await connect({ url: 'ftp://calendar.example.com/', username: '', password: PASSWORD });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/url/);
      const now = await app.inject({ method: 'GET', url: '/api/account/calendar', headers: anna.bearerHeaders });
      expect((now.json() as CalendarConnection).connected).toBe(false);
    });

    it('connects from the server address alone: finds the calendar, answers it without the password, keeps the password sealed', async () => {
      const before = await slotStarts('2027-03-29');
      expect(before).toEqual(expect.arrayContaining(['10:00', '10:20', '10:40', '15:00']));
      const res = await connect({ url: radicale.url, username: 'anna', password: PASSWORD });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        connected: true,
        url: radicale.url,
        username: 'anna',
        calendarName: 'calls',
        checkedAt: expect.any(String),
        lastError: null,
      });
      expect(res.body).not.toContain(PASSWORD);
      const [row] = await database.db.select().from(calendarConnections).where(eq(calendarConnections.userId, anna.user._id));
      expect(row!.calendarUrl).toBe(calendarUrl);
      expect(row!.passwordSealed).toMatch(/^v1:/);
      expect(row!.passwordSealed).not.toContain(PASSWORD);
    });

    it("offers no slot over the calendar's busy times (a one-off, each week of a recurring one, in Berlin time across the DST change); free time blocks nothing", async () => {
      const monday = await slotStarts('2027-03-29');
      expect(monday).not.toContain('10:00');
      expect(monday).not.toContain('10:20');
      expect(monday).not.toContain('10:40');
      expect(monday).toEqual(expect.arrayContaining(['09:40', '11:00', '15:00']));
      // 13:00–14:00 UTC is marked free (TRANSP:TRANSPARENT): 15:00 Berlin stays offered.
      for (const friday of ['2027-03-26', '2027-04-02']) {
        const times = await slotStarts(friday);
        expect(times, friday).not.toContain('14:00');
        expect(times, friday).not.toContain('14:20');
        expect(times, friday).toEqual(expect.arrayContaining(['13:40', '14:40']));
      }
    });

    it('writes a booked call into the calendar (no METHOD, the invitation’s UID), and removes it when the call is cancelled', async () => {
      const booked = await app.inject({
        method: 'POST',
        url: '/api/booking',
        payload: { start: '2027-03-29T07:00:00.000Z', name: 'Vera Visitor', email: 'vera@example.com' },
      });
      expect(booked.statusCode, booked.body).toBe(201);
      const booking = booked.json() as BookingCreated;
      await untilJobsSettle(database.db);
      const object = `${calendarUrl}booking-${booking._id}.ics`;
      const written = await radicale.get('anna', PASSWORD, object);
      expect(written, radicale.log()).not.toBeNull();
      const read = readInvitation(written!);
      expect(read.method).toBe('null');
      expect(read.uid).toBe(`booking-${booking._id}@localhost`);
      expect(read.start.toISOString()).toBe('2027-03-29T07:00:00.000Z');
      expect(read.summary).toMatch(/Vera Visitor and Anna Berg/);
      // A scheduling server must not mail Vera an invitation of its own (RFC 6638): the site sent hers.
      expect(written!.replace(/\r\n /g, '')).toMatch(/^ATTENDEE;[^\r\n]*SCHEDULE-AGENT=CLIENT[;:][^\r\n]*mailto:vera@example\.com\r$/m);
      // The call's own event is not read back as a second busy time: the slot is taken once, by the booking.
      expect(await slotStarts('2027-03-29')).not.toContain('09:00');

      const cancelled = await app.inject({ method: 'POST', url: `/api/bookings/${booking._id}/cancel`, headers: anna.bearerHeaders, payload: {} });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      await untilJobsSettle(database.db);
      expect(await radicale.get('anna', PASSWORD, object)).toBeNull();
      expect(await radicale.list('anna', PASSWORD, calendarUrl)).toEqual(expect.arrayContaining(['dentist.ics', 'standup.ics']));
    });

    it('disconnects: the busy times no longer block, the calendar answers as not connected', async () => {
      const res = await app.inject({ method: 'DELETE', url: '/api/account/calendar', headers: anna.bearerHeaders });
      expect(res.statusCode, res.body).toBe(200);
      expect((res.json() as CalendarConnection).connected).toBe(false);
      expect(await slotStarts('2027-03-29')).toEqual(expect.arrayContaining(['10:00', '10:20', '10:40']));
    });
  },
);
