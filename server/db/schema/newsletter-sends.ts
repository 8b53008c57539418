import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { NEWSLETTER_SEND_STATUSES } from '../../../contract/newsletter';
import { blogs } from './blogs';
import { createdAt } from './timestamps';
import { users } from './users';

/**
 * One newsletter mailing of a post: a test send to the staff member who asked, or the real one to
 * every confirmed subscriber (stored with its deliveries in one transaction).
 */
export const newsletterSends = pgTable(
  'newsletter_sends',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    blogId: uuid('blog_id')
      .notNull()
      .references(() => blogs.id, { onDelete: 'cascade' }),
    /** A test send goes only to the staff member who asked. */
    test: boolean('test').notNull().default(false),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: NEWSLETTER_SEND_STATUSES }).notNull().default('sending'),
    /** How many deliveries were stored with the send. */
    total: integer('total').notNull(),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('newsletter_sends_blog_idx').on(t.blogId, t.createdAt)],
);

export type NewsletterSendRow = typeof newsletterSends.$inferSelect;
