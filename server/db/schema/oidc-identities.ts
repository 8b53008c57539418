import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './timestamps';
import { users } from './users';

/** SCRATCH (r4f until r4a's A1 lands): an account at the identity provider, linked to a staff account. */
export const oidcIdentities = pgTable(
  'oidc_identities',
  {
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [primaryKey({ columns: [t.issuer, t.subject] }), index('oidc_identities_user_idx').on(t.userId)],
);
export type OidcIdentityRow = typeof oidcIdentities.$inferSelect;
