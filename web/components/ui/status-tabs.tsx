import { Link } from 'react-router';
import { withParams } from '~/lib/list-state';

interface StatusTabsProps<S extends string> {
  /** The navigation's accessible name ('Lead status'). */
  name: string;
  statuses: readonly S[];
  labels: Record<S, string>;
  counts: Record<S, number>;
  current: S | undefined;
  params: URLSearchParams;
  /** Statuses that "All" does not count (leads: spam). */
  outsideAll?: readonly S[];
  /** Other URL parameters a change of status clears (leads: the open lead). */
  clears?: readonly string[];
}

/** One link per status with its count, after "All"; the status goes in the URL (?status=) and the page resets. */
export function StatusTabs<S extends string>({ name, statuses, labels, counts, current, params, outsideAll = [], clears = [] }: StatusTabsProps<S>) {
  const all = statuses.filter((s) => !outsideAll.includes(s)).reduce((n, s) => n + counts[s], 0);
  const tabs: [S | null, string, number][] = [[null, 'All', all], ...statuses.map((s): [S, string, number] => [s, labels[s], counts[s]])];
  const cleared = Object.fromEntries(clears.map((key) => [key, null]));
  return (
    <nav aria-label={name} className="min-w-0 max-w-full">
      {/* On a phone the tabs stay one row that scrolls inside itself (the page never scrolls sideways). */}
      <ul className="-mx-1 flex gap-2 overflow-x-auto px-1 py-1 lg:flex-wrap lg:overflow-visible">
        {tabs.map(([status, label, n]) => {
          const active = (status ?? undefined) === current;
          return (
            <li key={label}>
              <Link
                to={withParams(params, { ...cleared, status })}
                aria-current={active ? 'page' : undefined}
                data-status-count={status ?? 'all'}
                className={`inline-flex min-h-11 items-center gap-2 whitespace-nowrap rounded-full border px-3 py-1 text-sm lg:min-h-0 ${
                  active ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50'
                }`}
              >
                {label} <span className="font-semibold">{n}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
