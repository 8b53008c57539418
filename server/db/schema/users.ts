import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ROLES } from '../../../contract/roles';
import { createdAt, updatedAt } from './timestamps';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Stored lower-cased and trimmed, so the unique index is case-insensitive. */
    email: text('email').notNull().unique(),
    /** Null for an invited account that has not chosen its password yet: it cannot sign in. */
    passwordHash: text('password_hash'),
    phone: text('phone').notNull().default(''),
    profileImage: text('profile_image').notNull().default(''),
    /** Author page address (/blogs/author/{slug}); unique, stable; null until backfilled at start. */
    slug: text('slug').unique('users_slug_idx'),
    bio: text('bio').notNull().default(''),
    role: text('role', { enum: ROLES }).notNull().default('user'),
    // Staff mail preferences (decision 040). New-lead mail: null = the role's default (on with leads.all: admins, sales managers; others off).
    notifyNewLeads: boolean('notify_new_leads'),
    notifyAssignments: boolean('notify_assignments').notNull().default(true),
    notifyDigest: boolean('notify_digest').notNull().default(true),
    /** The latest completed sign-in, any method (the Users list shows it). */
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true, mode: 'date' }),
    /** When the account's holder last chose its password (reset, invitation, own change); null while it is one someone else set (decision 074). */
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true, mode: 'date' }),
    /** The WebAuthn user handle: base64url of 32 random bytes, never the id; set at the first passkey. */
    webauthnUserId: text('webauthn_user_id').unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('users_role_check', sql`${t.role} IN ('admin', 'editor', 'author', 'contributor', 'sales_manager', 'sales', 'user')`)],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
