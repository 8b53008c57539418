import './zod-config';
import { z } from 'zod';
import { calendarDay, email, errorSchema, httpAddress, isoDate, storable, text } from './common';

/** Call booking (issue 47, decision 126): staff availability and the slots a visitor may book. */

/** Every booked call lasts this long: the contact page promises a 20-minute call. */
export const CALL_MINUTES = 20;
/** How far ahead a person may let visitors book. */
export const MAX_HORIZON_DAYS = 60;
/** The widest window one slots request may ask for. */
export const MAX_SLOT_RANGE_DAYS = 31;
export const MAX_BUFFER_MINUTES = 240;
/** Two weeks: more notice than that is no longer "book the call now". */
export const MAX_NOTICE_MINUTES = 14 * 24 * 60;

/** ISO weekdays, Monday = 1 (as luxon's `weekday`). */
export const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** An IANA zone name ("Europe/Berlin", "UTC"), not an offset such as "+01:00". */
export const isTimeZone = (value: string): boolean => /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(value) && knownToIntl(value);

/** What the runtime's time-zone data knows (Intl, so the browser's bundle needs no time-zone library). */
function knownToIntl(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const timeZoneField = (field: string) => z.string().max(64).refine(isTimeZone, `${field} must be an IANA time zone such as Europe/Berlin`);

/** "HH:MM" on a 24-hour clock; "24:00" is the end of the day (only as `to`). */
const clockTime = (field: string, endOfDay: boolean) =>
  z
    .string()
    .regex(
      endOfDay ? /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/ : /^([01]\d|2[0-3]):[0-5]\d$/,
      `${field} must be a time HH:MM${endOfDay ? ' (up to 24:00)' : ''}`,
    );

/** Minutes since midnight of an "HH:MM". */
export const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export const weeklyRangeSchema = z
  .object({
    day: z
      .number({ message: 'day must be a weekday 1–7 (Monday = 1)' })
      .int()
      .min(1, 'day must be a weekday 1–7 (Monday = 1)')
      .max(7, 'day must be a weekday 1–7 (Monday = 1)'),
    from: clockTime('from', false),
    to: clockTime('to', true),
  })
  .refine((r) => minutesOf(r.from) < minutesOf(r.to), { message: 'to must be later than from', path: ['to'] });
export type WeeklyRange = z.infer<typeof weeklyRangeSchema>;

const boundedMinutes = (field: string, max: number) =>
  z
    .number({ message: `${field} must be a number of minutes` })
    .int(`${field} must be whole minutes`)
    .min(0, `${field} must be 0 or more`)
    .max(max, `${field} must be at most ${max} minutes`);

/** One person's bookable time: what they send and what they read back. */
export const availabilitySchema = z
  .object({
    /** Opted in: visitors may book calls with this person. */
    takesCalls: z.boolean({ message: 'takesCalls must be true or false' }),
    /** The zone the weekly hours and the exceptions' dates are in. */
    timeZone: timeZoneField('timeZone'),
    weekly: z.array(weeklyRangeSchema).max(42, 'weekly may hold at most 42 ranges'),
    /** Whole days off (dates in `timeZone`). */
    exceptions: z.array(calendarDay('exceptions')).max(366, 'exceptions may hold at most 366 days'),
    /** Kept free before and after every busy time. */
    bufferMinutes: boundedMinutes('bufferMinutes', MAX_BUFFER_MINUTES),
    /** The earliest bookable start is this long after now. */
    noticeMinutes: boundedMinutes('noticeMinutes', MAX_NOTICE_MINUTES),
    /** Days ahead (in `timeZone`) that may be booked. */
    horizonDays: z
      .number({ message: 'horizonDays must be a number of days' })
      .int('horizonDays must be whole days')
      .min(1, 'horizonDays must be at least 1')
      .max(MAX_HORIZON_DAYS, `horizonDays must be at most ${MAX_HORIZON_DAYS}`),
  })
  .superRefine((body, ctx) => {
    // Ranges of one weekday must not overlap (touching, 12:00–13:00 and 13:00–14:00, is fine).
    const indexed = body.weekly.map((range, index) => ({ range, index }));
    for (let day = 1; day <= 7; day++) {
      const ranges = indexed.filter((r) => r.range.day === day).sort((a, b) => minutesOf(a.range.from) - minutesOf(b.range.from));
      for (let i = 1; i < ranges.length; i++) {
        const before = ranges[i - 1]!.range;
        const next = ranges[i]!;
        if (minutesOf(next.range.from) < minutesOf(before.to)) {
          ctx.addIssue({
            code: 'custom',
            path: ['weekly', next.index, 'from'],
            message: `weekly: ${WEEKDAY_NAMES[day - 1]}'s ranges ${before.from}–${before.to} and ${next.range.from}–${next.range.to} overlap`,
          });
        }
      }
    }
  });
export type Availability = z.infer<typeof availabilitySchema>;

/** What a person who never saved theirs reads: not taking calls, weekdays 09:00–17:00 in the site's zone. */
export const defaultAvailability = (timeZone: string): Availability => ({
  takesCalls: false,
  timeZone,
  weekly: [1, 2, 3, 4, 5].map((day) => ({ day, from: '09:00', to: '17:00' })),
  exceptions: [],
  bufferMinutes: 10,
  noticeMinutes: 240,
  horizonDays: 14,
});

/** GET /api/booking/slots: days `from`…`to` (inclusive) in the visitor's zone `tz`. */
export const slotsQuery = z
  .object({
    from: calendarDay('from'),
    to: calendarDay('to'),
    tz: timeZoneField('tz'),
  })
  .superRefine((q, ctx) => {
    const days = (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 + 1;
    if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: 'to must be the same day as from or later' });
    else if (days > MAX_SLOT_RANGE_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: `to must be at most ${MAX_SLOT_RANGE_DAYS} days from from (both included)` });
  });
export type SlotsQuery = z.infer<typeof slotsQuery>;

export const slotSchema = z.object({
  /** The call's start and end, ISO instants in UTC. */
  start: z.string(),
  end: z.string(),
  /** The start in the visitor's zone, in words: "Monday 30 March, 09:00". */
  label: z.string(),
  /** The start's day (YYYY-MM-DD) and time (HH:MM) in the visitor's zone, for grouping by day. */
  day: z.string(),
  time: z.string(),
});
export type Slot = z.infer<typeof slotSchema>;

export const slotsSchema = z.object({
  timeZone: z.string(),
  durationMinutes: z.number().int(),
  slots: z.array(slotSchema),
});
export type Slots = z.infer<typeof slotsSchema>;

/** A booking's state (decision 127): booked, cancelled by either side, or the visitor did not come. */
export const BOOKING_STATUSES = ['booked', 'cancelled', 'no_show'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** A lead's reference as the visitor was given it (`L-7F3A-91C2-0B4E`). */
const leadReferenceField = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^L-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}$/, 'leadReference must be a reference such as L-7F3A-91C2-0B4E');

/** POST /api/booking: the visitor books the call that starts at `start` (a slot's `start`). */
export const createBookingBody = z.object({
  start: z.iso.datetime({ offset: true, message: 'start must be an ISO date and time, e.g. 2027-03-15T08:00:00Z' }),
  name: text(200).min(1, 'name is required'),
  email,
  /** The lead of the contact form just sent (its thank-you offers the slots). */
  leadReference: leadReferenceField.optional(),
  note: text(2000).default(''),
  /** The visitor's zone, for the times in their mail; default UTC. */
  timeZone: timeZoneField('timeZone').default('UTC'),
});
export type CreateBookingBody = z.input<typeof createBookingBody>;

/** What the visitor gets back: when, with whom (first name only), and the lead it belongs to. */
export const bookingCreatedSchema = z.object({
  _id: z.string(),
  start: isoDate,
  end: isoDate,
  timeZone: z.string(),
  /** "Monday 15 March, 09:00" in `timeZone`. */
  label: z.string(),
  withName: z.string(),
  leadReference: z.string(),
  status: z.enum(BOOKING_STATUSES),
});
export type BookingCreated = z.infer<typeof bookingCreatedSchema>;

/** 409: the slot went meanwhile (or was never offered); the next free ones to choose from. */
export const slotTakenSchema = errorSchema.extend({ nextSlots: z.array(slotSchema) });

/** POST /api/booking/{id}/cancel: the visitor's token from their mail; staff send none (leads.work). */
export const cancelBookingBody = z.object({ token: z.string().max(200).optional() });

/**
 * POST /api/booking/{id}/reschedule (decision 133): the visitor moves their call to another free slot
 * with the reschedule token from their mail (once: the move gives new links). The same person takes it.
 */
export const rescheduleBookingBody = z.object({
  token: z.string().min(1, 'token is required').max(200),
  start: createBookingBody.shape.start,
  /** The visitor's zone for the new invitation's times (and a 409's next slots); default: the booking's. */
  timeZone: timeZoneField('timeZone').optional(),
});
export type RescheduleBookingBody = z.input<typeof rescheduleBookingBody>;

/** GET /api/booking/{id}/reschedule?token&tz: the call as it is booked and its person's free slots. */
export const rescheduleOptionsQuery = z.object({
  token: z.string().min(1, 'token is required').max(200),
  tz: timeZoneField('tz').optional(),
});
export const rescheduleOptionsSchema = z.object({
  booking: bookingCreatedSchema,
  /** The same person's free slots over the next 14 days, in `tz` (default the booking's zone). */
  slots: z.array(slotSchema),
});
export type RescheduleOptions = z.infer<typeof rescheduleOptionsSchema>;

/** A booking as staff read it ("My calls"). */
export const bookingSchema = z.object({
  _id: z.string(),
  start: isoDate,
  end: isoDate,
  status: z.enum(BOOKING_STATUSES),
  personId: z.string(),
  personName: z.string(),
  leadId: z.string(),
  leadReference: z.string(),
  visitorName: z.string(),
  visitorEmail: z.string(),
  note: z.string(),
  timeZone: z.string(),
  createdAt: isoDate,
  cancelledAt: isoDate.nullable(),
});
export type Booking = z.infer<typeof bookingSchema>;
export const bookingListSchema = z.array(bookingSchema);

/** GET /api/bookings: `mine=1` for one's own calls; `from`/`to` instants (default: from now on); soonest first, at most 200. */
export const bookingListQuery = z.object({
  mine: z.enum(['0', '1'], { message: 'mine must be 0 or 1' }).optional(),
  from: z.iso.datetime({ offset: true, message: 'from must be an ISO date and time' }).optional(),
  to: z.iso.datetime({ offset: true, message: 'to must be an ISO date and time' }).optional(),
  status: z.enum(BOOKING_STATUSES).optional(),
});
export type BookingListQuery = z.infer<typeof bookingListQuery>;

/** GET /api/bookings/{id}/move?tz: a call staff may move, and its person's free slots over the next 14 days in `tz` (default UTC). */
export const moveCallQuery = z.object({ tz: timeZoneField('tz').optional() });
export const moveCallOptionsSchema = z.object({ booking: bookingSchema, slots: z.array(slotSchema) });
export type MoveCallOptions = z.infer<typeof moveCallOptionsSchema>;

/** POST /api/bookings/{id}/reschedule: staff move a call to another free slot of the same person; the visitor gets the updated invitation. */
export const moveCallBody = z.object({ start: createBookingBody.shape.start });
export type MoveCallBody = z.infer<typeof moveCallBody>;

/** PATCH /api/bookings/{id}: staff mark a past call a no-show (or undo it: booked). */
export const updateBookingBody = z.object({
  status: z.enum(['booked', 'no_show'], { message: 'status must be booked or no_show (cancel with POST …/cancel)' }),
});

/**
 * GET/PUT /api/account/calendar (issue 47 point 2, decision 135): one's own CalDAV calendar. The
 * password is never answered; `lastError` says why the last read or write failed (null when it worked).
 */
export const calendarConnectionSchema = z.object({
  connected: z.boolean(),
  url: z.string(),
  username: z.string(),
  calendarName: z.string(),
  checkedAt: isoDate.nullable(),
  lastError: z.string().nullable(),
});
export type CalendarConnection = z.infer<typeof calendarConnectionSchema>;

/** PUT /api/account/calendar: where the calendar is (a server, a principal or a calendar's address), and an app password for it. */
export const calendarConnectBody = z.object({
  url: httpAddress,
  username: text(200).min(1, 'username is required'),
  password: storable().min(1, 'password is required').max(500, 'password is at most 500 characters'),
});
export type CalendarConnectBody = z.infer<typeof calendarConnectBody>;
