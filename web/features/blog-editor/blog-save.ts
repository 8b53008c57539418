/** What the blog form edits (tags as the comma-separated text the person types). */
export interface BlogFormValues {
  title: string;
  content: string;
  tags: string;
  featuredImage: string;
}

export const SAVE_FAILED = 'Failed to save blog. Please try again.';

/** The create and edit actions' answer. */
export type BlogSaveResult = { ok: true; slug: string } | { ok: false; error: string };
