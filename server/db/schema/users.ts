import { boolean, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './timestamps';

export const users = pgTable('users', {
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
  role: text('role', { enum: ['user', 'admin'] })
    .notNull()
    .default('user'),
  // Staff mail preferences (decision 040). New-lead mail: null = the role's default (admins on, others off).
  notifyNewLeads: boolean('notify_new_leads'),
  notifyAssignments: boolean('notify_assignments').notNull().default(true),
  notifyDigest: boolean('notify_digest').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
