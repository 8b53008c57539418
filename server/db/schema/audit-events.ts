import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AuditDetails } from '../../../contract/audit';

/**
 * The audit log (decision 021): who did what, when, from which address. No foreign key to users:
 * an entry outlives the account that acted, and keeps its email as it was then.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    // Time-ordered (UUIDv7): entries of one transaction keep their order under "newest first".
    id: uuid('id').primaryKey(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Null when nobody is signed in (a failed sign-in, a reset by emailed link). */
    actorId: uuid('actor_id'),
    actorEmail: text('actor_email').notNull().default(''),
    /** The actor's name then, so the log reads with names after the account is renamed or gone (decision 057). */
    actorName: text('actor_name').notNull().default(''),
    ip: text('ip').notNull().default(''),
    action: text('action').notNull(),
    targetType: text('target_type').notNull().default(''),
    targetId: text('target_id').notNull().default(''),
    /** The target's name or title then (decision 057). */
    targetLabel: text('target_label').notNull().default(''),
    details: jsonb('details').$type<AuditDetails>().notNull().default({}),
  },
  (t) => [
    index('audit_events_at_idx').on(t.at, t.id),
    index('audit_events_action_at_idx').on(t.action, t.at),
    index('audit_events_actor_id_at_idx').on(t.actorId, t.at),
    index('audit_events_actor_email_at_idx').on(t.actorEmail, t.at),
    index('audit_events_target_at_idx').on(t.targetId, t.at),
  ],
);

export type AuditEventRow = typeof auditEvents.$inferSelect;
export type NewAuditEventRow = typeof auditEvents.$inferInsert;
