import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { blogs } from './blogs';
import { createdAt } from './timestamps';
import { users } from './users';

/** Preview links of unpublished text: only the token's sha256 is kept (decision 050). */
export const blogPreviews = pgTable(
  'blog_previews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    blogId: uuid('blog_id')
      .notNull()
      .references(() => blogs.id, { onDelete: 'cascade' }),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdByName: text('created_by_name').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('blog_previews_blog_idx').on(t.blogId)],
);

export type BlogPreviewRow = typeof blogPreviews.$inferSelect;
