import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { settings } from '../db/schema/index';

const REQUIRE_TWO_FACTOR = 'require-two-factor';
/** When the backup command line last backed up a stopped server's data (its HTTP path is in the audit log). */
const LAST_BACKUP = 'last-backup-at';
/** The site went live (decision 115): `{ at, byId, byName }`; no row while not launched. */
const SITE_LAUNCH = 'site-launch';
/** The HMAC key of reply routing addresses (decision 129): 32 random bytes, base64, made once per installation. */
const INBOUND_ROUTING_KEY = 'inbound-routing-key';

export interface SiteLaunchRecord {
  at: Date;
  byId: string | null;
  byName: string;
}

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
    /** The routing key, made on first use (two processes racing keep the first one written). */
    async inboundRoutingKey(): Promise<Buffer> {
      await db
        .insert(settings)
        .values({ key: INBOUND_ROUTING_KEY, value: randomBytes(32).toString('base64') })
        .onConflictDoNothing({ target: settings.key });
      const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, INBOUND_ROUTING_KEY)).limit(1);
      return Buffer.from(String(row!.value), 'base64');
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
    /** When and by whom the site was launched; null while it is not (a fresh site). */
    async siteLaunch(): Promise<SiteLaunchRecord | null> {
      const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, SITE_LAUNCH)).limit(1);
      const value = row?.value as { at?: unknown; byId?: unknown; byName?: unknown } | undefined;
      const at = typeof value?.at === 'string' ? new Date(value.at) : null;
      if (!at || Number.isNaN(at.getTime())) return null;
      return { at, byId: typeof value?.byId === 'string' ? value.byId : null, byName: typeof value?.byName === 'string' ? value.byName : '' };
    },
    /** Launches the site unless it already is; true when this call launched it. */
    async recordLaunch(launch: SiteLaunchRecord): Promise<boolean> {
      const rows = await db
        .insert(settings)
        .values({ key: SITE_LAUNCH, value: { at: launch.at.toISOString(), byId: launch.byId, byName: launch.byName } })
        .onConflictDoNothing({ target: settings.key })
        .returning({ key: settings.key });
      return rows.length > 0;
    },
    /** Takes the launch back; true when the site was launched. */
    async withdrawLaunch(): Promise<boolean> {
      const rows = await db.delete(settings).where(eq(settings.key, SITE_LAUNCH)).returning({ key: settings.key });
      return rows.length > 0;
    },
  };
}
export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
