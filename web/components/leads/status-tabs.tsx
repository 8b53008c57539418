import { Link } from 'react-router';
import { LEAD_STATUSES, type LeadStatus, type StatusCounts } from '../../../contract/leads';
import { withParams } from './read-filter';

export const statusLabel: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  proposal: 'Proposal',
  won: 'Won',
  lost: 'Lost',
  spam: 'Spam',
};

/** One link per status with its count; "All" is every lead but spam. */
export function StatusTabs({ counts, current, params }: { counts: StatusCounts; current: LeadStatus | undefined; params: URLSearchParams }) {
  const all = LEAD_STATUSES.filter((s) => s !== 'spam').reduce((n, s) => n + counts[s], 0);
  const tabs: [LeadStatus | null, string, number][] = [
    [null, 'All', all],
    ...LEAD_STATUSES.map((s) => [s, statusLabel[s], counts[s]] as [LeadStatus, string, number]),
  ];
  return (
    <nav aria-label="Lead status">
      <ul className="flex flex-wrap gap-2">
        {tabs.map(([status, label, n]) => {
          const active = (status ?? undefined) === current;
          return (
            <li key={label}>
              <Link
                to={withParams(params, { status, lead: null })}
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
