import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sessions } from './sessions';
import { createdAt } from './timestamps';
import { users } from './users';

export const AUTH_FLOW_KINDS = ['passkey-register', 'passkey-login', 'passkey-reauth', 'oidc-signin', 'oidc-reauth'] as const;
export type AuthFlowKind = (typeof AUTH_FLOW_KINDS)[number];

/**
 * One-time state of a sign-in ceremony (a passkey challenge; OIDC state, nonce and PKCE verifier),
 * found by the hash of a token the client holds; used once, gone within minutes.
 */
export const authFlows = pgTable(
  'auth_flows',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    kind: text('kind', { enum: AUTH_FLOW_KINDS }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('auth_flows_expires_idx').on(t.expiresAt),
    check('auth_flows_kind_check', sql`${t.kind} IN ('passkey-register', 'passkey-login', 'passkey-reauth', 'oidc-signin', 'oidc-reauth')`),
  ],
);

export type AuthFlowRow = typeof authFlows.$inferSelect;
