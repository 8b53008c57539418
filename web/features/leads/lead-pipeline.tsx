import { useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { LEAD_STATUSES, type LeadDetail } from '@contract/leads';
import { Button } from '~/components/ui/button';
import { useActionToast } from '~/features/staff/use-action-toast';
import { ConflictNotice } from './conflict-notice';
import type { LeadActionAnswer } from './lead-answer';
import { changedValues, hasChanges, PIPELINE_FIELDS, rebase, saved, stateOf, type PipelineValues } from './pipeline-form-state';
import { leadStatusLabel } from './status-labels';
import { fieldClass, labelClass } from './form-classes';
import { NextActionFields, SnoozeButtons } from './next-action-fields';

export { fieldClass, labelClass } from './form-classes';

/**
 * Status, owner, next action (what and when, decision 123) and value. The form keeps what the
 * person chose in state, so a reload of the page's data (after a note, a reply, someone else's save) never drops it; it posts the values it
 * was loaded with and their version, so the action sends only what changed and a stale version
 * comes back as a conflict (decision 037) instead of overwriting a colleague.
 */
export function LeadPipeline({ lead, owners, currency = 'USD' }: { lead: LeadDetail; owners: { _id: string; name: string }[]; currency?: string }) {
  const update = useFetcher<LeadActionAnswer>();
  const [form, setForm] = useState(() => stateOf(lead));
  const [conflict, setConflict] = useState<LeadActionAnswer['conflict']>();
  const sent = useRef<Partial<PipelineValues>>({});

  // A newer lead (someone's change, seen after a reload) replaces the form only while nothing is typed.
  if (lead.version > form.version && !hasChanges(form) && !conflict) setForm(stateOf(lead));

  useActionToast(update, (answer) => {
    if (answer.ok && answer.version !== undefined) setForm((f) => saved(f, sent.current, answer.version!));
    setConflict(answer.conflict);
  });

  const busy = update.state !== 'idle';
  const set = (field: keyof PipelineValues) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, values: { ...f.values, [field]: e.target.value } }));

  return (
    <section aria-labelledby="lead-pipeline-heading" className="mt-6 border-t border-slate-200 pt-4">
      <h3 id="lead-pipeline-heading" className="mb-2 font-semibold text-slate-900">
        Pipeline
      </h3>
      {lead.status === 'spam' ? <RestoreButton lead={lead} /> : null}
      {conflict ? (
        <ConflictNotice
          conflict={conflict}
          base={form.base}
          mine={changedValues(form.base, form.values)}
          owners={owners}
          onReload={() => {
            setForm((f) => rebase(f, conflict.current));
            setConflict(undefined);
          }}
        />
      ) : null}
      <update.Form
        method="post"
        className="flex flex-wrap items-end gap-3"
        onSubmit={() => {
          sent.current = changedValues(form.base, form.values);
        }}
      >
        <input type="hidden" name="intent" value="update" />
        <input type="hidden" name="id" value={lead._id} />
        <input type="hidden" name="version" value={form.version} />
        {PIPELINE_FIELDS.map((f) => (
          <input key={f} type="hidden" name={`base_${f}`} value={form.base[f]} />
        ))}
        <label className={labelClass}>
          Status
          <select name="status" value={form.values.status} onChange={set('status')} className={fieldClass}>
            {LEAD_STATUSES.map((s) => (
              <option key={s} value={s}>
                {leadStatusLabel[s]}
              </option>
            ))}
          </select>
        </label>
        <label className={labelClass}>
          Owner
          <select name="ownerId" value={form.values.ownerId} onChange={set('ownerId')} className={fieldClass}>
            <option value="">Nobody</option>
            {owners.map((o) => (
              <option key={o._id} value={o._id}>
                {o.name}
              </option>
            ))}
          </select>
        </label>
        <NextActionFields values={form.values} onChange={(values) => setForm((f) => ({ ...f, values: { ...f.values, ...values } }))} />
        <label className={labelClass}>
          Value ({currency})
          <input
            type="number"
            name="value"
            min={0}
            step={1}
            inputMode="numeric"
            value={form.values.value}
            onChange={set('value')}
            className={`${fieldClass} w-36`}
          />
        </label>
        <Button type="submit" size="sm" disabled={busy} className="min-h-11 lg:min-h-0">
          {busy ? 'Saving...' : 'Save'}
        </Button>
      </update.Form>
      {lead.nextAction && lead.status !== 'spam' ? <SnoozeButtons lead={lead} /> : null}
    </section>
  );
}

/** "Not spam": back into the pipeline as new, through the same versioned PATCH (it then sends the notification). */
function RestoreButton({ lead }: { lead: LeadDetail }) {
  const restore = useFetcher<LeadActionAnswer>();
  useActionToast(restore);
  return (
    <restore.Form method="post" className="mb-3">
      <input type="hidden" name="intent" value="not-spam" />
      <input type="hidden" name="id" value={lead._id} />
      <input type="hidden" name="name" value={lead.name} />
      <input type="hidden" name="version" value={lead.version} />
      <Button type="submit" size="sm" disabled={restore.state !== 'idle'} className="min-h-11 lg:min-h-0">
        Not spam
      </Button>
    </restore.Form>
  );
}
