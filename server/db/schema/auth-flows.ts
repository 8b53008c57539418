import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sessions } from './sessions';
import { createdAt } from './timestamps';
import { users } from './users';

/** SCRATCH (r4f until r4a's A1 lands): one-time ceremony state, found by the hash of a token the client holds. */
export const authFlows = pgTable(
  'auth_flows',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    kind: text('kind', { enum: ['passkey-register', 'passkey-login', 'passkey-reauth', 'oidc-signin', 'oidc-reauth'] }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    data: jsonb('data').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('auth_flows_expires_idx').on(t.expiresAt)],
);
export type AuthFlowRow = typeof authFlows.$inferSelect;
