import { createHash } from 'node:crypto';
import { and, eq, inArray, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companies, erasures, leads, people, subscriptions } from '../db/schema/index';
import type { Actor } from './leads';
import { mergeGroupOf, survivorOf } from './person-merges';
import { retriedOn } from './pg-error';

/** An erasure raced by enquiries from the address is run again at most this many times in all. */
const ERASE_ATTEMPTS = 3;

/** What one erasure removed; `contacts` (the leads) keeps the name of the answer and of the stored record. */
export type Erased = { emailSha256: string; contacts: number; subscriptions: number };

export function createErasuresRepository(db: Db) {
  return {
    /**
     * Removes the person of one address (decision 125), every lead of theirs or sent from the address
     * (notes and history go with their lead), their company when nobody else is left in it, and the
     * address's subscription; records that it was done: a hash of the address, the counts, who and when.
     * A merged person is one with their survivor (decision 130): the address of either erases the
     * survivor and everyone merged into them, with all their leads and merge records.
     */
    async erasePerson(email: string, actor: Actor, inTransaction?: (tx: Db, erased: Erased) => Promise<void>) {
      const address = email.trim().toLowerCase();
      const emailSha256 = createHash('sha256').update(address).digest('hex');
      // An enquiry from the address committed while this ran refers to the person (its foreign key): the
      // person's delete then fails (23503), and the erasure runs again, taking that lead too.
      return retriedOn('23503', ERASE_ATTEMPTS, () => eraseOnce(address, emailSha256, actor, inTransaction));
    },
  };

  function eraseOnce(address: string, emailSha256: string, actor: Actor, inTransaction?: (tx: Db, erased: Erased) => Promise<void>) {
    return db.transaction(async (tx) => {
      const [found] = await tx.select({ id: people.id }).from(people).where(eq(people.email, address));
      const survivor = found ? await survivorOf(tx, found.id) : null;
      const group = survivor ? await mergeGroupOf(tx, survivor) : [];
      const ids = group.map((p) => p.id);
      const addresses = [...new Set([address, ...group.map((p) => p.email)])];
      const gone = await tx
        .delete(leads)
        .where(or(sql`lower(${leads.email}) IN ${addresses}`, ids.length ? inArray(leads.personId, ids) : undefined))
        .returning({ id: leads.id });
      if (ids.length) {
        // One statement: merged_into points inside the group (checked at its end); merge records go with it (cascade).
        await tx.delete(people).where(inArray(people.id, ids));
        // A company with nobody left in it would keep what the person's enquiry named it: it goes too.
        for (const companyId of new Set(group.flatMap((p) => (p.companyId ? [p.companyId] : [])))) {
          await tx.delete(companies).where(
            and(
              eq(companies.id, companyId),
              notExists(
                tx
                  .select({ one: sql`1` })
                  .from(people)
                  .where(eq(people.companyId, companyId)),
              ),
              notExists(
                tx
                  .select({ one: sql`1` })
                  .from(leads)
                  .where(eq(leads.companyId, companyId)),
              ),
            ),
          );
        }
      }
      const subs = await tx.delete(subscriptions).where(inArray(subscriptions.email, addresses)).returning({ id: subscriptions.id });
      const [record] = await tx
        .insert(erasures)
        .values({ emailSha256, leads: gone.length, subscriptions: subs.length, byUserId: actor.id, byName: actor.name })
        .returning({ createdAt: erasures.createdAt });
      await inTransaction?.(tx, { emailSha256, contacts: gone.length, subscriptions: subs.length });
      return { contacts: gone.length, subscriptions: subs.length, erasedAt: (record?.createdAt ?? new Date()).toISOString() };
    });
  }
}
