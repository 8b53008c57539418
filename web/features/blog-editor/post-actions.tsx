import type { PostStatus } from '@contract/post-fields';
import { Button } from '~/components/ui/button';
import type { SaveIntent } from './blog-save';

interface PostActionsProps {
  status: PostStatus;
  /** A new post has no preview or unschedule yet. */
  isNew: boolean;
  busy: boolean;
  hasWorkingCopy: boolean;
  onSave: (intent: SaveIntent) => void;
  onSchedule: () => void;
  onPreview: () => void;
  onDiscard: () => void;
}

/**
 * The editor's buttons by state (decision 046): a draft is saved, previewed, scheduled or published;
 * a scheduled post saved, rescheduled, unscheduled or published now; a published post updated,
 * previewed or unpublished, and its unsaved changes discarded.
 */
export function PostActions({ status, isNew, busy, hasWorkingCopy, onSave, onSchedule, onPreview, onDiscard }: PostActionsProps) {
  const preview = isNew ? null : (
    <Button variant="secondary" onClick={onPreview} disabled={busy}>
      Preview
    </Button>
  );
  return (
    <div role="group" aria-label="Post actions" className="flex flex-wrap items-center gap-3">
      {status === 'draft' ? (
        <>
          <Button variant="secondary" onClick={() => onSave('save')} disabled={busy}>
            Save draft
          </Button>
          {preview}
          <Button variant="secondary" onClick={onSchedule} disabled={busy}>
            Schedule…
          </Button>
          <Button onClick={() => onSave('publish')} disabled={busy}>
            Publish
          </Button>
        </>
      ) : status === 'scheduled' ? (
        <>
          <Button variant="secondary" onClick={() => onSave('save')} disabled={busy}>
            Save
          </Button>
          {preview}
          <Button variant="secondary" onClick={onSchedule} disabled={busy}>
            Reschedule…
          </Button>
          <Button variant="secondary" onClick={() => onSave('unschedule')} disabled={busy}>
            Unschedule
          </Button>
          <Button onClick={() => onSave('publish')} disabled={busy}>
            Publish now
          </Button>
        </>
      ) : (
        <>
          <Button onClick={() => onSave('publish')} disabled={busy}>
            Update
          </Button>
          {preview}
          <Button variant="secondary" onClick={() => onSave('unpublish')} disabled={busy}>
            Unpublish
          </Button>
          {hasWorkingCopy ? (
            <Button variant="secondary" onClick={onDiscard} disabled={busy}>
              Discard changes
            </Button>
          ) : null}
        </>
      )}
      {busy ? (
        <span role="status" className="text-sm text-slate-700">
          Saving...
        </span>
      ) : null}
    </div>
  );
}
