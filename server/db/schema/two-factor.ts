import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './timestamps';
import { users } from './users';

/** A user's TOTP authenticator (docs/decisions/020-two-factor-and-invitations.md). One per user. */
export const twoFactor = pgTable('two_factor', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The shared secret, sealed by server/lib/secret-box.ts; never sent again once enrolment is confirmed. */
  secret: text('secret').notNull(),
  /** Null while enrolment waits for its first code; sign-in asks for codes only once it is set. */
  enabledAt: timestamp('enabled_at', { withTimezone: true, mode: 'date' }),
  /** The TOTP time step of the last accepted code: that code and older ones are refused (no replay). */
  lastTimeStep: integer('last_time_step').notNull().default(0),
  createdAt: createdAt(),
});

export type TwoFactorRow = typeof twoFactor.$inferSelect;
