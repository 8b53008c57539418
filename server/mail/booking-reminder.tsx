import { DateTime } from 'luxon';
import { CALL_MINUTES } from '@contract/booking';
import type { Repositories } from '../repositories/index';
import type { Executes, Jobs, QueueDefinition } from '../jobs/types';
import { keyedUuid } from '../lib/keyed-uuid';
import { visitorBookingLinks } from './booking-invitation';
import { leadUrl } from './lead-notification';
import { stableMessageId } from './message-id';
import { loadTemplates, renderEmail } from './render';
import type { Mailer, OutgoingMail } from './send-mail';
import type { LeadListMail } from './templates/lead-list';
import type { MailSettings } from './settings';
import { mailSiteName } from './site-name';

export const BOOKING_REMINDER_QUEUE = 'booking-reminder';

/** The two reminders before a call (issue 47 point 4, decision 133) and how long before its start each goes. */
export const REMINDERS = [
  { kind: '24h', beforeMs: 24 * 3_600_000, words: 'in 24 hours' },
  { kind: '1h', beforeMs: 3_600_000, words: 'in one hour' },
] as const;
export type ReminderKind = (typeof REMINDERS)[number]['kind'];

export interface BookingReminderJob {
  bookingId: string;
  kind: ReminderKind;
  /** The call's start when the reminder was queued (ISO): a call moved since is not reminded of by this job. */
  startsAt: string;
  /** The visitor's cancel token, for the link (stored nowhere else but hashed, as the invitation's). */
  token: string;
  /** The visitor's reschedule token, likewise. */
  rescheduleToken?: string;
}

/**
 * Queues the reminders still ahead, in the transaction that books the call (decision 133): each is
 * one pg-boss job with its start time, its id made from the booking, the kind and the call's start,
 * so it exists exactly once, survives restarts and is taken by one process. A reminder whose time
 * has passed already (a call booked less than 24 h or 1 h ahead) is not queued: the invitation just
 * arrived. `now` is the booking clock (a test seam): the job starts after the same span in real time.
 */
export async function queueBookingReminders(
  jobs: Jobs,
  tx: Executes,
  b: { bookingId: string; startsAt: Date; token: string; rescheduleToken: string; now: Date },
): Promise<ReminderKind[]> {
  const queued: ReminderKind[] = [];
  const startsAt = b.startsAt.toISOString();
  for (const r of REMINDERS) {
    const inMs = b.startsAt.getTime() - r.beforeMs - b.now.getTime();
    if (inMs <= 0) continue;
    await jobs.queue<BookingReminderJob>(
      BOOKING_REMINDER_QUEUE,
      { bookingId: b.bookingId, kind: r.kind, startsAt, token: b.token, rescheduleToken: b.rescheduleToken },
      { tx, id: keyedUuid(BOOKING_REMINDER_QUEUE, b.bookingId, r.kind, startsAt), startAfter: new Date(Date.now() + inMs) },
    );
    queued.push(r.kind);
  }
  return queued;
}

/** "Friday 26 March 2027 at 09:00, Central European Standard Time": the recipient's zone in words. */
export const timeInWords = (date: Date, zone: string) =>
  DateTime.fromJSDate(date, { zone }).setLocale('en-GB').toFormat("cccc d LLLL yyyy 'at' HH:mm', 'ZZZZZ");

/**
 * Sends one reminder to both sides, unless the call is no longer booked at that time (cancelled,
 * marked a no-show, moved) or has begun (the job ran late, a server was down). The Message-IDs are
 * made from the booking, kind and start: a retried job is not sent twice (the outbox knows it).
 */
export function bookingReminderQueue(
  repos: Pick<Repositories, 'bookings' | 'callAvailability' | 'queries'>,
  mailer: Mailer,
  settings: MailSettings,
  now: () => Date = () => new Date(),
): QueueDefinition<BookingReminderJob> {
  return {
    name: BOOKING_REMINDER_QUEUE,
    batchSize: 5,
    async handle(job) {
      const booking = await repos.bookings.find(job.bookingId);
      if (!booking) return;
      const { row } = booking;
      if (row.status !== 'booked' || row.startsAt.toISOString() !== job.startsAt || row.startsAt <= now()) return;
      const reminder = REMINDERS.find((r) => r.kind === job.kind);
      if (!reminder) return;
      const siteName = await mailSiteName(repos, settings.siteUrl);
      const { LeadListEmail, leadListText } = await loadTemplates();
      const subject = `booking-${row.id}-reminder-${job.kind}-${row.startsAt.getTime()}`;
      const send = async (part: 'staff' | 'visitor', to: string, mail: LeadListMail, extra: Pick<OutgoingMail, 'about'> = {}) =>
        mailer.send({
          messageId: stableMessageId(subject, part, settings.siteUrl),
          kind: `booking-reminder-${part}`,
          to: [to],
          subject: mail.heading,
          ...extra,
          ...(await renderEmail(<LeadListEmail {...mail} />, leadListText(mail))),
        });

      const url = leadUrl(settings.siteUrl, row.leadId);
      const staffZone = (await repos.callAvailability.find(row.userId))?.timeZone ?? 'UTC';
      const staffMail = {
        heading: `Reminder: call with ${row.visitorName} ${reminder.words}`,
        intro: `${timeInWords(row.startsAt, staffZone)}, ${CALL_MINUTES} minutes · ${row.visitorName} <${row.visitorEmail}>${row.note ? ` · “${row.note}”` : ''}`,
        sections: [{ title: 'The lead', items: [{ name: booking.leadName, service: 'call', reference: booking.leadReference, url }], more: 0 }],
        button: { href: url, text: 'Open the lead' },
        footer: siteName,
      };
      await send('staff', booking.personEmail, staffMail);

      const visitorMail = {
        heading: `Reminder: your call with ${booking.personName} of ${siteName} ${reminder.words}`,
        intro: `${timeInWords(row.startsAt, row.timeZone)}, ${CALL_MINUTES} minutes. If the time no longer suits you, choose another one or cancel the call.`,
        sections: [],
        ...visitorBookingLinks(settings.siteUrl, row.id, job),
        footer: siteName,
      };
      // A visitor's address refused for good is noted on the lead (decision 065).
      await send('visitor', row.visitorEmail, visitorMail, { about: { type: 'lead', id: row.leadId } });
    },
  };
}
