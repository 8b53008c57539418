import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { blogs } from './blogs';
import { createdAt } from './timestamps';
import { users } from './users';

/** A post's history: created, saved, scheduled, published (by whom; late), failed, restored, slug and preview changes. */
export const blogEvents = pgTable(
  'blog_events',
  {
    id: uuid('id').primaryKey(),
    blogId: uuid('blog_id')
      .notNull()
      .references(() => blogs.id, { onDelete: 'cascade' }),
    /** contract/blog-revisions.ts BLOG_EVENT_KINDS */
    kind: text('kind').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('blog_events_blog_idx').on(t.blogId, t.createdAt.desc(), t.id.desc())],
);

export type BlogEventRow = typeof blogEvents.$inferSelect;
