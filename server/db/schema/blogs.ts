import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './timestamps';
import { users } from './users';

/** Written only by PostgreSQL (a generated column); never set by the app. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const blogs = pgTable(
  'blogs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    /** Sanitised HTML. */
    content: text('content').notNull().default(''),
    /** The effective excerpt: the writer's own (`customExcerpt`) or one derived from content; cards, feeds, meta. */
    excerpt: text('excerpt').notNull().default(''),
    featuredImage: text('featured_image').notNull().default(''),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    author: text('author').notNull().default(''),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * draft | review | scheduled | published (decisions 046, 055: review = a contributor's post waiting
     * for an editor; migration 0016's check).
     */
    status: text('status', { enum: ['draft', 'review', 'scheduled', 'published'] })
      .notNull()
      .default('draft'),
    /** When it was last submitted for review. */
    submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'date' }),
    /** When a scheduled post goes live; set only while scheduled. */
    publishAt: timestamp('publish_at', { withTimezone: true, mode: 'date' }),
    /** First publication (editable "publish date"); public lists order by it. */
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
    /** Bumped by every explicit save and by the scheduler's publish (decision 049). */
    version: integer('version').notNull().default(1),
    updatedById: uuid('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
    updatedByName: text('updated_by_name').notNull().default(''),
    /** '' = the excerpt is derived from the content. */
    customExcerpt: text('custom_excerpt').notNull().default(''),
    metaTitle: text('meta_title').notNull().default(''),
    metaDescription: text('meta_description').notNull().default(''),
    /** '' = the featured image. */
    socialImage: text('social_image').notNull().default(''),
    featuredImageAlt: text('featured_image_alt').notNull().default(''),
    /** Plain text of content; null = not derived yet (startup backfill). */
    bodyText: text('body_text'),
    /** slugify(tag) per tag; null = not derived yet. */
    tagSlugs: text('tag_slugs').array(),
    readingMinutes: smallint('reading_minutes').notNull().default(1),
    /** Set once a stuck scheduled post was reported (decision 047). */
    scheduleAlertedAt: timestamp('schedule_alerted_at', { withTimezone: true, mode: 'date' }),
    // Title A, tags and excerpt B, body C (decision 053). blog_tags_text is the migration's IMMUTABLE wrapper.
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', blog_tags_text(tags)), 'B') || setweight(to_tsvector('english', excerpt), 'B') || setweight(to_tsvector('english', coalesce(body_text, '')), 'C')`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('blogs_public_list_idx')
      .on(t.publishedAt.desc(), t.id.desc())
      .where(sql`status = 'published'`),
    index('blogs_author_list_idx')
      .on(t.authorId, t.publishedAt.desc(), t.id.desc())
      .where(sql`status = 'published'`),
    index('blogs_scheduled_idx')
      .on(t.publishAt)
      .where(sql`status = 'scheduled'`),
    index('blogs_tag_slugs_idx').using('gin', t.tagSlugs),
    index('blogs_search_idx').using('gin', t.search),
    check('blogs_status_check', sql`${t.status} IN ('draft', 'review', 'scheduled', 'published')`),
    check('blogs_publish_at_check', sql`(${t.status} = 'scheduled') = (${t.publishAt} IS NOT NULL)`),
    check('blogs_published_at_check', sql`${t.status} <> 'published' OR ${t.publishedAt} IS NOT NULL`),
  ],
);

export type BlogRow = typeof blogs.$inferSelect;
export type NewBlogRow = typeof blogs.$inferInsert;
export type PostStatus = BlogRow['status'];
