import { and, count, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { recoveryCodes, twoFactor, type TwoFactorRow } from '../db/schema/index';
import { hashRecoveryCode } from '../lib/totp';

/** A user's authenticator and recovery codes. Works on the database or inside a transaction. */
export function createTwoFactorRepository(db: Db) {
  return {
    async find(userId: string): Promise<TwoFactorRow | undefined> {
      const [row] = await db.select().from(twoFactor).where(eq(twoFactor.userId, userId)).limit(1);
      return row;
    },

    async isEnabled(userId: string): Promise<boolean> {
      const row = await this.find(userId);
      return Boolean(row?.enabledAt);
    },

    /** Ids of the users with a confirmed authenticator. */
    async enabledUserIds(): Promise<Set<string>> {
      const rows = await db.select({ userId: twoFactor.userId }).from(twoFactor).where(isNotNull(twoFactor.enabledAt));
      return new Set(rows.map((r) => r.userId));
    },

    /** Starts (or restarts) enrolment with a new sealed secret; refused (false) once enabled. */
    async beginEnrolment(userId: string, sealedSecret: string): Promise<boolean> {
      const rows = await db
        .insert(twoFactor)
        .values({ userId, secret: sealedSecret })
        .onConflictDoUpdate({
          target: twoFactor.userId,
          set: { secret: sealedSecret, lastTimeStep: 0, createdAt: new Date() },
          setWhere: isNull(twoFactor.enabledAt),
        })
        .returning({ userId: twoFactor.userId });
      return rows.length > 0;
    },

    /**
     * Records a code's time step as used; false when that step (or a later one) was used already,
     * so two requests with the same code cannot both pass.
     */
    async useTimeStep(userId: string, timeStep: number): Promise<boolean> {
      const rows = await db
        .update(twoFactor)
        .set({ lastTimeStep: timeStep })
        .where(and(eq(twoFactor.userId, userId), lt(twoFactor.lastTimeStep, timeStep)))
        .returning({ userId: twoFactor.userId });
      return rows.length > 0;
    },

    /** Confirms enrolment and replaces the recovery codes (hashes only). */
    async enable(userId: string, codes: string[]): Promise<void> {
      await db.update(twoFactor).set({ enabledAt: new Date() }).where(eq(twoFactor.userId, userId));
      await this.replaceRecoveryCodes(userId, codes);
    },

    async replaceRecoveryCodes(userId: string, codes: string[]): Promise<void> {
      await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      await db.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: hashRecoveryCode(code) })));
    },

    /** Marks a recovery code used, in one statement: it works once, even when sent twice at once. */
    async useRecoveryCode(userId: string, code: string): Promise<boolean> {
      const rows = await db
        .update(recoveryCodes)
        .set({ usedAt: new Date() })
        .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, hashRecoveryCode(code)), isNull(recoveryCodes.usedAt)))
        .returning({ id: recoveryCodes.id });
      return rows.length > 0;
    },

    async recoveryCodesLeft(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
      return row?.n ?? 0;
    },

    /** Removes the authenticator and its recovery codes (disable, or an admin's reset). */
    async remove(userId: string): Promise<boolean> {
      await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      const rows = await db.delete(twoFactor).where(eq(twoFactor.userId, userId)).returning({ userId: twoFactor.userId });
      return rows.length > 0;
    },
  };
}
export type TwoFactorRepository = ReturnType<typeof createTwoFactorRepository>;
