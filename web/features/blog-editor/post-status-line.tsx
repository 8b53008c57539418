import type { Blog } from '@contract/blogs';
import type { PostStatus } from '@contract/post-fields';
import { shownTime } from './blog-save';
import type { AutosaveStatus } from './use-autosave';

const clock = (iso: string) => new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
const date = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** The post's state under its title ("Draft · last saved 14:02 by Sam") and what autosave is doing. */
export function PostStatusLine({
  post,
  status,
  publishAt,
  autosave,
  hasCopy,
}: {
  post: Blog | undefined;
  status: PostStatus;
  publishAt: string | null;
  autosave: AutosaveStatus;
  hasCopy: boolean;
}) {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const state =
    status === 'scheduled' && publishAt
      ? `Scheduled for ${shownTime(publishAt)} (${zone})`
      : status === 'published'
        ? `Published${post?.publishedAt ? ` ${date(post.publishedAt)}` : ''}${hasCopy ? ' · unpublished changes saved' : ''}`
        : post
          ? `Draft · last saved ${clock(post.updatedAt)}${post.updatedByName ? ` by ${post.updatedByName}` : ''}`
          : 'New draft';
  const saving =
    autosave.kind === 'saving'
      ? 'Saving…'
      : autosave.kind === 'saved'
        ? `Saved ${clock(autosave.at)}`
        : autosave.kind === 'kept'
          ? 'Not saved yet — kept in this tab'
          : autosave.kind === 'offline'
            ? 'Offline — kept in this tab'
            : '';
  return (
    <p className="mt-1 flex flex-wrap gap-3 text-sm text-slate-700" suppressHydrationWarning>
      <span data-testid="post-state">{state}</span>
      <span role="status" data-testid="autosave-status">
        {saving}
      </span>
    </p>
  );
}
