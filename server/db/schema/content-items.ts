import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './timestamps';
import { users } from './users';

/**
 * The site's own content (decision 072): one row per item of every collection, `data` checked by the
 * collection's zod schema (contract/content) on every write. A published item's unpublished edits wait
 * in `pending`; visitors read `data` of published rows only.
 */
export const contentItems = pgTable(
  'content_items',
  {
    id: uuid('id').primaryKey(),
    collection: text('collection').notNull(),
    /** Services, industries, case studies and pages have one; NULL elsewhere. */
    slug: text('slug'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    pending: jsonb('pending').$type<Record<string, unknown>>(),
    status: text('status', { enum: ['draft', 'published'] })
      .notNull()
      .default('draft'),
    sortOrder: integer('sort_order').notNull().default(0),
    /** First-start sample text (cleared by a staff save). */
    sample: boolean('sample').notNull().default(false),
    /** Bumped by every explicit write (decision 072, as posts' 049). */
    version: integer('version').notNull().default(1),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    updatedById: uuid('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
    updatedByName: text('updated_by_name').notNull().default(''),
  },
  (t) => [
    check(
      'content_items_collection_check',
      sql`${t.collection} IN ('company','home','services','industries','testimonials','logos','case-studies','faq','offices','team','pages')`,
    ),
    check('content_items_status_check', sql`${t.status} IN ('draft','published')`),
    uniqueIndex('content_items_slug_idx')
      .on(t.collection, t.slug)
      .where(sql`${t.slug} IS NOT NULL`),
    uniqueIndex('content_items_singleton_idx')
      .on(t.collection)
      .where(sql`${t.collection} IN ('company','home')`),
    index('content_items_public_idx')
      .on(t.collection, t.sortOrder, t.id)
      .where(sql`${t.status} = 'published'`),
    index('content_items_collection_idx').on(t.collection, t.sortOrder, t.id),
  ],
);

export type ContentItemRow = typeof contentItems.$inferSelect;
