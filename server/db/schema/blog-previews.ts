import { blogs } from './blogs';
import { documentPreviewsTable } from './documents';

/** Preview links of posts (decision 050). */
export const blogPreviews = documentPreviewsTable(
  { table: 'blog_previews', documentColumn: 'blog_id', index: 'blog_previews_blog_idx' },
  () => blogs.id,
);

export type BlogPreviewRow = typeof blogPreviews.$inferSelect;
