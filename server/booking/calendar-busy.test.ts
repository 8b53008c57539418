import { describe, expect, it } from 'vitest';
import { busySpans } from './calendar-busy';

const calendar = (...body: string[]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//test//EN', ...body, 'END:VCALENDAR', ''].join('\r\n');
const event = (uid: string, ...lines: string[]) => ['BEGIN:VEVENT', `UID:${uid}`, 'DTSTAMP:20270101T000000Z', ...lines, 'END:VEVENT'];
const iso = (spans: { start: Date; end: Date }[]) => spans.map((s) => `${s.start.toISOString()}/${s.end.toISOString()}`);
const from = new Date('2027-03-01T00:00:00Z');
const to = new Date('2027-04-15T00:00:00Z');
const berlin = { zone: 'Europe/Berlin' };

describe('busySpans', () => {
  it('reads a UTC event as it is, and leaves out what falls outside the window', () => {
    const data = calendar(
      ...event('a', 'DTSTART:20270302T100000Z', 'DTEND:20270302T110000Z'),
      ...event('b', 'DTSTART:20270202T100000Z', 'DTEND:20270202T110000Z'),
    );
    expect(iso(busySpans(data, from, to, berlin))).toEqual(['2027-03-02T10:00:00.000Z/2027-03-02T11:00:00.000Z']);
  });

  it('expands a weekly event in its IANA zone across the DST change, without its EXDATE, with a moved and a cancelled occurrence', () => {
    const data = calendar(
      ...event(
        'weekly',
        'DTSTART;TZID=Europe/Berlin:20270317T100000',
        'DTEND;TZID=Europe/Berlin:20270317T110000',
        'RRULE:FREQ=WEEKLY;COUNT=5',
        'EXDATE;TZID=Europe/Berlin:20270324T100000',
      ),
      ...event(
        'weekly',
        'RECURRENCE-ID;TZID=Europe/Berlin:20270407T100000',
        'DTSTART;TZID=Europe/Berlin:20270407T150000',
        'DTEND;TZID=Europe/Berlin:20270407T153000',
      ),
      ...event(
        'weekly',
        'RECURRENCE-ID;TZID=Europe/Berlin:20270414T100000',
        'DTSTART;TZID=Europe/Berlin:20270414T100000',
        'DTEND;TZID=Europe/Berlin:20270414T110000',
        'STATUS:CANCELLED',
      ),
    );
    expect(iso(busySpans(data, from, to, { zone: 'America/New_York' }))).toEqual([
      '2027-03-17T09:00:00.000Z/2027-03-17T10:00:00.000Z', // CET, UTC+1
      '2027-03-31T08:00:00.000Z/2027-03-31T09:00:00.000Z', // CEST from 28 March, UTC+2
      '2027-04-07T13:00:00.000Z/2027-04-07T13:30:00.000Z', // moved to 15:00
    ]);
  });

  it("reads floating times and all-day events in the person's zone", () => {
    const data = calendar(
      ...event('floating', 'DTSTART:20270303T090000', 'DTEND:20270303T093000'),
      ...event('day-off', 'DTSTART;VALUE=DATE:20270305', 'DTEND;VALUE=DATE:20270306'),
    );
    expect(iso(busySpans(data, from, to, berlin))).toEqual([
      '2027-03-03T08:00:00.000Z/2027-03-03T08:30:00.000Z',
      '2027-03-04T23:00:00.000Z/2027-03-05T23:00:00.000Z',
    ]);
  });

  it("uses the object's own VTIMEZONE for a zone name that is not an IANA one (as Outlook writes them)", () => {
    const data = calendar(
      'BEGIN:VTIMEZONE',
      'TZID:W. Europe Standard Time',
      'BEGIN:STANDARD',
      'DTSTART:16010101T030000',
      'TZOFFSETFROM:+0200',
      'TZOFFSETTO:+0100',
      'RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=10',
      'END:STANDARD',
      'BEGIN:DAYLIGHT',
      'DTSTART:16010101T020000',
      'TZOFFSETFROM:+0100',
      'TZOFFSETTO:+0200',
      'RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=3',
      'END:DAYLIGHT',
      'END:VTIMEZONE',
      ...event('outlook', 'DTSTART;TZID=W. Europe Standard Time:20270401T100000', 'DTEND;TZID=W. Europe Standard Time:20270401T110000'),
    );
    expect(iso(busySpans(data, from, to, { zone: 'UTC' }))).toEqual(['2027-04-01T08:00:00.000Z/2027-04-01T09:00:00.000Z']);
  });

  it('leaves out free time (TRANSP:TRANSPARENT), cancelled events, the events skipUid names, and an object that does not parse', () => {
    const data = calendar(
      ...event('free', 'DTSTART:20270302T100000Z', 'DTEND:20270302T110000Z', 'TRANSP:TRANSPARENT'),
      ...event('off', 'DTSTART:20270302T120000Z', 'DTEND:20270302T130000Z', 'STATUS:CANCELLED'),
      ...event('booking-1@site.test', 'DTSTART:20270302T140000Z', 'DTEND:20270302T142000Z'),
    );
    expect(busySpans(data, from, to, { zone: 'UTC', skipUid: (uid) => uid.startsWith('booking-') })).toEqual([]);
    expect(busySpans('BEGIN:VCALENDAR\r\nnot a calendar', from, to, berlin)).toEqual([]);
  });
});
