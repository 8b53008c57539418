import type { Blog } from '@contract/blogs';
import type { PostStatus } from '@contract/post-fields';

export const POST_STATUS_LABELS: Record<PostStatus, string> = {
  draft: 'Draft',
  review: 'Waiting for review',
  scheduled: 'Scheduled',
  published: 'Published',
};
export const POST_STATUS_TABS: Record<PostStatus, string> = {
  draft: 'Drafts',
  review: 'Waiting for review',
  scheduled: 'Scheduled',
  published: 'Published',
};

const tones: Record<PostStatus, string> = {
  draft: 'border-slate-300 bg-slate-100 text-slate-800',
  review: 'border-violet-300 bg-violet-50 text-violet-900',
  scheduled: 'border-amber-300 bg-amber-50 text-amber-900',
  published: 'border-green-300 bg-green-50 text-green-900',
};

const day = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const moment = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });

/** What a staff card says of the post's state, in words ("Scheduled · 9 Dec 2026, 09:00 UTC"); colour only repeats it. */
export function postStateText(post: Pick<Blog, 'status' | 'publishAt' | 'publishedAt'>): string {
  if (post.status === 'scheduled' && post.publishAt) return `Scheduled · ${moment(post.publishAt)} UTC`;
  if (post.status === 'published' && post.publishedAt) return `Published · ${day(post.publishedAt)}`;
  return POST_STATUS_LABELS[post.status];
}

/** The state chip of a staff card, and "Unpublished changes" when a working copy waits. */
export function PostStateChip({ post }: { post: Pick<Blog, 'status' | 'publishAt' | 'publishedAt' | 'workingCopy'> }) {
  return (
    <p className="flex flex-wrap gap-2 text-xs font-medium">
      <span className={`rounded-full border px-2 py-0.5 ${tones[post.status]}`} data-testid="post-state-chip">
        {postStateText(post)}
      </span>
      {post.workingCopy ? <span className="rounded-full border border-sky-200 bg-sky-50 px-2 py-0.5 text-sky-900">Unpublished changes</span> : null}
    </p>
  );
}
