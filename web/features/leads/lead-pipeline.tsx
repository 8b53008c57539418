import { useFetcher } from 'react-router';
import { LEAD_STATUSES, type LeadDetail } from '@contract/leads';
import { Button } from '~/components/ui/button';
import { leadStatusLabel } from './status-labels';

const field = 'rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-900';
const labelClass = 'flex flex-col gap-1 text-sm font-medium text-slate-700';

export interface PipelineAnswer {
  ok?: boolean;
  error?: string;
}

/** Status, owner, next action and a new note; each form posts to the dashboard's action. */
export function LeadPipeline({ lead, owners }: { lead: LeadDetail; owners: { _id: string; name: string }[] }) {
  const update = useFetcher<PipelineAnswer>();
  const note = useFetcher<PipelineAnswer>();
  const busy = update.state !== 'idle';
  return (
    <section aria-labelledby="lead-pipeline-heading" className="mt-6 border-t border-slate-200 pt-4">
      <h3 id="lead-pipeline-heading" className="mb-2 font-semibold text-slate-900">
        Pipeline
      </h3>
      {lead.status === 'spam' ? (
        <update.Form method="post" className="mb-3">
          <input type="hidden" name="intent" value="not-spam" />
          <input type="hidden" name="id" value={lead._id} />
          <Button type="submit" size="sm" disabled={busy}>
            Not spam
          </Button>
        </update.Form>
      ) : null}
      <update.Form method="post" key={`${lead._id}-${lead.status}-${lead.ownerId}-${lead.nextActionOn}`} className="flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="update" />
        <input type="hidden" name="id" value={lead._id} />
        <label className={labelClass}>
          Status
          <select name="status" defaultValue={lead.status} className={field}>
            {LEAD_STATUSES.map((s) => (
              <option key={s} value={s}>
                {leadStatusLabel[s]}
              </option>
            ))}
          </select>
        </label>
        <label className={labelClass}>
          Owner
          <select name="ownerId" defaultValue={lead.ownerId ?? ''} className={field}>
            <option value="">Nobody</option>
            {owners.map((o) => (
              <option key={o._id} value={o._id}>
                {o.name}
              </option>
            ))}
          </select>
        </label>
        <label className={labelClass}>
          Next action
          <input type="date" name="nextActionOn" defaultValue={lead.nextActionOn ?? ''} className={field} />
        </label>
        <Button type="submit" size="sm" disabled={busy}>
          {busy ? 'Saving...' : 'Save'}
        </Button>
      </update.Form>
      {update.data?.error ? (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {update.data.error}
        </p>
      ) : null}
      <note.Form method="post" key={lead.notes.length} className="mt-4 flex flex-col gap-2">
        <input type="hidden" name="intent" value="note" />
        <input type="hidden" name="id" value={lead._id} />
        <label className={labelClass}>
          New note
          <textarea name="text" rows={3} required maxLength={5000} className={field} />
        </label>
        <div>
          <Button type="submit" size="sm" variant="secondary" disabled={note.state !== 'idle'}>
            {note.state !== 'idle' ? 'Adding...' : 'Add note'}
          </Button>
        </div>
        {note.data?.error ? (
          <p role="alert" className="text-sm text-red-800">
            {note.data.error}
          </p>
        ) : null}
      </note.Form>
    </section>
  );
}
