import { count, desc } from 'drizzle-orm';
import type { Contact } from '../../contract/contacts';
import type { Db } from '../db/client';
import { contacts, type ContactRow } from '../db/schema/index';
import { createGroupCommit } from '../lib/group-commit';
import { acceptedRowStamp } from '../lib/time-ordered-id';

export function toContact(row: ContactRow): Contact {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    service: row.service,
    budget: row.budget,
    message: row.message,
    RND: row.rnd,
    createdAt: row.createdAt.toISOString(),
  };
}

type NewContact = Omit<typeof contacts.$inferInsert, 'id' | 'createdAt'>;

export function createContactsRepository(db: Db) {
  // Id and time are set here, when the request is accepted: each caller knows its row without relying
  // on RETURNING's order, and rows written in one batch keep their own times instead of sharing now().
  const insertMany = createGroupCommit(async (items: (NewContact & { id: string; createdAt: Date })[]) => {
    await db.insert(contacts).values(items);
    return items.map((i) => i.id);
  });
  return {
    /** Resolves once the enquiry is committed; answers its id. */
    insert(values: NewContact): Promise<string> {
      return insertMany({ ...values, ...acceptedRowStamp() });
    },
    /** Newest first; within one millisecond the id, made in acceptance order, decides. */
    async list(): Promise<ContactRow[]> {
      return db.select().from(contacts).orderBy(desc(contacts.createdAt), desc(contacts.id));
    },
    async count(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(contacts);
      return row?.n ?? 0;
    },
  };
}
export type ContactsRepository = ReturnType<typeof createContactsRepository>;
