import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { settings } from '../db/schema/index';

const REQUIRE_TWO_FACTOR = 'require-two-factor';

/** Site settings admins change at run time. */
export function createSettingsRepository(db: Db) {
  return {
    /** Every staff member must use a second factor (off until an admin turns it on). */
    async requireTwoFactor(): Promise<boolean> {
      const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, REQUIRE_TWO_FACTOR)).limit(1);
      return row?.value === true;
    },
    async setRequireTwoFactor(on: boolean): Promise<void> {
      await db
        .insert(settings)
        .values({ key: REQUIRE_TWO_FACTOR, value: on })
        .onConflictDoUpdate({ target: settings.key, set: { value: sql`excluded.value`, updatedAt: new Date() } });
    },
  };
}
export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
