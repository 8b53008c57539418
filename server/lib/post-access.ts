import { can } from '@contract/roles';
import type { PostStatus } from '@contract/post-fields';
import {
  canDeletePost,
  canEditPost,
  canPublishPost,
  canReadPost,
  CONTRIBUTOR_REFUSAL,
  CREDIT_REFUSAL,
  OTHERS_POST_REFUSAL,
  ownPost,
  unpublishedWork,
  type PostFacts,
  type PostViewer,
} from '@contract/post-rules';
import { BadRequestError, ForbiddenError, NotFoundError } from './errors';

export type { PostFacts, PostViewer } from '@contract/post-rules';
export { canReadPost } from '@contract/post-rules';

/** A post one may not read answers as if it did not exist. */
export function assertCanRead(viewer: PostViewer, post: PostFacts): void {
  if (!canReadPost(viewer, post)) throw new NotFoundError('Blog not found');
}

/** Readable but not one's to change: 403 naming the rule. */
export function assertCanEdit(viewer: PostViewer, post: PostFacts): void {
  assertCanRead(viewer, post);
  if (!canEditPost(viewer, post)) {
    throw new ForbiddenError(
      ownPost(viewer, post) ? 'Contributors can change only their drafts; an editor looks after published posts.' : OTHERS_POST_REFUSAL,
    );
  }
}

/**
 * A save's target state and credited author, checked against the writer's role: a state other than
 * draft or review, or a change of state away from published/scheduled, needs publish rights (a
 * contributor may take their post back from review to draft); review is entered only through
 * `POST /api/blogs/:id/submit`; crediting someone else needs `posts.any`.
 */
export function assertCanSave(viewer: PostViewer, before: PostFacts | undefined, next: { status: PostStatus; authorId?: string | undefined }): void {
  if (before) assertCanEdit(viewer, before);
  const from = before?.status ?? 'draft';
  if (next.status === 'review' && from !== 'review') {
    throw new BadRequestError('status: Submit the post for review instead', [{ field: 'status', message: 'Submit the post for review instead' }]);
  }
  const withdrawn = from === 'review' && next.status === 'draft';
  const stateNeedsPublish = !unpublishedWork(next) || (next.status !== from && !withdrawn);
  if (stateNeedsPublish && !canPublishPost(viewer, before)) {
    throw new ForbiddenError(can(viewer.role, 'posts.publish') ? OTHERS_POST_REFUSAL : CONTRIBUTOR_REFUSAL);
  }
  if (next.authorId && next.authorId !== (before?.authorId ?? viewer.id) && !can(viewer.role, 'posts.any')) {
    throw new ForbiddenError(CREDIT_REFUSAL);
  }
}

export function assertCanDelete(viewer: PostViewer, post: PostFacts): void {
  assertCanRead(viewer, post);
  if (!canDeletePost(viewer, post)) {
    throw new ForbiddenError(ownPost(viewer, post) ? 'Contributors can delete only drafts that were never published.' : OTHERS_POST_REFUSAL);
  }
}
