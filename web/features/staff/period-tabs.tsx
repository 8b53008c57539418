import { Link } from 'react-router';

/** "Last N days" links of a staff figures screen (?days=N), the current one marked. */
export function PeriodTabs({ choices, days }: { choices: readonly number[]; days: number }) {
  return (
    <nav aria-label="Period" className="flex gap-2">
      {choices.map((d) => (
        <Link
          key={d}
          to={`?days=${d}`}
          aria-current={d === days ? 'page' : undefined}
          className={`rounded-full border px-3 py-1 text-sm ${d === days ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-800'}`}
        >
          Last {d} days
        </Link>
      ))}
    </nav>
  );
}
