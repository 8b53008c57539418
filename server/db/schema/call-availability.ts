import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { WeeklyRange } from '../../../contract/booking';
import { updatedAt } from './timestamps';
import { users } from './users';

/**
 * When a staff member takes calls (issue 47, decision 126): one row per person, written by
 * PUT /api/account/availability; a person without a row does not take calls.
 */
export const callAvailability = pgTable(
  'call_availability',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    takesCalls: boolean('takes_calls').notNull().default(false),
    /** IANA zone of the weekly hours and the exceptions' dates. */
    timeZone: text('time_zone').notNull(),
    /** [{ day: 1–7 (ISO, Monday = 1), from: 'HH:MM', to: 'HH:MM' }], checked by contract/booking.ts. */
    weekly: jsonb('weekly').$type<WeeklyRange[]>().notNull().default([]),
    /** Days off, 'YYYY-MM-DD' in `time_zone`. */
    exceptions: jsonb('exceptions').$type<string[]>().notNull().default([]),
    bufferMinutes: integer('buffer_minutes').notNull().default(0),
    noticeMinutes: integer('notice_minutes').notNull().default(0),
    horizonDays: integer('horizon_days').notNull().default(14),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('call_availability_buffer_check', sql`${t.bufferMinutes} BETWEEN 0 AND 240`),
    check('call_availability_notice_check', sql`${t.noticeMinutes} BETWEEN 0 AND 20160`),
    check('call_availability_horizon_check', sql`${t.horizonDays} BETWEEN 1 AND 60`),
  ],
);

export type CallAvailabilityRow = typeof callAvailability.$inferSelect;
