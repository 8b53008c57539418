import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { blogs } from './blogs';
import { createdAt } from './timestamps';

/** A published post's former addresses, each pointing at the post itself (so chains never form; decision 051). */
export const blogSlugRedirects = pgTable(
  'blog_slug_redirects',
  {
    oldSlug: text('old_slug').primaryKey(),
    blogId: uuid('blog_id')
      .notNull()
      .references(() => blogs.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('blog_slug_redirects_blog_idx').on(t.blogId)],
);
