import type { ReactNode } from 'react';
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
  /** What the signed-in role may do with this post (decision 055). */
  rights: { edit: boolean; publish: boolean };
}

/**
 * The editor's buttons by state (decision 046): a draft is saved, previewed, scheduled or published;
 * a scheduled post saved, rescheduled, unscheduled or published now; a published post updated,
 * previewed or unpublished, and its unsaved changes discarded. Without publish rights (a
 * contributor, decision 055) a draft is submitted for review instead, and a post in review can be
 * taken back to draft; without edit rights there are no buttons.
 */
export function PostActions(props: PostActionsProps) {
  const { status, isNew, busy, onSave, onSchedule, onPreview, rights } = props;
  if (!rights.edit) {
    return (
      <p role="note" className="text-sm text-slate-700">
        Only the post&apos;s author or an editor can change this post.
      </p>
    );
  }
  const preview = isNew ? null : (
    <Button variant="secondary" onClick={onPreview} disabled={busy}>
      Preview
    </Button>
  );
  if (!rights.publish || status === 'review') {
    return (
      <div role="group" aria-label="Post actions" className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={() => onSave('save')} disabled={busy}>
          {status === 'review' ? 'Save' : 'Save draft'}
        </Button>
        {preview}
        {status === 'review' ? (
          <Button variant="secondary" onClick={() => onSave('unpublish')} disabled={busy}>
            Back to draft
          </Button>
        ) : null}
        {rights.publish ? (
          <>
            <Button variant="secondary" onClick={onSchedule} disabled={busy}>
              Schedule…
            </Button>
            <Button onClick={() => onSave('publish')} disabled={busy}>
              Publish
            </Button>
          </>
        ) : status === 'draft' ? (
          <Button onClick={() => onSave('submit')} disabled={busy}>
            Submit for review
          </Button>
        ) : null}
        <Saving busy={busy} />
      </div>
    );
  }
  return <PublisherActions {...props} preview={preview} />;
}

function Saving({ busy }: { busy: boolean }) {
  return busy ? (
    <span role="status" className="text-sm text-slate-700">
      Saving...
    </span>
  ) : null;
}

/** Someone who may publish this post: decision 046's buttons. */
function PublisherActions({ status, busy, hasWorkingCopy, onSave, onSchedule, onDiscard, preview }: PostActionsProps & { preview: ReactNode }) {
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
      <Saving busy={busy} />
    </div>
  );
}
