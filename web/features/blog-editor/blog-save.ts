import type { Blog, BlogBody, BlogConflict } from '@contract/blogs';
import type { PostStatus } from '@contract/post-fields';
import { parseTags } from '../blog/tags';
import { isoToLocal, localToIso } from '~/lib/local-time';

/** What the blog form edits (tags as the comma-separated text the person types; dates as `datetime-local` text). */
export interface BlogFormValues {
  title: string;
  content: string;
  tags: string;
  featuredImage: string;
  slug: string;
  excerpt: string;
  metaTitle: string;
  metaDescription: string;
  socialImage: string;
  featuredImageAlt: string;
  authorId: string;
  /** `datetime-local` text in the browser's zone; '' = not published yet (or now, on Publish). */
  publishedAt: string;
}

export const EMPTY_POST: BlogFormValues = {
  title: '',
  content: '',
  tags: '',
  featuredImage: '',
  slug: '',
  excerpt: '',
  metaTitle: '',
  metaDescription: '',
  socialImage: '',
  featuredImageAlt: '',
  authorId: '',
  publishedAt: '',
};

export const SAVE_FAILED = 'Failed to save blog. Please try again.';

/**
 * The explicit actions of the editor (decision 048): each writes the post and a revision.
 * `save` keeps the state (Save draft / Save / Ctrl+S); the others change it; `submit` saves the
 * draft, then submits it for review (a contributor's, decision 055).
 */
export const SAVE_INTENTS = ['save', 'publish', 'schedule', 'unschedule', 'unpublish', 'submit'] as const;
export type SaveIntent = (typeof SAVE_INTENTS)[number];

/** What the form posts to its route's action. */
export interface SaveRequest {
  intent: SaveIntent;
  /** The post's fields as the contract's body (status, publishAt and version filled in by `toSaveBody`). */
  body: BlogBody;
}

/** The create and edit actions' answer: the saved post, an error, or a 409 with the other save. */
export type BlogSaveResult =
  | { ok: true; post: Blog; intent: SaveIntent }
  | { ok: false; error: string; conflict?: undefined }
  | { ok: false; error?: undefined; conflict: Pick<BlogConflict, 'current' | 'changedBy'> };

// The datetime-local helpers are shared with the lead desk's next action (decision 123).
export { isoToLocal, localToIso } from '~/lib/local-time';

/** The form's values as the contract's body: settings left empty are left out (the server keeps or derives them). */
export function formToBody(v: BlogFormValues): BlogBody & { content: string; tags: string[] } {
  return {
    title: v.title,
    content: v.content,
    tags: parseTags(v.tags),
    featuredImage: v.featuredImage || null,
    excerpt: v.excerpt,
    metaTitle: v.metaTitle,
    metaDescription: v.metaDescription,
    socialImage: v.socialImage || null,
    featuredImageAlt: v.featuredImageAlt,
    ...(v.slug ? { slug: v.slug } : {}),
    ...(v.authorId ? { authorId: v.authorId } : {}),
    ...(v.publishedAt ? { publishedAt: localToIso(v.publishedAt) } : {}),
  };
}

/** The state an intent asks for, from the state the post is in (D9: `save` never changes it). */
export function statusFor(intent: SaveIntent, current: PostStatus): PostStatus {
  if (intent === 'publish') return 'published';
  if (intent === 'schedule') return 'scheduled';
  if (intent === 'unschedule' || intent === 'unpublish') return 'draft';
  return current;
}

/** The body of one explicit save: the fields, the state asked for, when (scheduling) and the version it was made on. */
export function toSaveBody(
  values: BlogFormValues,
  intent: SaveIntent,
  post: { status: PostStatus; publishAt: string | null; version?: number },
  publishAt?: string,
): BlogBody {
  const status = statusFor(intent, post.status);
  return {
    ...formToBody(values),
    status,
    publishAt: status === 'scheduled' ? (publishAt ?? post.publishAt) : null,
    ...(post.version ? { version: post.version } : {}),
  };
}

/** The form's values from a post, or from its working copy when there is one (D4). */
export function valuesOf(post: Blog): BlogFormValues {
  const copy = post.workingCopy;
  const s = copy?.settings;
  return {
    title: copy?.title ?? post.title,
    content: copy?.content ?? post.content,
    tags: (copy?.tags ?? post.tags).join(', '),
    featuredImage: copy?.featuredImage ?? post.featuredImage,
    slug: s?.slug ?? post.slug,
    excerpt: s ? s.excerpt : post.excerptIsCustom ? post.excerpt : '',
    metaTitle: s?.metaTitle ?? post.metaTitle,
    metaDescription: s?.metaDescription ?? post.metaDescription,
    socialImage: s?.socialImage ?? post.socialImage,
    featuredImageAlt: s?.featuredImageAlt ?? post.featuredImageAlt,
    authorId: (s ? s.authorId : post.authorId) ?? '',
    publishedAt: isoToLocal(s ? s.publishedAt : post.publishedAt),
  };
}

/** A moment as the writer reads it, in the browser's zone ("Tue 9 Dec 2026, 09:00"). */
export function shownTime(iso: string): string {
  return new Date(iso).toLocaleString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}

/** The toast after a save (in the browser: times in its zone), by the state the post is in now and the one it was in. */
export function savedToast(post: Pick<Blog, 'status' | 'publishAt'>, intent: SaveIntent, before: PostStatus | null): string {
  if (post.status === 'scheduled') return `Scheduled for ${shownTime(post.publishAt ?? '')}`;
  if (post.status === 'published') return before === 'published' ? 'Updated' : 'Published';
  if (post.status === 'review') return intent === 'submit' ? 'Submitted for review: editors are emailed' : 'Saved';
  if (before === 'review') return 'Back to draft';
  if (intent === 'unschedule') return 'Unscheduled — back to draft';
  if (intent === 'unpublish') return 'Unpublished — back to draft';
  return 'Draft saved';
}
