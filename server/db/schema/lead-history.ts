import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { LEAD_EVENT_KINDS } from '../../../contract/leads';
import { leads } from './leads';
import { createdAt } from './timestamps';
import { users } from './users';

/** What happened to a lead after it arrived: status/owner/next-action/value changes, notes, emails sent, escalations, a refused auto-reply (bounce). */
export const leadHistory = pgTable(
  'lead_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('contact_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: LEAD_EVENT_KINDS }).notNull(),
    fromValue: text('from_value').notNull().default(''),
    toValue: text('to_value').notNull().default(''),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('lead_history_contact_idx').on(t.leadId, t.createdAt)],
);

export type LeadHistoryRow = typeof leadHistory.$inferSelect;
