import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { BOOKING_STATUSES } from '../../../contract/booking';
import { leads } from './leads';
import { createdAt } from './timestamps';
import { users } from './users';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });

/**
 * Booked calls (issue 47, decision 127): a visitor's 20-minute call with one staff member, part of a
 * lead. Two bookings of one person never overlap while booked: an exclusion constraint
 * (`bookings_no_overlap`, hand-written in migration 0032, btree_gist) that drizzle-kit cannot declare.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The staff member who takes the call. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    leadId: uuid('contact_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at').notNull(),
    visitorName: text('visitor_name').notNull(),
    visitorEmail: text('visitor_email').notNull(),
    note: text('note').notNull().default(''),
    /** The visitor's IANA zone, for the times in their mail. */
    timeZone: text('time_zone').notNull(),
    status: text('status', { enum: BOOKING_STATUSES }).notNull().default('booked'),
    /** The invitation's SEQUENCE (RFC 5545): 0 when booked, one more with each change sent (cancel). */
    sequence: integer('sequence').notNull().default(0),
    /** SHA-256 (hex) of the visitor's cancel token; the token itself is only in their mail. */
    cancelTokenHash: text('cancel_token_hash').notNull(),
    /** SHA-256 (hex) of the visitor's reschedule token (decision 133); null for calls booked before it existed. */
    rescheduleTokenHash: text('reschedule_token_hash'),
    createdAt: createdAt(),
    cancelledAt: instant('cancelled_at'),
  },
  (t) => [
    check('bookings_status_check', sql`${t.status} IN ('booked', 'cancelled', 'no_show')`),
    check('bookings_time_check', sql`${t.endsAt} > ${t.startsAt}`),
    index('bookings_user_starts_idx').on(t.userId, t.startsAt),
    index('bookings_contact_idx').on(t.leadId),
  ],
);

export type BookingRow = typeof bookings.$inferSelect;
