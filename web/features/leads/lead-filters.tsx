import { Form } from 'react-router';
import type { LeadServiceChoices } from '@contract/leads';
import { buttonClasses } from '~/components/ui/button';

const field = 'min-h-11 w-full rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-900 sm:w-auto lg:min-h-0';
const label = 'flex w-full flex-col gap-1 text-sm font-medium text-slate-700 sm:w-auto';

/** What the filter form shows and keeps (the URL's list state). */
export interface LeadFilterState {
  view?: string;
  status?: string;
  owner?: string;
  due?: string;
  service?: string;
  q?: string;
  sort?: string;
}

/** Search and filters as a GET form: the URL holds them, so they work without JavaScript and can be shared. */
export function LeadFilters({ state, owners, services }: { state: LeadFilterState; owners: Owner[]; services: LeadServiceChoices }) {
  const active = [state.q, state.owner, state.due, state.service].filter(Boolean).length;
  return (
    // Below 1024 px the form folds under "Filters" (a native disclosure, so it works before the
    // page's script); from 1024 px it is always shown and the summary hidden.
    <details
      open={active > 0}
      className="rounded-md border border-slate-200 bg-white lg:border-0 lg:bg-transparent lg:details-content:[content-visibility:visible]"
    >
      <summary className="flex min-h-11 cursor-pointer items-center px-3 text-sm font-medium text-slate-800 lg:hidden">
        Filters{active ? ` (${active} on)` : ''}
      </summary>
      <LeadFilterForm state={state} owners={owners} services={services} />
    </details>
  );
}

type Owner = { _id: string; name: string };

function LeadFilterForm({ state, owners, services }: { state: LeadFilterState; owners: Owner[]; services: LeadServiceChoices }) {
  // A link may name a service no lead holds any more: it stays chosen, so the form says what the list shows.
  const known = [...services.offered, ...services.earlier];
  const earlier = state.service && !known.includes(state.service) ? [...services.earlier, state.service] : services.earlier;
  return (
    <Form method="get" role="search" aria-label="Filter leads" className="flex flex-wrap items-end gap-3 p-3 lg:p-0">
      {/* The view, tab and order chosen elsewhere on the screen stay through a new search. */}
      {state.view ? <input type="hidden" name="view" value={state.view} /> : null}
      {state.status ? <input type="hidden" name="status" value={state.status} /> : null}
      {state.sort ? <input type="hidden" name="sort" value={state.sort} /> : null}
      <label className={label}>
        Search
        <input type="search" name="q" defaultValue={state.q ?? ''} placeholder="Name, email, company, phone…" className={field} />
      </label>
      <label className={label}>
        Owner
        <select name="owner" defaultValue={state.owner ?? ''} className={field}>
          <option value="">Anyone</option>
          <option value="me">Me</option>
          <option value="none">Nobody</option>
          {owners.map((o) => (
            <option key={o._id} value={o._id}>
              {o.name}
            </option>
          ))}
        </select>
      </label>
      <label className={label}>
        Due
        <select name="due" defaultValue={state.due ?? ''} className={field}>
          <option value="">Any time</option>
          <option value="today">Due today</option>
          <option value="overdue">Overdue</option>
        </select>
      </label>
      <label className={label}>
        Service
        <select name="service" defaultValue={state.service ?? ''} className={field}>
          <option value="">Any service</option>
          {/* What the contact form offers now (decision 114), then the names older leads hold. */}
          {services.offered.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
          {earlier.length > 0 ? (
            <optgroup label="No longer offered">
              {earlier.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </optgroup>
          ) : null}
        </select>
      </label>
      <button type="submit" className={`${buttonClasses('secondary', 'sm')} min-h-11 w-full sm:w-auto lg:min-h-0`}>
        Apply filters
      </button>
    </Form>
  );
}
