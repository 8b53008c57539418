import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { leads } from './leads';

/**
 * A lead's searchable text, kept by triggers (migration 0014) apart from the lead itself: status,
 * owner and version updates (bulk ones too) never touch the trigram index. With it what a search
 * over every lead needs besides the text (migration 0035, decision 131): whether the lead is spam and
 * when it arrived, so the capped count and the newest-first page come from the one trigram scan,
 * without reading each match's lead. Only a move into or out of spam, or a moved arrival, writes them.
 */
export const leadSearch = pgTable(
  'lead_search',
  {
    leadId: uuid('contact_id')
      .primaryKey()
      .references(() => leads.id, { onDelete: 'cascade' }),
    /** lower(name, email, company, reference, phone, the message's first 2,000 characters). */
    doc: text('doc').notNull(),
    /** status = 'spam' (the lists leave spam out unless asked for it). */
    spam: boolean('spam').notNull().default(false),
    /** The lead's created_at. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('lead_search_doc_trgm_idx').using('gin', sql`${t.doc} gin_trgm_ops`)],
);
