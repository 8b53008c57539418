import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { leads } from './leads';
import { createdAt } from './timestamps';
import { users } from './users';

/** Staff notes on a lead; the author's name is kept so a note outlives its author's account. */
export const leadNotes = pgTable(
  'lead_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('contact_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('lead_notes_contact_idx').on(t.leadId, t.createdAt)],
);

export type LeadNoteRow = typeof leadNotes.$inferSelect;
