import { DateTime } from 'luxon';
import { CALL_MINUTES, minutesOf, type WeeklyRange } from '@contract/booking';

/**
 * The bookable call slots (issue 47 point 3, decision 126): pure, so every rule is tested without a
 * database, and the busy times are an input (booked calls, and connected CalDAV calendars: decision 135).
 */

/** One person's hours, as stored (contract/booking.ts), with whom they belong to. */
export interface PersonHours {
  id: string;
  timeZone: string;
  weekly: WeeklyRange[];
  /** Days off: 'YYYY-MM-DD' in the person's zone. */
  exceptions: string[];
  bufferMinutes: number;
  noticeMinutes: number;
  horizonDays: number;
}

/** A time a person cannot take a call: [start, end), instants. */
export interface BusyInterval {
  personId: string;
  start: Date;
  end: Date;
}

export interface SlotInput {
  people: readonly PersonHours[];
  busy: readonly BusyInterval[];
  /** Slots that start in [from, to). */
  from: Date;
  to: Date;
  now: Date;
}

export interface ComputedSlot {
  start: Date;
  end: Date;
  /** Who is free for this slot, by id, in the order of `people` (for round-robin). */
  people: string[];
}

const MINUTE = 60_000;
const CALL_MS = CALL_MINUTES * MINUTE;

/**
 * Each person's slots start at the beginning of each of their ranges and follow every 20 minutes
 * while a whole call fits; a range's times are wall-clock times in the person's zone on each date,
 * so they stay put across a daylight-saving change (UTC moves instead). Slots with the same start
 * instant are merged across people: a slot is offered when anyone is free.
 */
export function computeSlots({ people, busy, from, to, now }: SlotInput): ComputedSlot[] {
  const merged = new Map<number, string[]>();
  const fromMs = from.getTime();
  const toMs = to.getTime();
  for (const person of people) {
    const earliest = Math.max(fromMs, now.getTime() + person.noticeMinutes * MINUTE);
    const local = DateTime.fromMillis(now.getTime(), { zone: person.timeZone });
    // The horizon counts whole days in the person's zone: today plus horizonDays.
    const latest = Math.min(
      toMs,
      local
        .startOf('day')
        .plus({ days: person.horizonDays + 1 })
        .toMillis(),
    );
    if (earliest >= latest) continue;
    const buffer = person.bufferMinutes * MINUTE;
    const blocked = busy.filter((b) => b.personId === person.id).map((b) => [b.start.getTime() - buffer, b.end.getTime() + buffer] as const);
    const daysOff = new Set(person.exceptions);
    // Calendar days from the day before `earliest` (a range may run past midnight in another zone's
    // terms) to `latest`'s day, walked as plain dates (in UTC, which has no changes); only a range's
    // ends are read in the person's zone.
    const firstDay = DateTime.fromMillis(earliest, { zone: person.timeZone }).minus({ days: 1 }).toISODate()!;
    const lastDay = DateTime.fromMillis(latest, { zone: person.timeZone }).toISODate()!;
    for (let day = DateTime.fromISO(firstDay, { zone: 'UTC' }); day.toISODate()! <= lastDay; day = day.plus({ days: 1 })) {
      if (daysOff.has(day.toISODate()!)) continue;
      for (const range of person.weekly) {
        if (range.day !== day.weekday) continue;
        const start = wallClock(day, range.from, person.timeZone);
        const end = wallClock(day, range.to, person.timeZone);
        for (let t = start; t + CALL_MS <= end; t += CALL_MS) {
          if (t < earliest || t >= latest) continue;
          if (blocked.some(([s, e]) => t < e && t + CALL_MS > s)) continue;
          const free = merged.get(t);
          if (free) free.push(person.id);
          else merged.set(t, [person.id]);
        }
      }
    }
  }
  return [...merged.entries()].sort(([a], [b]) => a - b).map(([t, ids]) => ({ start: new Date(t), end: new Date(t + CALL_MS), people: ids }));
}

/**
 * The instant of "HH:MM" on the calendar date `day` in `zone`; "24:00" is the next midnight. A time the
 * clocks skip (02:30 on a spring-forward night) is read as luxon reads it: moved forward by the gap.
 */
function wallClock(day: DateTime, time: string, zone: string): number {
  const minutes = minutesOf(time);
  const date = minutes === 24 * 60 ? day.plus({ days: 1 }) : day;
  const { year, month, day: dayOfMonth } = date;
  return DateTime.fromObject({ year, month, day: dayOfMonth, hour: Math.floor(minutes / 60) % 24, minute: minutes % 60 }, { zone }).toMillis();
}
