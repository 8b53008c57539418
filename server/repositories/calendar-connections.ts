import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { callAvailability, calendarConnections, type CalendarConnectionRow } from '../db/schema/index';

export type CalendarConnectionValues = Pick<CalendarConnectionRow, 'url' | 'calendarUrl' | 'calendarName' | 'username' | 'passwordSealed'>;

/** Staff members' CalDAV calendars (issue 47 point 2, decision 135): one row per person. */
export function createCalendarConnectionRepository(db: Db) {
  return {
    async find(userId: string): Promise<CalendarConnectionRow | undefined> {
      const [row] = await db.select().from(calendarConnections).where(eq(calendarConnections.userId, userId)).limit(1);
      return row;
    },

    /** The calendars of everyone who takes calls, each with the zone of their call hours (floating times are read in it). */
    async ofCallTakers(): Promise<(CalendarConnectionRow & { timeZone: string })[]> {
      const rows = await db
        .select({ connection: calendarConnections, timeZone: callAvailability.timeZone })
        .from(calendarConnections)
        .innerJoin(callAvailability, eq(callAvailability.userId, calendarConnections.userId))
        .where(eq(callAvailability.takesCalls, true));
      return rows.map(({ connection, timeZone }) => ({ ...connection, timeZone }));
    },

    /** Connects (or replaces) a person's calendar, checked just now. */
    async save(userId: string, values: CalendarConnectionValues): Promise<CalendarConnectionRow> {
      const set = { ...values, checkedAt: new Date(), lastError: null, updatedAt: new Date() };
      const [row] = await db
        .insert(calendarConnections)
        .values({ userId, ...set })
        .onConflictDoUpdate({ target: calendarConnections.userId, set })
        .returning();
      return row!;
    },

    async remove(userId: string): Promise<boolean> {
      const rows = await db.delete(calendarConnections).where(eq(calendarConnections.userId, userId)).returning({ id: calendarConnections.userId });
      return rows.length > 0;
    },

    /** Records how the last read or write went: a success clears the error. */
    async checked(userId: string, error: string | null): Promise<void> {
      await db.update(calendarConnections).set({ checkedAt: new Date(), lastError: error }).where(eq(calendarConnections.userId, userId));
    },
  };
}
