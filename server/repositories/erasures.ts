import { createHash } from 'node:crypto';
import { and, eq, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companies, erasures, leads, people, subscriptions } from '../db/schema/index';
import type { Actor } from './leads';

/** What one erasure removed; `contacts` (the leads) keeps the name of the answer and of the stored record. */
export type Erased = { emailSha256: string; contacts: number; subscriptions: number };

export function createErasuresRepository(db: Db) {
  return {
    /**
     * Removes the person of one address (decision 125), every lead of theirs or sent from the address
     * (notes and history go with their lead), their company when nobody else is left in it, and the
     * address's subscription; records that it was done: a hash of the address, the counts, who and when.
     */
    async erasePerson(email: string, actor: Actor, inTransaction?: (tx: Db, erased: Erased) => Promise<void>) {
      const address = email.trim().toLowerCase();
      const emailSha256 = createHash('sha256').update(address).digest('hex');
      return db.transaction(async (tx) => {
        const [person] = await tx.select({ id: people.id, companyId: people.companyId }).from(people).where(eq(people.email, address));
        const gone = await tx
          .delete(leads)
          .where(or(sql`lower(${leads.email}) = ${address}`, person ? eq(leads.personId, person.id) : undefined))
          .returning({ id: leads.id });
        if (person) {
          await tx.delete(people).where(eq(people.id, person.id));
          // A company with nobody left in it would keep what the person's enquiry named it: it goes too.
          if (person.companyId) {
            await tx.delete(companies).where(
              and(
                eq(companies.id, person.companyId),
                notExists(
                  tx
                    .select({ one: sql`1` })
                    .from(people)
                    .where(eq(people.companyId, person.companyId)),
                ),
                notExists(
                  tx
                    .select({ one: sql`1` })
                    .from(leads)
                    .where(eq(leads.companyId, person.companyId)),
                ),
              ),
            );
          }
        }
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
