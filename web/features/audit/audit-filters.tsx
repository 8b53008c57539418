import { Form, Link } from 'react-router';
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, type AuditFilter } from '@contract/audit';
import { buttonClasses } from '~/components/ui/button';

// Full width on a phone: a long action name must not widen the page (decision 044).
const field = 'w-full min-w-0 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-900 sm:w-auto';
const label = 'flex w-full min-w-0 flex-col gap-1 text-sm font-medium text-slate-700 sm:w-auto';

/** The audit log's filters as a GET form: the URL holds them, so they work without JavaScript and can be shared. */
export function AuditFilters({ state }: { state: AuditFilter & { sort?: string } }) {
  const filtered = Boolean(state.action || state.actor || state.from || state.to || state.target);
  return (
    <Form method="get" role="search" aria-label="Filter the audit log" className="flex flex-wrap items-end gap-3">
      {/* The order chosen in the table's headings stays through new filters. */}
      {state.sort ? <input type="hidden" name="sort" value={state.sort} /> : null}
      <label className={label}>
        Action
        <select name="action" defaultValue={state.action ?? ''} className={field}>
          <option value="">Any action</option>
          {AUDIT_ACTIONS.map((a) => (
            <option key={a} value={a}>
              {AUDIT_ACTION_LABELS[a]}
            </option>
          ))}
        </select>
      </label>
      <label className={label}>
        Who (email or user id)
        <input type="text" name="actor" defaultValue={state.actor ?? ''} autoComplete="off" spellCheck={false} className={field} />
      </label>
      <label className={label}>
        Target id
        <input type="text" name="target" defaultValue={state.target ?? ''} autoComplete="off" spellCheck={false} className={field} />
      </label>
      <label className={label}>
        From
        <input type="date" name="from" defaultValue={state.from ?? ''} className={field} />
      </label>
      <label className={label}>
        To
        <input type="date" name="to" defaultValue={state.to ?? ''} className={field} />
      </label>
      <button type="submit" className={buttonClasses('secondary', 'sm')}>
        Apply filters
      </button>
      {filtered ? (
        <Link to="/admin/audit" className="pb-1.5 text-sm font-medium text-brand-700 underline hover:text-brand-800">
          Clear filters
        </Link>
      ) : null}
    </Form>
  );
}
