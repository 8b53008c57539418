import { contentItems } from './content-items';
import { documentPreviewsTable } from './documents';

/** Preview links of a content item's unpublished text (as posts', decision 050). */
export const contentPreviews = documentPreviewsTable(
  { table: 'content_previews', documentColumn: 'item_id', index: 'content_previews_item_idx' },
  () => contentItems.id,
);

export type ContentPreviewRow = typeof contentPreviews.$inferSelect;
