import { useState } from 'react';
import { useFetcher } from 'react-router';
import { REDIRECT_STATUS_LABELS, REDIRECT_STATUSES, type Redirect, type RedirectStatus } from '@contract/redirects';
import { Button } from '~/components/ui/button';
import { Modal } from '~/components/ui/modal';
import { fieldClass, labelClass } from '~/features/leads/lead-pipeline';
import { useActionToast, type ActionAnswer } from '~/features/staff/use-action-toast';

/** What the dialog edits: an existing rule, or a new one (its address prefilled from the missing-pages list). */
export type RedirectDraft = { editing: Redirect } | { from: string };

/** Add or change a redirect, in the one modal dialog; it closes once the save succeeds (the toast names it). */
export function RedirectFormDialog({ draft, onClose }: { draft: RedirectDraft | null; onClose: () => void }) {
  return (
    <Modal open={draft !== null} onClose={onClose} title={draft && 'editing' in draft ? `Edit ${draft.editing.from}` : 'New redirect'}>
      {draft ? <RedirectForm key={'editing' in draft ? draft.editing._id : draft.from} draft={draft} onDone={onClose} /> : null}
    </Modal>
  );
}

function RedirectForm({ draft, onDone }: { draft: RedirectDraft; onDone: () => void }) {
  const save = useFetcher<ActionAnswer>();
  const editing = 'editing' in draft ? draft.editing : null;
  const [status, setStatus] = useState<RedirectStatus>(editing?.status ?? 301);
  useActionToast(save, (answer) => {
    if (answer.ok) onDone();
  });
  const busy = save.state !== 'idle';
  return (
    <save.Form method="post" className="space-y-4 px-6 py-4" aria-label={editing ? `Edit ${editing.from}` : 'New redirect'}>
      {editing ? (
        <>
          <input type="hidden" name="id" value={editing._id} />
          <input type="hidden" name="version" value={editing.version} />
        </>
      ) : null}
      <label className={labelClass}>
        From (an address on this site)
        <input
          name="from"
          required
          maxLength={300}
          defaultValue={editing?.from ?? ('from' in draft ? draft.from : '')}
          placeholder="/old-page"
          className={fieldClass}
        />
      </label>
      <label className={labelClass}>
        Kind
        <select name="status" value={status} onChange={(e) => setStatus(Number(e.target.value) as RedirectStatus)} className={fieldClass}>
          {REDIRECT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {REDIRECT_STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      </label>
      {status === 410 ? (
        <p className="text-sm text-slate-700">Visitors get a short “This page was removed” page with a link home.</p>
      ) : (
        <label className={labelClass}>
          To (a path here, or an https:// address)
          <input name="to" required maxLength={2000} defaultValue={editing?.to ?? ''} placeholder="/new-page" className={fieldClass} />
        </label>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy} className="min-h-11 lg:min-h-0">
          {busy ? 'Saving...' : 'Save redirect'}
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={busy} className="min-h-11 lg:min-h-0">
          Cancel
        </Button>
      </div>
    </save.Form>
  );
}
