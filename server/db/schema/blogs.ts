import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './timestamps';
import { users } from './users';

export const blogs = pgTable(
  'blogs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    /** Sanitised HTML. */
    content: text('content').notNull().default(''),
    /** Plain-text summary derived from content, for cards and meta descriptions. */
    excerpt: text('excerpt').notNull().default(''),
    featuredImage: text('featured_image').notNull().default(''),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    author: text('author').notNull().default(''),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    isPublished: boolean('is_published').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('blogs_published_created_idx').on(t.isPublished, t.createdAt)],
);

export type BlogRow = typeof blogs.$inferSelect;
export type NewBlogRow = typeof blogs.$inferInsert;
