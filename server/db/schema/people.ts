import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt } from './timestamps';
import { users } from './users';

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
    /**
     * Merged by staff into another person (decision 130): the row stays, so its address keeps its
     * place in people_email_key and the lead trigger follows it to the survivor. Null for a person in use.
     */
    mergedInto: uuid('merged_into').references((): AnyPgColumn => people.id),
    mergedAt: timestamp('merged_at', { withTimezone: true, mode: 'date' }),
    mergedBy: uuid('merged_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('people_company_idx').on(t.companyId),
    // The people merged into a survivor (its detail, erasure of the group).
    index('people_merged_into_idx')
      .on(t.mergedInto)
      .where(sql`${t.mergedInto} IS NOT NULL`),
    // The people list: newest first, keyset-friendly.
    index('people_created_id_idx').on(t.createdAt.desc(), t.id.desc()),
    // q: any fragment of name or email.
    index('people_search_trgm_idx').using('gin', sql`(lower(${t.name}) || ' ' || ${t.email}) gin_trgm_ops`),
  ],
);

/**
 * One merge of a person into another (decision 130): what it moved and changed, so an undo within
 * 30 days restores exactly that. Goes with either person when they are erased.
 */
export const personMerges = pgTable(
  'person_merges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The person merged (kept as a row with merged_into) and the survivor. */
    personId: uuid('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    intoId: uuid('into_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    /** The leads moved from the person to the survivor: an undo moves back these and no others. */
    leadIds: uuid('lead_ids').array().notNull(),
    /** The survivor's fields the merge filled from the person ('' before), with what they were filled with. */
    filledName: text('filled_name'),
    filledPhone: text('filled_phone'),
    filledCompanyId: uuid('filled_company_id'),
    mergedAt: timestamp('merged_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    mergedBy: uuid('merged_by').references(() => users.id, { onDelete: 'set null' }),
    mergedByName: text('merged_by_name').notNull().default(''),
    undoneAt: timestamp('undone_at', { withTimezone: true, mode: 'date' }),
    undoneByName: text('undone_by_name').notNull().default(''),
  },
  (t) => [index('person_merges_person_idx').on(t.personId, t.mergedAt.desc()), index('person_merges_into_idx').on(t.intoId)],
);

export type PersonRow = typeof people.$inferSelect;
export type PersonMergeRow = typeof personMerges.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;
