import { lazy, Suspense, useState } from 'react';
import type { BlogConflict } from '@contract/blogs';
import { Button } from '~/components/ui/button';
import { Modal } from '~/components/ui/modal';

// The diff library stays out of the editor's chunk until someone compares.
const SideBySide = lazy(() => import('./diff/side-by-side').then((m) => ({ default: m.SideBySide })));

export interface MyVersion {
  title: string;
  content: string;
}

interface ConflictDialogProps {
  conflict: Pick<BlogConflict, 'current' | 'changedBy'>;
  mine: MyVersion;
  busy: boolean;
  /** Save my text over theirs (sent with their version: an explicit overwrite). */
  onKeepMine: () => void;
  /** Load their version into the editor; my text stays visible to copy. */
  onTakeTheirs: () => void;
  /** Keep editing; the next save conflicts again. */
  onCancel: () => void;
}

const clock = (iso: string) => new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });

/**
 * A save lost to someone else's newer save (409, decision 049): who and when, and four ways on.
 * Nothing typed is dropped: only "Take theirs" replaces the editor's text, and then it stays
 * on screen (`TheirsTaken`) to copy from.
 */
export function ConflictDialog({ conflict, mine, busy, onKeepMine, onTakeTheirs, onCancel }: ConflictDialogProps) {
  const [comparing, setComparing] = useState(false);
  const who = conflict.changedBy.name || 'Someone';
  return (
    <Modal
      open
      onClose={onCancel}
      title="Someone else saved this post"
      size="2xl"
      busy={busy}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button variant="secondary" onClick={() => setComparing((c) => !c)} aria-expanded={comparing} disabled={busy}>
            {comparing ? 'Hide comparison' : 'Compare'}
          </Button>
          <Button variant="secondary" onClick={onTakeTheirs} disabled={busy}>
            Take theirs
          </Button>
          <Button onClick={onKeepMine} disabled={busy}>
            {busy ? 'Saving...' : 'Keep mine'}
          </Button>
        </>
      }
    >
      <p data-testid="conflict-who" suppressHydrationWarning>
        {who} saved this post at {clock(conflict.changedBy.at)} while you were editing. Your text is still here.
      </p>
      <p className="mt-2 text-sm text-slate-700">
        Keep mine saves your text over theirs; Take theirs loads their version and keeps yours on screen to copy from.
      </p>
      {comparing ? (
        <div className="mt-4 max-h-[60vh] overflow-auto">
          <Suspense fallback={<p>Loading the comparison…</p>}>
            <SideBySide
              left={{ title: conflict.current.title, content: conflict.current.content }}
              right={mine}
              labels={[`Theirs (${who})`, 'Yours (not saved)']}
            />
          </Suspense>
        </div>
      ) : null}
    </Modal>
  );
}

/** After "Take theirs": the text this person had typed, to copy back what they need. */
export function TheirsTaken({ mine, onClose }: { mine: MyVersion; onClose: () => void }) {
  const [copied, setCopied] = useState(false);
  const text = `${mine.title}\n\n${mine.content}`;
  return (
    <section aria-label="Your version" className="mb-6 rounded-md border border-amber-300 bg-amber-50 p-4">
      <h2 className="font-semibold text-amber-900">Your version (not saved)</h2>
      <textarea
        readOnly
        value={text}
        rows={6}
        aria-label="Your version's text"
        className="mt-2 w-full rounded border border-slate-300 p-2 font-mono text-sm"
      />
      <div className="mt-2 flex gap-2">
        <Button
          size="sm"
          variant="secondary"
          onClick={() =>
            void navigator.clipboard?.writeText(text).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {copied ? 'Copied' : 'Copy'}
        </Button>
        <Button size="sm" variant="ghost" onClick={onClose}>
          Close
        </Button>
      </div>
    </section>
  );
}
