import { useId, useState, type ReactNode } from 'react';
import { useFetcher } from 'react-router';
import { LEAD_STATUSES, type LeadStatus } from '@contract/leads';
import { Button } from '~/components/ui/button';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { useActionToast, type ActionAnswer } from '~/features/staff/use-action-toast';
import { leadStatusLabel } from './status-labels';
import type { SelectionState } from './use-selection';

/** The URL's list filters that "all N matching" sends (the API evaluates them when it runs). */
export type BulkFilter = Partial<Record<'view' | 'status' | 'owner' | 'due' | 'service' | 'q', string>>;

/** One fetcher for every bulk form, so the screen can clear the selection when any of them answers. */
export const BULK_FETCHER = 'lead-bulk';

const control = 'min-h-11 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900 lg:min-h-9';
const tall = 'min-h-11 lg:min-h-0';
const count = (n: number) => `${n.toLocaleString()} ${n === 1 ? 'lead' : 'leads'}`;
/** Statuses a bulk change may set: spam has its own button (and restore), so it is not in the list. */
const SETTABLE = LEAD_STATUSES.filter((s): s is Exclude<LeadStatus, 'spam'> => s !== 'spam');

/** The bulk action's answer: which leads, how many, and, with `filter`, the filters to evaluate. */
function fields(form: FormData, target: { ids: readonly string[] } | { filter: BulkFilter }) {
  form.set('intent', 'bulk');
  if ('ids' in target) for (const id of target.ids) form.append('ids', id);
  else {
    form.set('scope', 'matching');
    for (const [key, value] of Object.entries(target.filter)) if (value) form.set(key, value);
  }
  return form;
}

/** A choice and its button (the select's first option, "Assign to…", names it until one is picked). */
function PickAndApply({
  label,
  button,
  busy,
  onApply,
  children,
}: {
  label: string;
  button: string;
  busy: boolean;
  onApply: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <form
      className="flex items-center gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        const value = new FormData(event.currentTarget).get('value');
        if (typeof value === 'string' && value) onApply(value);
      }}
    >
      <label className="sr-only" htmlFor={id}>
        {label}
      </label>
      <select id={id} name="value" className={control} defaultValue="" required>
        <option value="" disabled>
          {label}…
        </option>
        {children}
      </select>
      <Button type="submit" size="sm" variant="secondary" disabled={busy} className={tall}>
        {button}
      </Button>
    </form>
  );
}

/**
 * The bar under a selection (sticky at the bottom of the screen while leads are selected): assign,
 * set status, mark spam (or restore in the Spam tab) and, for admins, delete after a confirmation.
 * "Select all N matching" turns the page's selection into the URL's filters.
 */
export function BulkBar({
  selection,
  total,
  capped = false,
  filter,
  owners,
  isAdmin,
  spamTab,
}: {
  selection: SelectionState;
  /** How many leads the filters match in all (every page). */
  total: number;
  /** `total` is a floor: a search counted up to its cap ("5,000+ leads"). */
  capped?: boolean;
  filter: BulkFilter;
  owners: { _id: string; name: string }[];
  isAdmin: boolean;
  spamTab: boolean;
}) {
  const fetcher = useFetcher<ActionAnswer>({ key: BULK_FETCHER });
  const [confirming, setConfirming] = useState(false);
  const busy = fetcher.state !== 'idle';
  const { selectedIds, selection: sel } = selection;
  const matching = sel.matching;
  const chosen = matching ? total : selectedIds.length;
  if (chosen === 0) return null;
  const target = matching ? { filter } : { ids: selectedIds };
  const pageFull = !matching && selection.pageSelected && selection.pageSize < total;
  const all = capped ? `${total.toLocaleString()}+ leads` : count(total);

  function run(action: string, value?: string) {
    const form = fields(new FormData(), target);
    form.set('action', action);
    if (value !== undefined) form.set('value', value);
    void fetcher.submit(form, { method: 'post' });
  }

  return (
    <section
      aria-label="Bulk actions"
      className="sticky bottom-0 z-20 -mx-4 border-t border-slate-300 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(15,23,42,0.08)] backdrop-blur"
    >
      <p className="mb-2 text-sm text-slate-800" aria-live="polite">
        <strong>{matching ? `All ${all} matching` : pageFull ? `All ${chosen} on this page` : count(chosen)}</strong>{' '}
        {chosen === 1 && !pageFull && !matching ? 'is' : 'are'} selected.{' '}
        {pageFull ? (
          <button type="button" onClick={selection.selectMatching} className={`${tall} font-medium text-brand-800 underline underline-offset-2`}>
            Select all {all} matching
          </button>
        ) : null}{' '}
        <button type="button" onClick={selection.clear} className={`${tall} font-medium text-brand-800 underline underline-offset-2`}>
          Clear selection
        </button>
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <PickAndApply label="Assign to" button="Assign" busy={busy} onApply={(value) => run('assign', value)}>
          {owners.map((o) => (
            <option key={o._id} value={o._id}>
              {o.name}
            </option>
          ))}
          <option value="none">Nobody (unassign)</option>
        </PickAndApply>
        <PickAndApply label="Set status" button="Apply" busy={busy} onApply={(value) => run('status', value)}>
          {SETTABLE.map((s) => (
            <option key={s} value={s}>
              {leadStatusLabel[s]}
            </option>
          ))}
        </PickAndApply>
        {spamTab ? (
          <Button size="sm" variant="secondary" disabled={busy} className={tall} onClick={() => run('restore')}>
            Not spam
          </Button>
        ) : (
          <Button size="sm" variant="secondary" disabled={busy} className={tall} onClick={() => run('spam')}>
            Mark spam
          </Button>
        )}
        {isAdmin ? (
          <Button size="sm" variant="danger" disabled={busy} className={tall} onClick={() => setConfirming(true)}>
            Delete
          </Button>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirming}
        title="Delete leads"
        busy={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          run('delete');
          setConfirming(false);
        }}
      >
        <p>Delete {count(chosen)} permanently? This is not the GDPR erase and cannot be undone.</p>
      </ConfirmDialog>
    </section>
  );
}

/** Admins, in the Spam tab: delete every quarantined lead, after a confirmation with the count. */
export function EmptySpam({ spamCount }: { spamCount: number }) {
  const fetcher = useFetcher<ActionAnswer>({ key: BULK_FETCHER });
  const [confirming, setConfirming] = useState(false);
  const busy = fetcher.state !== 'idle';
  if (spamCount === 0) return null;
  return (
    <>
      <Button size="sm" variant="danger" disabled={busy} className={tall} onClick={() => setConfirming(true)}>
        Empty spam
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Empty spam"
        confirmLabel="Empty spam"
        busy={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          const form = fields(new FormData(), { filter: { status: 'spam' } });
          form.set('action', 'delete');
          void fetcher.submit(form, { method: 'post' });
          setConfirming(false);
        }}
      >
        <p>Delete all {count(spamCount)} in quarantine permanently? This cannot be undone.</p>
      </ConfirmDialog>
    </>
  );
}

/** "Not spam" on one quarantined lead: restored as new, with the version it was seen at (the lead's own action answers). */
export function NotSpamButton({ id, version }: { id: string; version: number }) {
  const fetcher = useFetcher<ActionAnswer>();
  useActionToast(fetcher);
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="not-spam" />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="version" value={version} />
      <Button type="submit" size="sm" variant="secondary" disabled={fetcher.state !== 'idle'} className={tall}>
        Not spam
      </Button>
    </fetcher.Form>
  );
}
