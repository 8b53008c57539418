import type { Stats } from '@contract/stats';

/** DECISIONS.md: the dashboard shows counts above the leads table (SPEC's stats field and card keep "Contacts"). */
export function StatCards({ stats }: { stats: Stats | null }) {
  const items: Array<[string, number | undefined]> = [
    ['Contacts', stats?.contacts],
    ['Subscriptions', stats?.subscriptions],
    ['Blog posts', stats?.blogs],
  ];
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      {items.map(([label, value]) => (
        <div key={label} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
          <dt className="text-sm font-medium text-slate-700">{label}</dt>
          <dd className="mt-1 text-3xl font-bold text-navy-900" data-stat={label}>
            {value ?? '…'}
          </dd>
        </div>
      ))}
    </dl>
  );
}
