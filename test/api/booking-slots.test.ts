import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { Availability, Slots } from '@contract/booking';
import { buildTestApp, type Session } from '../helpers/app';
import { expectErrorShape } from '../helpers/fixtures';

// Slots are asked on Wednesday 10 March 2027, 12:00 UTC: the three zones' spring changes (New York
// 14 March, Berlin 28 March, Sydney's autumn one 4 April) all fall inside a 60-day horizon. Only the
// slots requests see that clock: sessions are checked against the database's own now() on PostgreSQL.
const ASKED_AT = new Date('2027-03-10T12:00:00Z');

const weekdays = (from: string, to: string) => [1, 2, 3, 4, 5].map((day) => ({ day, from, to }));
const hours = (over: Partial<Availability> = {}): Availability => ({
  takesCalls: true,
  timeZone: 'Europe/Berlin',
  weekly: weekdays('09:00', '17:00'),
  exceptions: [],
  bufferMinutes: 0,
  noticeMinutes: 0,
  horizonDays: 60,
  ...over,
});

describe('GET /api/booking/slots (issue 47 point 3, decision 126)', async () => {
  const { app, database, loginAs } = await buildTestApp();
  const [anna, ben] = [await loginAs('sales'), await loginAs('user')];

  const askAt = async (query: string) => {
    vi.useFakeTimers({ toFake: ['Date'], now: ASKED_AT });
    try {
      return await app.inject({ method: 'GET', url: `/api/booking/slots?${query}` });
    } finally {
      vi.useRealTimers();
    }
  };
  const slots = async (query: string) => {
    const res = await askAt(query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Slots;
  };
  const setHours = async (who: Session, body: Availability) => {
    const res = await app.inject({ method: 'PUT', url: '/api/account/availability', headers: who.bearerHeaders, payload: body });
    expect(res.statusCode, res.body).toBe(200);
  };
  const firstOfDay = (answer: Slots, day: string) => answer.slots.find((s) => s.day === day)?.start;

  it('offers nothing while nobody takes calls', async () => {
    expect(await slots('from=2027-03-11&to=2027-03-20&tz=UTC')).toEqual({ timeZone: 'UTC', durationMinutes: 20, slots: [] });
  });

  it('answers each slot as UTC instants with its label, day and time in the visitor’s zone, cached briefly for anyone', async () => {
    await setHours(anna, hours());
    const res = await askAt('from=2027-03-15&to=2027-03-15&tz=Asia/Kolkata');
    expect(res.headers['cache-control']).toBe('public, max-age=30');
    const answer = res.json() as Slots;
    // Berlin 09:00–17:00 (CET, UTC+1) is 13:30–21:30 in Kolkata: 24 slots on Monday 15 March.
    expect(answer.slots).toHaveLength(24);
    expect(answer.slots[0]).toEqual({
      start: '2027-03-15T08:00:00.000Z',
      end: '2027-03-15T08:20:00.000Z',
      label: 'Monday 15 March, 13:30',
      day: '2027-03-15',
      time: '13:30',
    });
    expect(answer.slots.at(-1)?.time).toBe('21:10');
  });

  it('keeps the visitor’s days: a day in Sydney starts the evening before in Berlin', async () => {
    // Monday 15 March in Sydney (UTC+11) runs 14 March 13:00Z – 15 March 13:00Z: Berlin's Monday 08:00Z–12:40Z only.
    const answer = await slots('from=2027-03-15&to=2027-03-15&tz=Australia/Sydney');
    expect(answer.slots.map((s) => s.start)).toHaveLength(15);
    expect(answer.slots[0]?.label).toBe('Monday 15 March, 19:00');
  });

  it('respects notice, days off, the buffer-free hours and the horizon, and drops its cache when hours change', async () => {
    await setHours(anna, hours({ exceptions: ['2027-03-16'], noticeMinutes: 3 * 24 * 60, horizonDays: 7 }));
    const answer = await slots('from=2027-03-10&to=2027-03-31&tz=Europe/Berlin');
    // Notice of three days from Wednesday 12:00 UTC: from Saturday on; Tuesday 16 is off; 7 days: up to Wednesday 17.
    expect([...new Set(answer.slots.map((s) => s.day))]).toEqual(['2027-03-15', '2027-03-17']);
  });

  it('keeps an answer for 30 seconds: a change made behind its back is not seen until then', async () => {
    await setHours(anna, hours());
    const before = await slots('from=2027-03-22&to=2027-03-22&tz=UTC');
    expect(before.slots).toHaveLength(24);
    await database.db.execute(sql`update call_availability set takes_calls = false`);
    expect(await slots('from=2027-03-22&to=2027-03-22&tz=UTC')).toEqual(before);
    await setHours(anna, hours({ takesCalls: false }));
    expect((await slots('from=2027-03-22&to=2027-03-22&tz=UTC')).slots).toEqual([]);
  });

  it('merges people and only those whose role still works on leads', async () => {
    await setHours(anna, hours({ weekly: [{ day: 1, from: '09:00', to: '10:00' }] }));
    await setHours(ben, hours({ timeZone: 'Europe/London', weekly: [{ day: 1, from: '08:20', to: '09:20' }] }));
    const times = async () => (await slots('from=2027-03-22&to=2027-03-22&tz=Europe/Berlin')).slots.map((s) => s.time);
    expect(await times()).toEqual(['09:00', '09:20', '09:40', '10:00']);
    // Moved to a role that does not work on leads: their saved hours stay, but they take no calls.
    await database.db.execute(sql`update users set role = 'editor' where id = ${ben.user._id}`);
    await setHours(anna, hours({ weekly: [{ day: 1, from: '09:00', to: '10:00' }] }));
    expect(await times()).toEqual(['09:00', '09:20', '09:40']);
  });

  it.each([
    ['Europe/Berlin', '2027-03-26', '2027-03-26T08:00:00.000Z', '2027-03-29', '2027-03-29T07:00:00.000Z'],
    ['America/New_York', '2027-03-12', '2027-03-12T14:00:00.000Z', '2027-03-15', '2027-03-15T13:00:00.000Z'],
    ['Australia/Sydney', '2027-04-02', '2027-04-01T22:00:00.000Z', '2027-04-05', '2027-04-04T23:00:00.000Z'],
  ])('keeps 09:00 in %s across its daylight-saving change (UTC moves by the hour)', async (zone, before, beforeStart, after, afterStart) => {
    await setHours(anna, hours({ timeZone: zone }));
    const answer = await slots(`from=2027-03-11&to=2027-04-09&tz=${zone}`);
    expect(firstOfDay(answer, before)).toBe(beforeStart);
    expect(firstOfDay(answer, after)).toBe(afterStart);
    for (const day of [before, after]) expect(answer.slots.filter((s) => s.day === day).map((s) => s.time)[0]).toBe('09:00');
  });

  it.each([
    ['tz', 'from=2027-03-11&to=2027-03-12&tz=Mars/Olympus', 'IANA time zone'],
    ['tz', 'from=2027-03-11&to=2027-03-12', ''],
    ['from', 'from=tomorrow&to=2027-03-12&tz=UTC', 'from must be a date'],
    ['to', 'from=2027-03-12&to=2027-03-11&tz=UTC', 'to must be the same day as from or later'],
    ['to', 'from=2027-03-01&to=2027-04-01&tz=UTC', 'at most 31 days'],
  ])('refuses a bad %s with 400 naming it', async (field, query, message) => {
    const res = await app.inject({ method: 'GET', url: `/api/booking/slots?${query}` });
    expect(res.statusCode, res.body).toBe(400);
    const { errors } = expectErrorShape(res);
    expect(errors).toContainEqual({ field, message: expect.stringContaining(message) });
  });

  it('takes 31 days at most, both included', async () => {
    await slots('from=2027-03-01&to=2027-03-31&tz=UTC');
  });

  it('answers a person their own slots alone (the availability editor’s preview), never anyone without a sign-in', async () => {
    const [cara, dan] = [await loginAs('sales'), await loginAs('user')];
    await database.db.execute(sql`update call_availability set takes_calls = false`);
    await setHours(cara, hours());
    await setHours(dan, hours({ weekly: weekdays('14:00', '15:00') }));
    // A Monday a few days ahead of the real clock (sessions are checked against it).
    const monday = new Date(Date.now() + 3 * 86_400_000);
    monday.setUTCDate(monday.getUTCDate() + ((8 - monday.getUTCDay()) % 7));
    const day = monday.toISOString().slice(0, 10);
    const query = `from=${day}&to=${day}&tz=Europe/Berlin`;
    const mine = (who?: Session) =>
      app.inject({ method: 'GET', url: `/api/account/availability/slots?${query}`, ...(who ? { headers: who.bearerHeaders } : {}) });
    const dans = await mine(dan);
    expect(dans.statusCode, dans.body).toBe(200);
    expect(dans.headers['cache-control']).toBe('private, no-store');
    expect((dans.json() as Slots).slots.map((s) => s.time)).toEqual(['14:00', '14:20', '14:40']);
    expect((await mine(cara)).json().slots).toHaveLength(24);
    // The public answer is both people's: Cara's 24 already hold Dan's three times.
    const everyone = await app.inject({ method: 'GET', url: `/api/booking/slots?${query}` });
    expect(everyone.json().slots).toHaveLength(24);
    await setHours(dan, hours({ takesCalls: false }));
    expect((await mine(dan)).json().slots).toEqual([]);
    expect((await mine()).statusCode).toBe(401);
  });
});
