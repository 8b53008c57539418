import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { settings } from '../db/schema/index';

const REQUIRE_TWO_FACTOR = 'require-two-factor';
/** When the backup command line last backed up a stopped server's data (its HTTP path is in the audit log). */
const LAST_BACKUP = 'last-backup-at';

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
    async recordBackupTaken(at: Date): Promise<void> {
      await db
        .insert(settings)
        .values({ key: LAST_BACKUP, value: at.toISOString() })
        .onConflictDoUpdate({ target: settings.key, set: { value: sql`excluded.value`, updatedAt: new Date() } });
    },
    async lastBackupTaken(): Promise<Date | null> {
      const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, LAST_BACKUP)).limit(1);
      const at = typeof row?.value === 'string' ? new Date(row.value) : null;
      return at && !Number.isNaN(at.getTime()) ? at : null;
    },
  };
}
export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
