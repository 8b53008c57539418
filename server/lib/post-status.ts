import type { PostStatus } from '@contract/post-fields';
import type { RevisionKind, BlogEventKind } from '@contract/blog-revisions';
import { BadRequestError } from './errors';

/** A scheduled time must be at least this far ahead when it is set. */
export const MIN_SCHEDULE_LEAD_MS = 10_000;

/**
 * The state a save asks for (decision 046): `status` when given; else SPEC's `isPublished` (true publishes, a
 * scheduled post included; false makes a draft); else a new post is published (SPEC's default) and an existing one
 * keeps its state.
 */
export function resolveStatus(body: { status?: PostStatus; isPublished?: boolean }, current?: PostStatus): PostStatus {
  if (body.status) return body.status;
  if (body.isPublished === true) return 'published';
  if (body.isPublished === false) return 'draft';
  return current ?? 'published';
}

export interface PostState {
  status: PostStatus;
  publishAt: Date | null;
  publishedAt: Date | null;
}

const refuse = (field: string, message: string): never => {
  throw new BadRequestError(`${field}: ${message}`, [{ field, message }]);
};

/**
 * The state columns a save writes. `publishAt` is read only for a scheduled post, and must then be in the future
 * when it is new; `publishedAt` (the date readers see) may be backdated, never set ahead: Schedule does that.
 */
export function nextState(
  body: { status?: PostStatus; isPublished?: boolean; publishAt?: string | null; publishedAt?: string | null },
  current: PostState | undefined,
  now = new Date(),
): PostState {
  const status = resolveStatus(body, current?.status);
  let publishAt: Date | null = null;
  if (status === 'scheduled') {
    if (body.publishAt) {
      publishAt = new Date(body.publishAt);
      const unchanged = current?.status === 'scheduled' && current.publishAt?.getTime() === publishAt.getTime();
      if (!unchanged && publishAt.getTime() < now.getTime() + MIN_SCHEDULE_LEAD_MS) refuse('publishAt', 'Choose a time in the future');
    } else if (current?.status === 'scheduled' && current.publishAt) {
      publishAt = current.publishAt;
    } else {
      refuse('publishAt', 'Choose when to publish');
    }
  }
  let publishedAt = current?.publishedAt ?? null;
  if (body.publishedAt) {
    publishedAt = new Date(body.publishedAt);
    if (publishedAt.getTime() > now.getTime()) refuse('publishedAt', 'Use Schedule for a future date');
  }
  if (status === 'published' && !publishedAt) publishedAt = now;
  return { status, publishAt, publishedAt };
}

/** What a save did to a post's state: the revision it keeps, its history line and its audit action. */
export interface Transition {
  revision: RevisionKind;
  event: BlogEventKind;
  audit: 'post.created' | 'post.updated' | 'post.published' | 'post.scheduled' | 'post.unscheduled' | 'post.unpublished';
}

export function transitionOf(before: PostState | undefined, after: PostState): Transition {
  // A post in review is kept as a draft revision (its text is still the writer's draft).
  const revision: RevisionKind =
    before?.status === 'published' && after.status !== 'published' ? 'unpublished' : after.status === 'review' ? 'draft' : after.status;
  if (!before) {
    if (after.status === 'published') return { revision, event: 'published', audit: 'post.published' };
    if (after.status === 'scheduled') return { revision, event: 'scheduled', audit: 'post.scheduled' };
    return { revision, event: 'created', audit: 'post.created' };
  }
  if (before.status !== 'published' && after.status === 'published') return { revision, event: 'published', audit: 'post.published' };
  if (before.status === 'published' && after.status !== 'published') return { revision, event: 'unpublished', audit: 'post.unpublished' };
  if (after.status === 'scheduled' && before.publishAt?.getTime() !== after.publishAt?.getTime()) {
    return { revision, event: 'scheduled', audit: 'post.scheduled' };
  }
  if (before.status === 'scheduled' && after.status === 'draft') return { revision, event: 'unscheduled', audit: 'post.unscheduled' };
  return { revision, event: 'saved', audit: 'post.updated' };
}
