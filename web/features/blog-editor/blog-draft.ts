import { EMPTY_POST, type BlogFormValues } from './blog-save';

/**
 * An unsaved post kept across a sign-in (the session ended while it was being written), in
 * sessionStorage so it stays in this tab only. One draft per screen: 'new' or the post's id.
 */
export function draftKey(postId?: string): string {
  return `blog-draft:${postId ? `edit:${postId}` : 'new'}`;
}

export function saveDraft(key: string, values: BlogFormValues): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(values));
  } catch {
    // Storage full or blocked: the sign-in still matters more than the draft.
  }
}

/** The stored draft, removed as it is read (it is restored once); null when there is none or it is unreadable. */
export function takeDraft(key: string): BlogFormValues | null {
  try {
    const raw = window.sessionStorage.getItem(key);
    window.sessionStorage.removeItem(key);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    if (!isDraft(value)) return null;
    // Settings kept by an older tab may be missing: those stay empty.
    const kept = Object.entries(value).filter(([k, v]) => k in EMPTY_POST && typeof v === 'string');
    return { ...EMPTY_POST, ...(Object.fromEntries(kept) as Partial<BlogFormValues>) };
  } catch {
    return null;
  }
}

function isDraft(value: unknown): value is BlogFormValues {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return ['title', 'content', 'tags', 'featuredImage'].every((k) => typeof v[k] === 'string');
}
