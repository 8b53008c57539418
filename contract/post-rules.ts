import { can, type Role } from './roles';
import type { PostStatus } from './post-fields';

// Who may read, change, publish and delete which post (decision 055): the API enforces these, the screens hide by them.

/** Who is asking: the signed-in user's id and role. */
export interface PostViewer {
  id: string;
  role: Role;
}

/** What the rules read of a post. */
export interface PostFacts {
  authorId: string | null;
  status: PostStatus;
  publishedAt: Date | string | null;
}

export const CONTRIBUTOR_REFUSAL = 'Contributors submit posts for review; an editor publishes them.';
export const OTHERS_POST_REFUSAL = "You can change only your own posts. Editors and administrators can change anyone's.";
export const CREDIT_REFUSAL = 'Only editors and administrators can credit a post to someone else.';

export const ownPost = (viewer: PostViewer, post: PostFacts) => post.authorId !== null && post.authorId === viewer.id;
/** A contributor's own post while it is theirs to work on: a draft, or waiting for review. */
export const unpublishedWork = (post: { status: PostStatus }) => post.status === 'draft' || post.status === 'review';

/** Decision 055: others' unpublished posts are invisible (404) to those who may not work on any post. */
export const canReadPost = (viewer: PostViewer, post: PostFacts) =>
  can(viewer.role, 'posts.any') || post.status === 'published' || ownPost(viewer, post);

/** Edit (save, restore, autosave, preview): any post with `posts.any`; else one's own, and for a contributor only a draft or one in review. */
export const canEditPost = (viewer: PostViewer, post: PostFacts) =>
  can(viewer.role, 'posts.any') ||
  (ownPost(viewer, post) && can(viewer.role, 'posts.write') && (can(viewer.role, 'posts.publish') || unpublishedWork(post)));

/** Publish, schedule or unpublish: `posts.any`, or `posts.publish` on one's own post (a new post is one's own). */
export const canPublishPost = (viewer: PostViewer, post: PostFacts | undefined) =>
  can(viewer.role, 'posts.any') || (can(viewer.role, 'posts.publish') && (!post || ownPost(viewer, post)));

/** Delete: `posts.any`; own with `posts.publish`; a contributor's own draft that was never published. */
export const canDeletePost = (viewer: PostViewer, post: PostFacts) =>
  can(viewer.role, 'posts.any') ||
  (ownPost(viewer, post) && (can(viewer.role, 'posts.publish') || (unpublishedWork(post) && post.publishedAt === null)));
