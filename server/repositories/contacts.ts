import { desc } from 'drizzle-orm';
import type { Contact } from '@contract/contacts';
import type { Db } from '../db/client';
import { insertMany } from '../db/insert-many';
import { contacts, type ContactRow } from '../db/schema/index';
import type { Executes } from '../jobs/index';
import { createGroupCommit } from '../lib/group-commit';
import { acceptedRowStamp } from '../lib/time-ordered-id';
import { countedRows } from './row-counts';

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

/** Runs in the transaction that stores a batch of leads (their notification jobs), then once it committed. */
export interface LeadHooks {
  inTransaction(tx: Executes, contactIds: string[]): Promise<void>;
  afterCommit(): void;
}

export function createContactsRepository(db: Db, hooks?: LeadHooks) {
  // Id and time are set here, when the request is accepted: each caller knows its row without relying
  // on RETURNING's order, and rows written in one batch keep their own times instead of sharing now().
  const insertBatch = createGroupCommit(async (items: (NewContact & { id: string; createdAt: Date })[]) => {
    const ids = items.map((i) => i.id);
    await db.transaction(async (tx) => {
      await tx.execute(insertMany(contacts, items));
      // Suspected spam is kept but nobody is told (until staff mark it "Not spam").
      const toNotify = items.filter((i) => i.status !== 'spam').map((i) => i.id);
      if (toNotify.length) await hooks?.inTransaction(tx, toNotify);
    });
    hooks?.afterCommit();
    return ids;
  });
  return {
    /** Resolves once the enquiry is committed; answers its id. */
    insert(values: NewContact): Promise<string> {
      return insertBatch({ ...values, ...acceptedRowStamp() });
    },
    /** Newest first; within one millisecond the id, made in acceptance order, decides. */
    async list(): Promise<ContactRow[]> {
      return db.select().from(contacts).orderBy(desc(contacts.createdAt), desc(contacts.id));
    },
    /** Kept by triggers (row_counts), so the dashboard's stats never scan the table. */
    count(): Promise<number> {
      return countedRows(db, 'contacts');
    },
  };
}
export type ContactsRepository = ReturnType<typeof createContactsRepository>;
