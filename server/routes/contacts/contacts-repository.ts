import { randomUUID } from 'node:crypto';
import { count, desc } from 'drizzle-orm';
import type { Contact } from '../../../contract/contacts';
import type { Db } from '../../db/client';
import { contacts, type ContactRow } from '../../db/schema/index';
import { createGroupCommit } from '../../lib/group-commit';

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
  // Ids are made here so each caller knows its row without relying on RETURNING's order.
  const insertMany = createGroupCommit(async (items: (NewContact & { id: string })[]) => {
    await db.insert(contacts).values(items);
    return items.map((i) => i.id);
  });
  return {
    /** Resolves once the enquiry is committed; answers its id. */
    insert(values: NewContact): Promise<string> {
      return insertMany({ ...values, id: randomUUID() });
    },
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
