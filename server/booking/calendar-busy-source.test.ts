import { describe, expect, it } from 'vitest';
import type { CalendarConnectionRow } from '../db/schema/index';
import { createSecretBox } from '../lib/secret-box';
import type { CalDav } from './caldav';
import { createCalendarBusy } from './calendar-busy-source';

const NOW = new Date('2027-03-25T12:00:00Z');
const box = createSecretBox(undefined);
const row = (over: Partial<CalendarConnectionRow> = {}): CalendarConnectionRow => ({
  userId: 'anna',
  url: 'https://cal.example/',
  calendarUrl: 'https://cal.example/anna/calls/',
  calendarName: 'calls',
  username: 'anna',
  passwordSealed: box.seal('pw'),
  checkedAt: NOW,
  lastError: null,
  updatedAt: NOW,
  ...over,
});
const ics = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:x',
  'BEGIN:VEVENT',
  'UID:a',
  'DTSTAMP:20270301T000000Z',
  'DTSTART:20270329T080000Z',
  'DTEND:20270329T090000Z',
  'END:VEVENT',
  'END:VCALENDAR',
].join('\r\n');

/** A calendar that answers `ics` until told to fail, counting its reads; the repository records what was said of it. */
function fixture() {
  const state = { reads: 0, failing: false, recorded: [] as (string | null)[], connection: row() };
  const caldav = {
    async eventsBetween() {
      state.reads++;
      if (state.failing) throw new Error('no answer within 8 s');
      return [{ url: 'a.ics', data: ics }];
    },
  } as unknown as CalDav;
  const repos = {
    calendarConnections: {
      ofCallTakers: async () => [{ ...state.connection, timeZone: 'Europe/Berlin' }],
      checked: async (_: string, error: string | null) => {
        state.recorded.push(error);
        state.connection = { ...state.connection, lastError: error };
      },
    },
  } as never;
  return { state, caldav, repos };
}
const window = [new Date('2027-03-29T00:00:00Z'), new Date('2027-03-30T00:00:00Z')] as const;

describe('createCalendarBusy', () => {
  it('reads each calendar once per TTL, however many slot requests come at once', async () => {
    const { state, caldav, repos } = fixture();
    const busy = createCalendarBusy({ repos, caldav, box, isOwnEvent: () => false, now: () => NOW });
    const answers = await Promise.all([busy.busy(...window), busy.busy(...window), busy.busy(...window)]);
    expect(state.reads).toBe(1);
    expect(answers[2]).toEqual([{ personId: 'anna', start: new Date('2027-03-29T08:00:00Z'), end: new Date('2027-03-29T09:00:00Z') }]);
    expect(await busy.busy(new Date('2027-03-30T00:00:00Z'), new Date('2027-03-31T00:00:00Z'))).toEqual([]);
    expect(state.reads).toBe(1);
  });

  it('keeps the last busy times while the calendar cannot be read, records why once, and clears it when it answers again', async () => {
    const { state, caldav, repos } = fixture();
    const busy = createCalendarBusy({ repos, caldav, box, isOwnEvent: () => false, now: () => NOW, ttlMs: 0 });
    expect(await busy.busy(...window)).toHaveLength(1);
    state.failing = true;
    expect(await busy.busy(...window)).toHaveLength(1);
    expect(await busy.busy(...window)).toHaveLength(1);
    expect(state.recorded).toEqual(['no answer within 8 s']);
    state.failing = false;
    expect(await busy.busy(...window)).toHaveLength(1);
    expect(state.recorded).toEqual(['no answer within 8 s', null]);
  });

  it('answers no busy time, rather than failing the slots, for a calendar never read', async () => {
    const { state, caldav, repos } = fixture();
    state.failing = true;
    const busy = createCalendarBusy({ repos, caldav, box, isOwnEvent: () => false, now: () => NOW });
    expect(await busy.busy(...window)).toEqual([]);
  });
});
