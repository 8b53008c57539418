import { instantIn } from '@contract/zoned-time';

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * The calendar day (YYYY-MM-DD) of `now` in an IANA time zone. "Today" for due dates is computed
 * here and passed to SQL, never the database's current_date, whose zone differs per server.
 */
export function calendarDayIn(timeZone: string, now: Date = new Date()): string {
  let format = formats.get(timeZone);
  if (!format) {
    // en-CA prints ISO order (2026-11-26).
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formats.set(timeZone, format);
  }
  return format.format(now);
}

/** The calendar day `days` before `day` (both YYYY-MM-DD). */
export const dayBefore = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/**
 * "Today" where the business is (TZ) as next actions are compared with it (decision 123): the day,
 * the instants it starts and ends, and now. Before `start` is overdue; from `start` to `now` is due.
 */
export interface DeskToday {
  /** The zone the day is in. */
  timeZone: string;
  /** YYYY-MM-DD in the zone. */
  day: string;
  start: Date;
  end: Date;
  now: Date;
}

export function deskToday(timeZone: string, now: Date = new Date()): DeskToday {
  const day = calendarDayIn(timeZone, now);
  const tomorrow = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return { timeZone, day, start: instantIn(timeZone, day)!, end: instantIn(timeZone, tomorrow)!, now };
}

/** A staff reader's today (issue 46 point 3): in their own zone (their call hours'), else the desk's TZ. */
export const readerToday = (session: { timeZone: string | null } | null, deskZone: string): DeskToday => deskToday(session?.timeZone ?? deskZone);
