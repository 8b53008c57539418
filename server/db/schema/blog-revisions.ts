import { jsonb, text } from 'drizzle-orm/pg-core';
import { blogs } from './blogs';
import { documentRevisionsTable } from './documents';

/** One row per explicit save of a post (decision 048); `kind`: draft | scheduled | published | unpublished | working | restored | autopublished. */
export const blogRevisions = documentRevisionsTable(
  { table: 'blog_revisions', documentColumn: 'blog_id', index: 'blog_revisions_blog_idx' },
  () => blogs.id,
  {
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** The post's settings then (contract/post-fields.ts postSettingsSchema, plus tags, featuredImage, status, publishAt). */
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
  },
);

export type BlogRevisionRow = typeof blogRevisions.$inferSelect;
