import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { computeSlots, type BusyInterval, type PersonHours } from './slots';

const at = (iso: string, zone: string) => DateTime.fromISO(iso, { zone }).toJSDate();
const utc = (date: Date) => date.toISOString().replace('.000Z', 'Z');
const local = (date: Date, zone: string) => DateTime.fromJSDate(date, { zone }).toFormat('ccc yyyy-MM-dd HH:mm');

const person = (over: Partial<PersonHours> = {}): PersonHours => ({
  id: 'anna',
  timeZone: 'Europe/Berlin',
  weekly: [{ day: 1, from: '09:00', to: '10:00' }],
  exceptions: [],
  bufferMinutes: 0,
  noticeMinutes: 0,
  horizonDays: 60,
  ...over,
});

/** Slots of one week (Monday 2026-06-01 on, Berlin), asked for on the Sunday before. */
function week(people: PersonHours[], busy: BusyInterval[] = [], now = at('2026-05-31T12:00', 'Europe/Berlin')) {
  return computeSlots({ people, busy, from: at('2026-06-01T00:00', 'UTC'), to: at('2026-06-08T00:00', 'UTC'), now });
}

describe('computeSlots', () => {
  it('offers 20-minute slots inside the weekly hours only, each whole', () => {
    const slots = week([
      person({
        weekly: [
          { day: 1, from: '09:00', to: '10:00' },
          { day: 3, from: '14:00', to: '14:50' },
        ],
      }),
    ]);
    expect(slots.map((s) => local(s.start, 'Europe/Berlin'))).toEqual([
      'Mon 2026-06-01 09:00',
      'Mon 2026-06-01 09:20',
      'Mon 2026-06-01 09:40',
      'Wed 2026-06-03 14:00',
      'Wed 2026-06-03 14:20',
    ]);
    expect(slots[0]!.end.getTime() - slots[0]!.start.getTime()).toBe(20 * 60_000);
    expect(slots[0]!.people).toEqual(['anna']);
  });

  it('keeps the buffer free before and after a busy time, for that person only', () => {
    const hours = { weekly: [{ day: 1, from: '09:00', to: '12:00' }], bufferMinutes: 10 };
    const busy = [{ personId: 'anna', start: at('2026-06-01T10:00', 'Europe/Berlin'), end: at('2026-06-01T10:30', 'Europe/Berlin') }];
    const times = (slots: ReturnType<typeof week>) => slots.map((s) => local(s.start, 'Europe/Berlin').slice(-5));
    // Blocked: 09:50–10:40. 09:40 would end at 10:00, inside the buffer; 10:40 starts as the buffer ends.
    expect(times(week([person(hours)], busy))).toEqual(['09:00', '09:20', '10:40', '11:00', '11:20', '11:40']);
    expect(times(week([person({ ...hours, bufferMinutes: 0 })], busy))).toEqual(['09:00', '09:20', '09:40', '10:40', '11:00', '11:20', '11:40']);
    expect(times(week([person(hours)], [{ ...busy[0]!, personId: 'ben' }]))).toHaveLength(9);
  });

  it('starts no sooner than the notice after now', () => {
    const now = at('2026-06-01T08:30', 'Europe/Berlin');
    const slots = week([person({ noticeMinutes: 60 })], [], now);
    expect(slots.map((s) => local(s.start, 'Europe/Berlin').slice(-5))).toEqual(['09:40']);
    expect(week([person({ noticeMinutes: 0 })], [], now)).toHaveLength(3);
  });

  it('skips the days off, which are dates in the person’s zone', () => {
    const weekdays = [1, 2, 3].map((day) => ({ day, from: '09:00', to: '09:20' }));
    const slots = week([person({ weekly: weekdays, exceptions: ['2026-06-02'] })]);
    expect(slots.map((s) => local(s.start, 'Europe/Berlin'))).toEqual(['Mon 2026-06-01 09:00', 'Wed 2026-06-03 09:00']);
  });

  it('offers nothing past the horizon: today plus horizonDays, in the person’s zone', () => {
    const daily = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, from: '09:00', to: '09:20' }));
    const now = at('2026-06-01T08:00', 'Europe/Berlin');
    const slots = week([person({ weekly: daily, horizonDays: 2 })], [], now);
    expect(slots.map((s) => local(s.start, 'Europe/Berlin'))).toEqual(['Mon 2026-06-01 09:00', 'Tue 2026-06-02 09:00', 'Wed 2026-06-03 09:00']);
  });

  it('merges people: a slot is offered when anyone is free and names who is', () => {
    const anna = person({ weekly: [{ day: 1, from: '09:00', to: '10:00' }] });
    // Ben is in London: 08:00 there is 09:00 in Berlin.
    const ben = person({ id: 'ben', timeZone: 'Europe/London', weekly: [{ day: 1, from: '08:20', to: '09:20' }] });
    const busy = [{ personId: 'anna', start: at('2026-06-01T09:40', 'Europe/Berlin'), end: at('2026-06-01T10:00', 'Europe/Berlin') }];
    const slots = week([anna, ben], busy);
    expect(slots.map((s) => [local(s.start, 'Europe/Berlin').slice(-5), s.people])).toEqual([
      ['09:00', ['anna']],
      ['09:20', ['anna', 'ben']],
      ['09:40', ['ben']],
      ['10:00', ['ben']],
    ]);
  });

  it('keeps only slots that start inside [from, to)', () => {
    const slots = computeSlots({
      people: [person()],
      busy: [],
      from: at('2026-06-01T09:20', 'Europe/Berlin'),
      to: at('2026-06-01T09:40', 'Europe/Berlin'),
      now: at('2026-05-01T00:00', 'UTC'),
    });
    expect(slots.map((s) => utc(s.start))).toEqual(['2026-06-01T07:20:00Z']);
  });

  it('ends a range at 24:00 and walks the night the clocks skip an hour by the clock', () => {
    // Berlin, Sunday 29 March 2026: 02:00 CET becomes 03:00 CEST, so 00:00–06:00 is five hours long.
    const night = person({ weekly: [{ day: 7, from: '00:00', to: '06:00' }] });
    const slots = computeSlots({
      people: [night],
      busy: [],
      from: at('2026-03-28T00:00', 'UTC'),
      to: at('2026-03-30T00:00', 'UTC'),
      now: at('2026-03-01T00:00', 'UTC'),
    });
    expect(slots).toHaveLength(15);
    expect(utc(slots[0]!.start)).toBe('2026-03-28T23:00:00Z');
    expect(utc(slots.at(-1)!.end)).toBe('2026-03-29T04:00:00Z');
    const late = person({ weekly: [{ day: 2, from: '23:00', to: '24:00' }] });
    expect(week([late]).map((s) => local(s.start, 'Europe/Berlin'))).toEqual([
      'Tue 2026-06-02 23:00',
      'Tue 2026-06-02 23:20',
      'Tue 2026-06-02 23:40',
    ]);
  });
});

describe('computeSlots across a daylight-saving change (weekly hours stay local, UTC moves)', () => {
  const firstSlotEachDay = (zone: string, from: string, to: string) => {
    const weekdays = [1, 2, 3, 4, 5].map((day) => ({ day, from: '09:00', to: '17:00' }));
    const slots = computeSlots({
      people: [person({ timeZone: zone, weekly: weekdays })],
      busy: [],
      from: at(from, zone),
      to: at(to, zone),
      now: DateTime.fromISO(from, { zone }).minus({ days: 7 }).toJSDate(),
    });
    const days = new Map<string, { first: string; last: string; count: number }>();
    for (const s of slots) {
      const day = DateTime.fromJSDate(s.start, { zone }).toISODate()!;
      const seen = days.get(day);
      if (seen) days.set(day, { ...seen, last: utc(s.start), count: seen.count + 1 });
      else days.set(day, { first: utc(s.start), last: utc(s.start), count: 1 });
    }
    return Object.fromEntries(days);
  };

  it('Europe/Berlin, late March: 09:00 is 08:00Z before the change, 07:00Z after', () => {
    const days = firstSlotEachDay('Europe/Berlin', '2026-03-26T00:00', '2026-03-31T00:00');
    expect(Object.keys(days)).toEqual(['2026-03-26', '2026-03-27', '2026-03-30']);
    expect(days['2026-03-27']).toEqual({ first: '2026-03-27T08:00:00Z', last: '2026-03-27T15:40:00Z', count: 24 });
    expect(days['2026-03-30']).toEqual({ first: '2026-03-30T07:00:00Z', last: '2026-03-30T14:40:00Z', count: 24 });
  });

  it('Europe/Berlin, late October: 09:00 is 07:00Z before the change, 08:00Z after', () => {
    const days = firstSlotEachDay('Europe/Berlin', '2026-10-23T00:00', '2026-10-27T00:00');
    expect(days['2026-10-23']?.first).toBe('2026-10-23T07:00:00Z');
    expect(days['2026-10-26']).toEqual({ first: '2026-10-26T08:00:00Z', last: '2026-10-26T15:40:00Z', count: 24 });
  });

  it('America/New_York, early March: 09:00 is 14:00Z before the change, 13:00Z after', () => {
    const days = firstSlotEachDay('America/New_York', '2026-03-06T00:00', '2026-03-10T00:00');
    expect(days['2026-03-06']?.first).toBe('2026-03-06T14:00:00Z');
    expect(days['2026-03-09']).toEqual({ first: '2026-03-09T13:00:00Z', last: '2026-03-09T20:40:00Z', count: 24 });
  });

  it('Australia/Sydney, early April (summer time ends): 09:00 is 22:00Z the day before, then 23:00Z', () => {
    const days = firstSlotEachDay('Australia/Sydney', '2026-04-03T00:00', '2026-04-07T00:00');
    expect(days['2026-04-03']?.first).toBe('2026-04-02T22:00:00Z');
    expect(days['2026-04-06']).toEqual({ first: '2026-04-05T23:00:00Z', last: '2026-04-06T06:40:00Z', count: 24 });
  });

  it('Asia/Kolkata has no change: 09:00 is 03:30Z in both weeks', () => {
    const days = firstSlotEachDay('Asia/Kolkata', '2026-03-27T00:00', '2026-03-31T00:00');
    expect(days['2026-03-27']?.first).toBe('2026-03-27T03:30:00Z');
    expect(days['2026-03-30']?.first).toBe('2026-03-30T03:30:00Z');
  });

  it('a Berlin and a New York person in the week between the two changes overlap an hour longer', () => {
    // 9–17 Berlin and 9–17 New York share 15:00–17:00 Berlin normally; 14:00–17:00 while only America has changed.
    const weekdays = [1, 2, 3, 4, 5].map((day) => ({ day, from: '09:00', to: '17:00' }));
    const people = [person({ weekly: weekdays }), person({ id: 'ben', timeZone: 'America/New_York', weekly: weekdays })];
    const both = (from: string, to: string) =>
      computeSlots({ people, busy: [], from: at(from, 'Europe/Berlin'), to: at(to, 'Europe/Berlin'), now: at('2026-03-01T00:00', 'UTC') }).filter(
        (s) => s.people.length === 2,
      ).length;
    expect(both('2026-03-10T00:00', '2026-03-11T00:00')).toBe(9);
    expect(both('2026-03-31T00:00', '2026-04-01T00:00')).toBe(6);
  });
});
