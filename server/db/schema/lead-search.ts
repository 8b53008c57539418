import { sql } from 'drizzle-orm';
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { leads } from './leads';

/**
 * A lead's searchable text, kept by triggers (migration 0014) apart from the lead itself: status,
 * owner and version updates (bulk ones too) never touch the trigram index.
 */
export const leadSearch = pgTable(
  'lead_search',
  {
    leadId: uuid('contact_id')
      .primaryKey()
      .references(() => leads.id, { onDelete: 'cascade' }),
    /** lower(name, email, company, reference, phone, the message's first 2,000 characters). */
    doc: text('doc').notNull(),
  },
  (t) => [index('lead_search_doc_trgm_idx').using('gin', sql`${t.doc} gin_trgm_ops`)],
);
