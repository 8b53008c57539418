import type { FastifyBaseLogger } from 'fastify';
import type { Repositories } from '../repositories/index';
import type { Executes, Jobs, QueueDefinition } from '../jobs/types';
import { createSecretBox } from '../lib/secret-box';
import { bookingInvite } from '../mail/booking-invitation';
import { mailSiteName } from '../mail/site-name';
import { createCalDav, type CalDav } from './caldav';
import { accountOf, createCalendarBusy } from './calendar-busy-source';

export const CALENDAR_SYNC_QUEUE = 'booking-calendar';

/** One booking's event in its person's calendar, brought to the booking's state (written, moved or removed). */
export interface CalendarSyncJob {
  bookingId: string;
}

export interface CalendarsOptions {
  repos: Repositories;
  /** CALDAV_ALLOW_PRIVATE. */
  allowPrivate: boolean;
  /** TWO_FACTOR_KEY: the passwords are sealed as the second-factor secrets are. */
  sealKey: string | undefined;
  siteUrl: string;
  logger?: FastifyBaseLogger;
  /** The booking clock (a test seam, decision 127). */
  now?: () => Date;
  /** A test seam: another CalDAV client. */
  caldav?: CalDav;
}

/** The calendar object's name for a booking: the same on every write, so a move replaces it. */
export const bookingObjectName = (bookingId: string) => `booking-${bookingId}.ics`;

/** Queued in the transaction that books, moves or cancels, beside the mails. */
export async function queueCalendarSync(jobs: Jobs, tx: Executes, bookingId: string): Promise<void> {
  await jobs.queue<CalendarSyncJob>(CALENDAR_SYNC_QUEUE, { bookingId }, { tx });
}

/**
 * Staff members' CalDAV calendars (issue 47 point 2, decision 135): the client, the busy times the
 * slots read, and the job that writes each booked call into its person's calendar.
 */
export function createCalendars({ repos, allowPrivate, sealKey, siteUrl, logger, now, caldav = createCalDav({ allowPrivate }) }: CalendarsOptions) {
  const box = createSecretBox(sealKey);
  const host = new URL(siteUrl).hostname;
  const busy = createCalendarBusy({
    repos,
    caldav,
    box,
    isOwnEvent: (uid) => uid.startsWith('booking-') && uid.endsWith(`@${host}`),
    ...(logger ? { logger } : {}),
    ...(now ? { now } : {}),
  });

  const syncQueue: QueueDefinition<CalendarSyncJob> = {
    name: CALENDAR_SYNC_QUEUE,
    batchSize: 5,
    // A calendar server that is down is tried for about eight hours (2 s doubling to 15 min), then given up: the call stays booked and mailed.
    retry: { limit: 40 },
    async handle({ bookingId }) {
      const booking = await repos.bookings.find(bookingId);
      if (!booking) return;
      const row = await repos.calendarConnections.find(booking.row.userId);
      const account = row && accountOf(row, box);
      if (!row || !account) return;
      try {
        if (booking.row.status === 'cancelled') await caldav.remove(account, bookingObjectName(bookingId));
        else
          await caldav.put(account, bookingObjectName(bookingId), bookingInvite(booking, undefined, await mailSiteName(repos, siteUrl), { siteUrl }));
      } catch (err) {
        await repos.calendarConnections.checked(row.userId, (err as Error).message);
        throw err;
      }
      if (row.lastError) await repos.calendarConnections.checked(row.userId, null);
    },
  };

  return { caldav, box, busy, queues: [syncQueue as QueueDefinition<object>] };
}

export type Calendars = ReturnType<typeof createCalendars>;
