import { and, eq, inArray } from 'drizzle-orm';
import type { Availability } from '@contract/booking';
import { rolesWith } from '@contract/roles';
import type { Db } from '../db/client';
import { callAvailability, users, type CallAvailabilityRow } from '../db/schema/index';

/** A person's availability as the slots computation reads it (server/booking/slots.ts). */
export interface PersonAvailability extends Omit<Availability, 'takesCalls'> {
  id: string;
}

const toAvailability = (row: CallAvailabilityRow): Availability => ({
  takesCalls: row.takesCalls,
  timeZone: row.timeZone,
  weekly: row.weekly,
  exceptions: row.exceptions,
  bufferMinutes: row.bufferMinutes,
  noticeMinutes: row.noticeMinutes,
  horizonDays: row.horizonDays,
});

/** Staff members' call hours (issue 47, decision 126): one row per person. */
export function createCallAvailabilityRepository(db: Db) {
  return {
    async find(userId: string): Promise<Availability | undefined> {
      const [row] = await db.select().from(callAvailability).where(eq(callAvailability.userId, userId)).limit(1);
      return row && toAvailability(row);
    },

    async save(userId: string, availability: Availability): Promise<Availability> {
      const values = { ...availability, updatedAt: new Date() };
      const [row] = await db
        .insert(callAvailability)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: callAvailability.userId, set: values })
        .returning();
      return toAvailability(row!);
    },

    /**
     * Everyone who opted in and whose role still works on leads (a person moved to another role
     * keeps their row, but takes no calls).
     */
    async takingCalls(): Promise<PersonAvailability[]> {
      const rows = await db
        .select({ availability: callAvailability })
        .from(callAvailability)
        .innerJoin(users, eq(users.id, callAvailability.userId))
        .where(and(eq(callAvailability.takesCalls, true), inArray(users.role, rolesWith('leads.work'))))
        .orderBy(callAvailability.userId);
      return rows.map(({ availability: row }) => {
        const { takesCalls: _, ...rest } = toAvailability(row);
        return { id: row.userId, ...rest };
      });
    },
  };
}
