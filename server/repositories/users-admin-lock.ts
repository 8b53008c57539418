import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users, type NewUserRow, type UserRow } from '../db/schema/index';

/**
 * Locks every admin row (in id order, so two callers cannot deadlock) and then the target row:
 * a change that could leave no admin checks the count under this lock.
 */
async function lockForAdminChange(tx: Db, id: string): Promise<{ target: UserRow | undefined; admins: number }> {
  const admins = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).orderBy(asc(users.id)).for('update');
  const [target] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  return { target, admins: admins.length };
}

/** Changes that must never leave the site without an administrator. */
export function keepingAnAdmin(db: Db) {
  return {
    /**
     * Changes an account's fields unless that leaves no admin (under the admin lock, as a delete).
     * A taken email throws the unique violation for the caller to answer.
     */
    async updateKeepingAnAdmin(
      id: string,
      patch: Partial<Pick<NewUserRow, 'name' | 'email' | 'phone' | 'profileImage' | 'role'>>,
      inTransaction?: (tx: Db, before: UserRow, after: UserRow) => Promise<void>,
    ): Promise<{ outcome: 'updated'; before: UserRow; after: UserRow } | { outcome: 'missing' | 'last-admin' }> {
      return db.transaction(async (tx) => {
        const { target, admins } = await lockForAdminChange(tx, id);
        if (!target) return { outcome: 'missing' as const };
        if (target.role === 'admin' && patch.role !== undefined && patch.role !== 'admin' && admins <= 1) return { outcome: 'last-admin' as const };
        const values = { ...patch, ...(patch.email === undefined ? {} : { email: patch.email.trim().toLowerCase() }) };
        const [after] = await tx
          .update(users)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(users.id, id))
          .returning();
        await inTransaction?.(tx, target, after!);
        return { outcome: 'updated' as const, before: target, after: after! };
      });
    },
    /**
     * Deletes a user unless it is the last admin. The admin rows are locked first, so two admins
     * deleting each other at the same moment cannot both pass the check and leave none.
     * `beforeDelete` runs in the transaction while the row still exists (a handover of its leads and posts).
     */
    async deleteKeepingAnAdmin(id: string, beforeDelete?: (tx: Db, target: UserRow) => Promise<void>): Promise<'deleted' | 'missing' | 'last-admin'> {
      return db.transaction(async (tx) => {
        const { target, admins } = await lockForAdminChange(tx, id);
        if (!target) return 'missing';
        if (target.role === 'admin' && admins <= 1) return 'last-admin';
        await beforeDelete?.(tx, target);
        await tx.delete(users).where(eq(users.id, id));
        return 'deleted';
      });
    },
  };
}
