import { Form } from 'react-router';
import { SERVICE_CHOICES } from '@contract/choices';
import { buttonClasses } from '~/components/ui/button';
import type { ListState } from '~/lib/list-state';

const field = 'rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-900';

/** Search and filters as a GET form: the URL holds them, so they work without JavaScript and can be shared. */
export function LeadFilters({ state, owners }: { state: ListState; owners: { _id: string; name: string }[] }) {
  return (
    <Form method="get" role="search" aria-label="Filter leads" className="flex flex-wrap items-end gap-3">
      {state.status ? <input type="hidden" name="status" value={state.status} /> : null}
      <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
        Search
        <input type="search" name="q" defaultValue={state.q ?? ''} placeholder="Name, email or message" className={field} />
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
        Owner
        <select name="owner" defaultValue={state.owner ?? ''} className={field}>
          <option value="">Anyone</option>
          <option value="none">Nobody</option>
          {owners.map((o) => (
            <option key={o._id} value={o._id}>
              {o.name}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
        Service
        <select name="service" defaultValue={state.service ?? ''} className={field}>
          <option value="">Any service</option>
          {SERVICE_CHOICES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className={buttonClasses('secondary', 'sm')}>
        Apply filters
      </button>
    </Form>
  );
}
