import { count, desc } from 'drizzle-orm';
import type { Contact } from '../../../contract/contacts';
import type { Db } from '../../db/client';
import { contacts, type ContactRow } from '../../db/schema/index';

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

export function createContactsRepository(db: Db) {
  return {
    async insert(values: Omit<typeof contacts.$inferInsert, 'id' | 'createdAt'>): Promise<ContactRow> {
      const [row] = await db.insert(contacts).values(values).returning();
      return row!;
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
