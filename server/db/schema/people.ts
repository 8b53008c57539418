import { sql } from 'drizzle-orm';
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './timestamps';

/**
 * Companies (decision 125): one per email domain that is not a free-mail provider
 * (contract/people.ts FREE_MAIL_DOMAINS). Made by the trigger that gives each new lead its person
 * (migration 0028), in the lead's own transaction.
 */
export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The email domain, lower case: the company's key. */
    domain: text('domain').notNull().unique('companies_domain_key'),
    /** The first enquiry's company field, else the domain (a later enquiry that names it replaces the domain). */
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('companies_search_trgm_idx').using('gin', sql`(lower(${t.name}) || ' ' || ${t.domain}) gin_trgm_ops`)],
);

/**
 * People (decision 125): everyone who sent an enquiry, one row per normalised email address
 * (lower case, trimmed; Gmail's dots and +tags are kept: two spellings are two people).
 */
export const people = pgTable(
  'people',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** lower(trim(email)): the person's key. */
    email: text('email').notNull().unique('people_email_key'),
    /** A hint: the name and phone of the first enquiry. */
    name: text('name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('people_company_idx').on(t.companyId),
    // The people list: newest first, keyset-friendly.
    index('people_created_id_idx').on(t.createdAt.desc(), t.id.desc()),
    // q: any fragment of name or email.
    index('people_search_trgm_idx').using('gin', sql`(lower(${t.name}) || ' ' || ${t.email}) gin_trgm_ops`),
  ],
);

export type PersonRow = typeof people.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;
