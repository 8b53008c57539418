import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { trustedDevices } from '../db/schema/index';
import { hashToken, newToken } from '../lib/tokens';

/** Device cookies (docs/decisions/008-device-cookies.md). Works on the database or inside a transaction. */
export function createTrustedDevicesRepository(db: Db) {
  return {
    async create(userId: string, ttlDays: number): Promise<{ token: string; expiresAt: Date }> {
      const token = newToken();
      const expiresAt = new Date(Date.now() + ttlDays * 86_400_000);
      await db.insert(trustedDevices).values({ tokenHash: hashToken(token), userId, expiresAt });
      return { token, expiresAt };
    },
    /** The device's id when the token is a live device cookie of that user. */
    async find(token: string, userId: string): Promise<string | null> {
      const [row] = await db
        .select({ id: trustedDevices.id })
        .from(trustedDevices)
        .where(and(eq(trustedDevices.tokenHash, hashToken(token)), eq(trustedDevices.userId, userId), gt(trustedDevices.expiresAt, new Date())))
        .limit(1);
      return row?.id ?? null;
    },
  };
}
export type TrustedDevicesRepository = ReturnType<typeof createTrustedDevicesRepository>;
