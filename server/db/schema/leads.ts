import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { people, companies } from './people';
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
    /** The next action (decision 123): what to do, and when; its reminder mail goes to the owner at that time. */
    nextActionText: text('next_action_text').notNull().default(''),
    // Milliseconds only: the board's cursor carries the value through JavaScript's Date and back.
    nextActionDueAt: timestamp('next_action_due_at', { withTimezone: true, mode: 'date', precision: 3 }),
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
    /** The visitor's company (optional on the form). */
    company: text('company').notNull().default(''),
    /** The deal's worth in whole units of CURRENCY; null = not known (decision 045). */
    value: bigint('value', { mode: 'number' }),
    /** The first answer: the first reply mail, or the first move out of "new" to anything but spam (decision 045). */
    firstResponseAt: timestamp('first_response_at', { withTimezone: true, mode: 'date' }),
    /** Who gave it, credited with its time whoever owns the lead later (decision 124); null = unknown or deleted since. */
    firstResponseById: uuid('first_response_by').references(() => users.id, { onDelete: 'set null' }),
    /** Their name when they answered, kept after the person is deleted. */
    firstResponseByName: text('first_response_by_name').notNull().default(''),
    /** When the "no answer yet" escalation went out (once per lead). */
    escalatedAt: timestamp('escalated_at', { withTimezone: true, mode: 'date' }),
    /** What the visitor is told to quote: the id's last 48 (random) bits, L-XXXX-XXXX-XXXX; not unique-indexed. */
    reference: text('reference').generatedAlwaysAs(
      sql`'L-' || upper(substr(id::text, 25, 4) || '-' || substr(id::text, 29, 4) || '-' || substr(id::text, 33, 4))`,
    ),
    /**
     * The person who sent it (decision 125): left out on insert, the BEFORE INSERT trigger of migration
     * 0028 finds or makes the person by normalised email (the default null never stays: NOT NULL).
     */
    personId: uuid('person_id')
      .notNull()
      .default(sql`null`)
      .references(() => people.id),
    /** The sender's company by email domain; null for free-mail addresses. Set by the same trigger. */
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
  },
  (t) => [
    // Newest-first pages and keyset export, whole list or one status.
    index('contacts_created_id_idx').on(t.createdAt.desc(), t.id.desc()),
    index('contacts_status_created_idx').on(t.status, t.createdAt.desc()),
    index('contacts_email_idx').on(sql`lower(${t.email})`),
    // The service filter (count and page) without a scan.
    index('contacts_service_created_idx').on(t.service, t.createdAt.desc()),
    // Counts and filters of owner=me.
    index('contacts_owner_status_idx').on(t.ownerId, t.status),
    // owner=me&due=overdue&sort=nextAction: only open leads can be due.
    index('contacts_owner_next_action_idx')
      .on(t.ownerId, t.nextActionDueAt, t.id)
      .where(sql`${t.status} in ('new', 'contacted', 'qualified', 'proposal')`),
    // sort=nextAction (NULLS LAST is the btree default).
    index('contacts_next_action_idx').on(t.nextActionDueAt, t.id),
    // The board's columns (decision 113): one status by next action (none last), then id; keyset pages.
    index('contacts_board_idx').on(t.status, sql`coalesce(${t.nextActionDueAt}, 'infinity'::timestamptz)`, t.id),
    // view=mine: the unassigned new leads beside one's own.
    index('contacts_unassigned_new_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.ownerId} is null and ${t.status} = 'new'`),
    // sort=name; a 1-2 character q is a name prefix.
    index('contacts_name_idx').on(sql`(lower(${t.name}) collate "C")`, t.id),
    // sort=status, in pipeline order.
    index('contacts_status_rank_idx').on(
      sql`array_position('{new,contacted,qualified,proposal,won,lost,spam}'::text[], ${t.status})`,
      t.createdAt.desc(),
      t.id.desc(),
    ),
    // A person's and a company's leads, newest first; a lead's earlier enquiries (decision 125).
    index('contacts_person_created_idx').on(t.personId, t.createdAt.desc(), t.id.desc()),
    index('contacts_company_created_idx').on(t.companyId, t.createdAt.desc(), t.id.desc()),
    // The escalation sweep: new leads nobody answered yet.
    index('contacts_awaiting_response_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'new' and ${t.firstResponseAt} is null and ${t.escalatedAt} is null`),
  ],
);

export type LeadRow = typeof leads.$inferSelect;
