import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './timestamps';

export const contacts = pgTable(
  'contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    service: text('service').notNull(),
    budget: text('budget').notNull(),
    message: text('message').notNull().default(''),
    /** "RND" in the API: the visitor asks for an NDA. */
    rnd: boolean('rnd').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('contacts_created_idx').on(t.createdAt)],
);

export type ContactRow = typeof contacts.$inferSelect;
