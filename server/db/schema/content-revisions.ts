import { jsonb, text } from 'drizzle-orm/pg-core';
import { contentItems } from './content-items';
import { documentRevisionsTable } from './documents';

/** One row per explicit write of a content item, its whole state then (decision 072); `kind`: draft | published | unpublished | discarded | restored | sample. */
export const contentRevisions = documentRevisionsTable(
  { table: 'content_revisions', documentColumn: 'item_id', index: 'content_revisions_item_idx' },
  () => contentItems.id,
  {
    status: text('status').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    pending: jsonb('pending').$type<Record<string, unknown>>(),
  },
);

export type ContentRevisionRow = typeof contentRevisions.$inferSelect;
