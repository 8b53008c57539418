import { leads } from '../../server/db/schema/index';
import type { Db } from '../../server/db/client';
import { acceptedRowStamp } from '../../server/lib/time-ordered-id';
import { validContact } from './fixtures';

/** A lead written straight into the database with its owner from the start (null: unassigned); answers its id. */
export async function insertLead(db: Db, ownerId: string | null, name: string): Promise<string> {
  const { RND, website: _, ...contact } = validContact({ name });
  const [row] = await db
    .insert(leads)
    .values({ ...acceptedRowStamp(), ...contact, rnd: RND, ownerId })
    .returning({ id: leads.id });
  return row!.id;
}
