import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { erasures, leads, subscriptions } from '../db/schema/index';
import type { Actor } from './leads';

/** What one erasure removed; `contacts` (the leads) keeps the name of the answer and of the stored record. */
export type Erased = { emailSha256: string; contacts: number; subscriptions: number };

export function createErasuresRepository(db: Db) {
  return {
    /**
     * Removes every lead and subscription of one address (notes and history go with their lead) and
     * records that it was done: a hash of the address, the counts, who and when.
     */
    async erasePerson(email: string, actor: Actor, inTransaction?: (tx: Db, erased: Erased) => Promise<void>) {
      const address = email.trim().toLowerCase();
      const emailSha256 = createHash('sha256').update(address).digest('hex');
      return db.transaction(async (tx) => {
        const gone = await tx
          .delete(leads)
          .where(sql`lower(${leads.email}) = ${address}`)
          .returning({ id: leads.id });
        const subs = await tx.delete(subscriptions).where(eq(subscriptions.email, address)).returning({ id: subscriptions.id });
        const [record] = await tx
          .insert(erasures)
          .values({ emailSha256, leads: gone.length, subscriptions: subs.length, byUserId: actor.id, byName: actor.name })
          .returning({ createdAt: erasures.createdAt });
        await inTransaction?.(tx, { emailSha256, contacts: gone.length, subscriptions: subs.length });
        return { contacts: gone.length, subscriptions: subs.length, erasedAt: (record?.createdAt ?? new Date()).toISOString() };
      });
    },
  };
}
