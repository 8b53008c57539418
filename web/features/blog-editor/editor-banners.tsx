import type { Blog } from '@contract/blogs';
import { Alert } from '~/components/ui/alert';
import type { AutosaveStatus } from './use-autosave';

const when = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const clock = (iso: string) => new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });

/** What the writer should know before typing: restored changes, someone else's autosave, a failed save. */
export function EditorBanners({
  post,
  showCopy,
  restored,
  autosave,
  error,
  errorId,
}: {
  post: Blog | undefined;
  showCopy: boolean;
  restored: boolean;
  autosave: AutosaveStatus;
  error: string | undefined;
  errorId: string;
}) {
  const copy = post?.workingCopy;
  return (
    <>
      {copy && showCopy ? (
        <Alert tone="info" className="mb-6">
          <span suppressHydrationWarning>
            Unsaved changes from {when(copy.updatedAt)} by {copy.updatedByName} were restored.
          </span>{' '}
          {post.status === 'published' ? 'Visitors see the published version until you Update.' : null}
        </Alert>
      ) : null}
      {restored && (
        <Alert tone="info" className="mb-6">
          Your unsaved changes were restored.
        </Alert>
      )}
      {autosave.kind === 'conflict' ? (
        <Alert tone="warning" className="mb-6">
          {autosave.conflict.changedBy.name} is also editing this post (autosaved at {clock(autosave.conflict.changedBy.at)}). Autosave is paused;
          your text is still here. Saving will ask whose version to keep.
        </Alert>
      ) : null}
      {error && (
        <Alert tone="error" id={errorId} className="mb-6">
          {error}
        </Alert>
      )}
    </>
  );
}
