import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { blogs } from './blogs';
import { updatedAt } from './timestamps';
import { users } from './users';

/** A post's autosaved, not yet saved changes: one per post (decision 048). Visitors never read it. */
export const blogWorkingCopies = pgTable('blog_working_copies', {
  blogId: uuid('blog_id')
    .primaryKey()
    .references(() => blogs.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  content: text('content').notNull(),
  tags: text('tags')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  featuredImage: text('featured_image').notNull().default(''),
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
  /** The post's version the copy was started from. */
  baseVersion: integer('base_version').notNull(),
  copyVersion: integer('copy_version').notNull().default(1),
  updatedById: uuid('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
  updatedByName: text('updated_by_name').notNull(),
  updatedAt: updatedAt(),
});

export type BlogWorkingCopyRow = typeof blogWorkingCopies.$inferSelect;
