import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './timestamps';
import { users } from './users';

/** Leads: what visitors send through the contact form, and their pipeline. The SQL names keep SPEC's "contacts". */
export const leads = pgTable(
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
    // The pipeline (contract/leads.ts LEAD_STATUSES).
    status: text('status').notNull().default('new'),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    nextActionOn: date('next_action_on', { mode: 'string' }),
    /** Why the spam layer held it back ('' when it did not). */
    spamReasons: text('spam_reasons').notNull().default(''),
    // Where the lead came from: the form, the page it was sent from, and the visit's first touch.
    form: text('form').notNull().default(''),
    pageUrl: text('page_url').notNull().default(''),
    landingPage: text('landing_page').notNull().default(''),
    referrer: text('referrer').notNull().default(''),
    utmSource: text('utm_source').notNull().default(''),
    utmMedium: text('utm_medium').notNull().default(''),
    utmCampaign: text('utm_campaign').notNull().default(''),
    utmTerm: text('utm_term').notNull().default(''),
    utmContent: text('utm_content').notNull().default(''),
    // Consent: the privacy notice's text version shown with the form, and when the visitor sent it.
    consentNotice: text('consent_notice').notNull().default(''),
    consentAt: timestamp('consent_at', { withTimezone: true, mode: 'date' }),
    // Optimistic concurrency (decision 037): bumped by each change to a staff-editable field, with who made it.
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }),
    updatedById: uuid('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
    updatedByName: text('updated_by_name').notNull().default(''),
  },
  (t) => [
    index('contacts_created_idx').on(t.createdAt),
    // Newest-first pages and keyset export, whole list or one status.
    index('contacts_created_id_idx').on(t.createdAt.desc(), t.id.desc()),
    index('contacts_status_created_idx').on(t.status, t.createdAt.desc()),
    index('contacts_owner_idx').on(t.ownerId),
    index('contacts_email_idx').on(sql`lower(${t.email})`),
    // The service filter (count and page) without a scan.
    index('contacts_service_created_idx').on(t.service, t.createdAt.desc()),
  ],
);

export type LeadRow = typeof leads.$inferSelect;
