import { DateTime } from 'luxon';
import { CALL_MINUTES } from '@contract/booking';
import type { Repositories } from '../repositories/index';
import type { BookingWithPeople } from '../repositories/bookings';
import type { Executes, Jobs, QueueDefinition } from '../jobs/types';
import { calendarInvite } from '../booking/ics';
import { keyedUuid } from '../lib/keyed-uuid';
import { leadUrl } from './lead-notification';
import { stableMessageId } from './message-id';
import { loadTemplates, renderEmail } from './render';
import type { Mailer } from './send-mail';
import type { MailSettings } from './settings';
import { mailSiteName } from './site-name';

export const BOOKING_MAIL_QUEUE = 'booking-mail';

/** One booking's mails to both sides: the invitation, or its cancellation (decision 127). */
export interface BookingMailJob {
  bookingId: string;
  method: 'REQUEST' | 'CANCEL';
  /** The visitor's cancel token (REQUEST only): in their link, stored nowhere else but hashed. */
  token?: string;
  /** The visitor's reschedule token (REQUEST only, decision 133), as the cancel token. */
  rescheduleToken?: string;
  /** The invitation's SEQUENCE when the call was moved (decision 133): an updated invitation. */
  sequence?: number;
}

/** The visitor's single-purpose cancel link. */
export const bookingCancelUrl = (siteUrl: string, bookingId: string, token: string) =>
  `${siteUrl}/book/cancel?booking=${encodeURIComponent(bookingId)}&token=${encodeURIComponent(token)}`;

/** The visitor's single-purpose reschedule link (decision 133). */
export const bookingRescheduleUrl = (siteUrl: string, bookingId: string, token: string) =>
  `${siteUrl}/book/reschedule?booking=${encodeURIComponent(bookingId)}&token=${encodeURIComponent(token)}`;

/** The visitor's links in a booked call's mails: another time (first, when there is a token), cancel. */
export function visitorBookingLinks(siteUrl: string, bookingId: string, tokens: { token: string; rescheduleToken?: string | undefined }) {
  const cancel = { href: bookingCancelUrl(siteUrl, bookingId, tokens.token), text: 'Cancel the call' };
  return tokens.rescheduleToken
    ? { button: { href: bookingRescheduleUrl(siteUrl, bookingId, tokens.rescheduleToken), text: 'Choose another time' }, links: [cancel] }
    : { button: cancel, links: [] };
}

/** The event's UID, the same in the invitation and its cancellation. */
export const bookingUid = (bookingId: string, siteUrl: string) => `booking-${bookingId}@${new URL(siteUrl).hostname}`;

/** Queued in the transaction that books or cancels, so the mails exist exactly when the change does. */
export async function queueBookingMail(jobs: Jobs, tx: Executes, job: BookingMailJob): Promise<void> {
  // The invitation's job is the booking's id (once per booking), a moved call's its id and new SEQUENCE;
  // a cancellation happens once (booked → cancelled).
  const id = job.method === 'CANCEL' ? undefined : job.sequence ? keyedUuid(BOOKING_MAIL_QUEUE, job.bookingId, String(job.sequence)) : job.bookingId;
  await jobs.queue<BookingMailJob>(BOOKING_MAIL_QUEUE, job, id ? { tx, id } : { tx });
}

const when = (date: Date, zone: string) => DateTime.fromJSDate(date, { zone }).setLocale('en-GB').toFormat("cccc d LLLL yyyy, HH:mm '('ZZZZ')'");

export function bookingMailQueue(
  repos: Pick<Repositories, 'bookings' | 'callAvailability' | 'queries'>,
  mailer: Mailer,
  settings: MailSettings,
): QueueDefinition<BookingMailJob> {
  return {
    name: BOOKING_MAIL_QUEUE,
    batchSize: 5,
    async handle(job) {
      const booking = await repos.bookings.find(job.bookingId);
      if (!booking) return;
      const siteName = await mailSiteName(repos, settings.siteUrl);
      const { LeadListEmail, leadListText } = await loadTemplates();
      const ics = bookingInvite(booking, job.method, siteName, settings);
      const attachments = [{ filename: 'call.ics', content: ics, contentType: `text/calendar; charset=utf-8; method=${job.method}` }];
      const cancelled = job.method === 'CANCEL';
      const moved = !cancelled && Boolean(job.sequence);
      const { row } = booking;
      // A moved call's updated invitation is a message of its own (the first one was sent already).
      const messageSubject = `booking-${row.id}-${job.method}${moved ? `-${row.sequence}` : ''}`;
      const url = leadUrl(settings.siteUrl, row.leadId);
      // The staff member reads the time in the zone of their call hours.
      const staffZone = (await repos.callAvailability.find(row.userId))?.timeZone ?? 'UTC';

      const staffMail = {
        heading: cancelled
          ? `Call cancelled: ${booking.leadName}`
          : moved
            ? `Call moved: ${booking.leadName}`
            : `Call booked with you: ${booking.leadName}`,
        intro: `${when(row.startsAt, staffZone)} · ${row.visitorName} <${row.visitorEmail}>${row.note ? ` · “${row.note}”` : ''}`,
        sections: [{ title: 'The lead', items: [{ name: booking.leadName, service: 'call', reference: booking.leadReference, url }], more: 0 }],
        button: { href: url, text: 'Open the lead' },
        footer: siteName,
      };
      await mailer.send({
        messageId: stableMessageId(messageSubject, 'staff', settings.siteUrl),
        kind: 'booking-staff',
        to: [booking.personEmail],
        subject: staffMail.heading,
        attachments,
        ...(await renderEmail(<LeadListEmail {...staffMail} />, leadListText(staffMail))),
      });

      const visitorMail = {
        heading: cancelled
          ? `Your call with ${siteName} is cancelled`
          : `Your call with ${booking.personName} of ${siteName}${moved ? ' is moved' : ''}`,
        intro: `${when(row.startsAt, row.timeZone)}, ${CALL_MINUTES} minutes. ${
          cancelled ? 'The call will not take place.' : `The ${moved ? 'updated ' : ''}invitation is attached for your calendar.`
        }`,
        sections: [],
        ...(!cancelled && job.token
          ? visitorBookingLinks(settings.siteUrl, row.id, { token: job.token, rescheduleToken: job.rescheduleToken })
          : { button: { href: settings.siteUrl, text: siteName } }),
        footer: siteName,
      };
      await mailer.send({
        messageId: stableMessageId(messageSubject, 'visitor', settings.siteUrl),
        kind: 'booking-visitor',
        to: [row.visitorEmail],
        subject: visitorMail.heading,
        attachments,
        about: { type: 'lead', id: row.leadId },
        ...(await renderEmail(<LeadListEmail {...visitorMail} />, leadListText(visitorMail))),
      });
    },
  };
}

/** The booked call as iCalendar: a mail's invitation or cancellation (`method`), or, without one, the event written into a calendar. */
export function bookingInvite(
  booking: BookingWithPeople,
  method: 'REQUEST' | 'CANCEL' | undefined,
  siteName: string,
  settings: Pick<MailSettings, 'siteUrl'>,
): string {
  const { row } = booking;
  return calendarInvite({
    ...(method ? { method } : {}),
    uid: bookingUid(row.id, settings.siteUrl),
    sequence: row.sequence,
    start: row.startsAt,
    end: row.endsAt,
    // A moved call's updated invitation is stamped when it is sent (DTSTAMP only orders the versions; SEQUENCE decides).
    stamp: method === 'CANCEL' ? (row.cancelledAt ?? new Date()) : row.sequence ? new Date() : row.createdAt,
    summary: `Call: ${row.visitorName} and ${booking.personName} (${siteName})`,
    description: `A 20-minute call about ${booking.leadReference}.${row.note ? `\n${row.note}` : ''}`,
    organizer: { name: booking.personName, email: booking.personEmail },
    attendees: [{ name: row.visitorName, email: row.visitorEmail }],
    url: settings.siteUrl,
  });
}
