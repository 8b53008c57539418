import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './timestamps';
import { users } from './users';

/** How a session was signed in: the last step that proved who it is. */
export const SIGN_IN_METHODS = ['password', 'code', 'recovery_code', 'passkey', 'oidc'] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** SHA-256 of the token: a leaked table cannot be replayed. */
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
    /** Last request made with it, renewed at most once a minute: the idle timeout counts from here. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Shown on the sessions screen so people recognise (or not) each sign-in. */
    userAgent: text('user_agent').notNull().default(''),
    ip: text('ip').notNull().default(''),
    /** Last password, code, passkey or identity-provider check (signing in counts): the re-authentication window starts here. */
    reauthAt: timestamp('reauth_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** How the session was signed in. */
    method: text('method', { enum: SIGN_IN_METHODS }).notNull().default('password'),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId),
    check('sessions_method_check', sql`${t.method} IN ('password', 'code', 'recovery_code', 'passkey', 'oidc')`),
  ],
);

export type SessionRow = typeof sessions.$inferSelect;
