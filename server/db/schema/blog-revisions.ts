import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { blogs } from './blogs';
import { createdAt } from './timestamps';
import { users } from './users';

/** One row per explicit save of a post: what it held then, who saved it (decision 048). */
export const blogRevisions = pgTable(
  'blog_revisions',
  {
    id: uuid('id').primaryKey(),
    blogId: uuid('blog_id')
      .notNull()
      .references(() => blogs.id, { onDelete: 'cascade' }),
    /** draft | scheduled | published | unpublished | working | restored | autopublished */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** The post's settings then (contract/post-fields.ts postSettingsSchema, plus tags, featuredImage, status, publishAt). */
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('blog_revisions_blog_idx').on(t.blogId, t.createdAt.desc(), t.id.desc())],
);

export type BlogRevisionRow = typeof blogRevisions.$inferSelect;
