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
    <nav aria-label={name}>
      <ul className="flex flex-wrap gap-2">
        {tabs.map(([status, label, n]) => {
          const active = (status ?? undefined) === current;
          return (
            <li key={label}>
              <Link
                to={withParams(params, { ...cleared, status })}
                aria-current={active ? 'page' : undefined}
                data-status-count={status ?? 'all'}
                className={`inline-flex items-center gap-2 rounded-full border px-3 py-1 text-sm ${
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
