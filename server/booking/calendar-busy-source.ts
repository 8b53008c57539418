import type { FastifyBaseLogger } from 'fastify';
import type { Repositories } from '../repositories/index';
import type { CalendarConnectionRow } from '../repositories/row-types';
import type { SecretBox } from '../lib/secret-box';
import type { BusyInterval } from './slots';
import { busySpans, type BusySpan } from './calendar-busy';
import type { CalDav, CalendarAccount } from './caldav';

/** A person's calendar is read at most this often per process (the slots' own cache adds 30 s). */
export const CALENDAR_BUSY_TTL_MS = 60_000;
/** One read covers this far ahead: longer than any horizon (at most 60 days), so every slot request is served from it. */
const READ_AHEAD_MS = 62 * 86_400_000;
const DAY_MS = 86_400_000;

export interface CalendarBusyOptions {
  repos: Pick<Repositories, 'calendarConnections'>;
  caldav: CalDav;
  box: SecretBox;
  /** The site's own bookings' UIDs end in `@<host>`: already counted from the bookings table. */
  isOwnEvent: (uid: string) => boolean;
  logger?: FastifyBaseLogger;
  /** The booking clock (a test seam): where the read window starts. What is kept ages by the real clock. */
  now?: () => Date;
  /** How long a read is kept (CALENDAR_BUSY_TTL_MS; a test seam). */
  ttlMs?: number;
}

interface Kept {
  /** Date.now() when read. */
  readAt: number;
  from: number;
  to: number;
  spans: BusySpan[];
}

/** The account to reach a connection's calendar, or null when its password was sealed under another key. */
export function accountOf(row: CalendarConnectionRow, box: SecretBox): CalendarAccount | null {
  const password = box.open(row.passwordSealed);
  return password === null ? null : { calendarUrl: row.calendarUrl, username: row.username, password };
}

/**
 * Busy times from the CalDAV calendars of the people who take calls (issue 47 point 2, decision 135):
 * each calendar read once for the next 62 days and kept a minute, one read at a time per person.
 * A calendar that cannot be read keeps its last busy times (none before a first read), says so once
 * in the log and on the person's calendar settings, and never fails the slots: bookings still block.
 */
export function createCalendarBusy({
  repos,
  caldav,
  box,
  isOwnEvent,
  logger,
  now = () => new Date(),
  ttlMs = CALENDAR_BUSY_TTL_MS,
}: CalendarBusyOptions) {
  const kept = new Map<string, Kept>();
  const reading = new Map<string, Promise<BusySpan[]>>();

  async function read(row: CalendarConnectionRow, zone: string): Promise<BusySpan[]> {
    const at = now().getTime();
    const readAt = Date.now();
    const from = at - DAY_MS;
    const to = at + READ_AHEAD_MS;
    try {
      const account = accountOf(row, box);
      if (!account) throw new Error('the password cannot be opened (was TWO_FACTOR_KEY changed?)');
      const objects = await caldav.eventsBetween(account, new Date(from), new Date(to));
      const spans = objects.flatMap((o) => busySpans(o.data, new Date(from), new Date(to), { zone, skipUid: isOwnEvent }));
      kept.set(row.userId, { readAt, from, to, spans });
      if (row.lastError) logger?.info({ userId: row.userId }, 'calendar readable again');
      if (row.lastError || !row.checkedAt || readAt - row.checkedAt.getTime() > 10 * 60_000)
        await repos.calendarConnections.checked(row.userId, null);
      return spans;
    } catch (err) {
      const message = (err as Error).message;
      if (row.lastError !== message) {
        logger?.warn({ err, userId: row.userId }, 'calendar cannot be read: its last busy times are used, bookings still block');
        await repos.calendarConnections.checked(row.userId, message).catch(() => undefined);
      }
      // Not read again until the TTL passes: a dead server costs one timeout a minute, not one per request.
      const last = kept.get(row.userId);
      kept.set(row.userId, { readAt, from, to, spans: last?.spans ?? [] });
      return last?.spans ?? [];
    }
  }

  async function spansOf(row: CalendarConnectionRow, zone: string, from: Date, to: Date): Promise<BusySpan[]> {
    const hit = kept.get(row.userId);
    const fresh = hit && Date.now() - hit.readAt < ttlMs && hit.from <= from.getTime() && hit.to >= to.getTime();
    if (fresh) return hit.spans;
    let pending = reading.get(row.userId);
    if (!pending) {
      pending = read(row, zone).finally(() => reading.delete(row.userId));
      reading.set(row.userId, pending);
    }
    return pending;
  }

  return {
    /** Who is busy when in [from, to), by their calendars. */
    async busy(from: Date, to: Date): Promise<BusyInterval[]> {
      // The people's own hours and roles are the slots' concern: busy times of anyone else are not read there.
      const rows = await repos.calendarConnections.ofCallTakers();
      const perPerson = await Promise.all(
        rows.map(async (row) =>
          (await spansOf(row, row.timeZone, from, to))
            .filter((s) => s.end > from && s.start < to)
            .map((s) => ({ personId: row.userId, start: s.start, end: s.end })),
        ),
      );
      return perPerson.flat();
    },
    /** Drops what was kept of a person's calendar (connected, changed or removed). */
    forget(userId: string): void {
      kept.delete(userId);
    },
  };
}

export type CalendarBusy = ReturnType<typeof createCalendarBusy>;
