import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './timestamps';
import { users } from './users';

/** A staff account's identity at the company's OpenID Connect provider (decision 061): (issuer, subject) is the key. */
export const oidcIdentities = pgTable(
  'oidc_identities',
  {
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The verified email the provider gave when the identity was linked. */
    email: text('email').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [primaryKey({ columns: [t.issuer, t.subject] }), index('oidc_identities_user_idx').on(t.userId)],
);

export type OidcIdentityRow = typeof oidcIdentities.$inferSelect;
