import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contacts, erasures, subscriptions } from '../../db/schema/index';
import type { Actor } from '../../repositories/leads';

/**
 * Removes every lead and subscription of one address (notes and history go with their lead) and
 * records that it was done: a hash of the address, the counts, who and when.
 */
export async function erasePerson(
  db: Db,
  email: string,
  actor: Actor,
  inTransaction?: (tx: Db, erased: { emailSha256: string; contacts: number; subscriptions: number }) => Promise<void>,
) {
  const address = email.trim().toLowerCase();
  const emailSha256 = createHash('sha256').update(address).digest('hex');
  return db.transaction(async (tx) => {
    const gone = await tx
      .delete(contacts)
      .where(sql`lower(${contacts.email}) = ${address}`)
      .returning({ id: contacts.id });
    const subs = await tx.delete(subscriptions).where(eq(subscriptions.email, address)).returning({ id: subscriptions.id });
    const [record] = await tx
      .insert(erasures)
      .values({
        emailSha256,
        contacts: gone.length,
        subscriptions: subs.length,
        byUserId: actor.id,
        byName: actor.name,
      })
      .returning({ createdAt: erasures.createdAt });
    await inTransaction?.(tx, { emailSha256, contacts: gone.length, subscriptions: subs.length });
    return { contacts: gone.length, subscriptions: subs.length, erasedAt: (record?.createdAt ?? new Date()).toISOString() };
  });
}
