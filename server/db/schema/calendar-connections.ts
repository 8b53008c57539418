import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { updatedAt } from './timestamps';
import { users } from './users';

/**
 * A staff member's CalDAV calendar (issue 47 point 2, decision 135): its busy times block their call
 * slots, and their booked calls are written into it. One per person; the password is sealed
 * (server/lib/secret-box.ts) like the second-factor secrets and never answered.
 */
export const calendarConnections = pgTable('calendar_connections', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The address the person gave (a server, their principal, or a calendar). */
  url: text('url').notNull(),
  /** The calendar collection found from it, where events are read and written. */
  calendarUrl: text('calendar_url').notNull(),
  calendarName: text('calendar_name').notNull().default(''),
  username: text('username').notNull(),
  passwordSealed: text('password_sealed').notNull(),
  /** The last read or write that reached the calendar, and the last one that failed (cleared by a success). */
  checkedAt: timestamp('checked_at', { withTimezone: true, mode: 'date', precision: 3 }),
  lastError: text('last_error'),
  updatedAt: updatedAt(),
});

export type CalendarConnectionRow = typeof calendarConnections.$inferSelect;
