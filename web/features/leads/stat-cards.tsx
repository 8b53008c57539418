import { Link } from 'react-router';
import type { Stats } from '@contract/stats';

interface Card {
  label: string;
  /** null: the role may not read this count, and the card is left out. */
  value: number | null | undefined;
  /** What the number counts, when the label alone does not say. */
  note?: string;
  link?: { to: string; text: string; label: string };
}

/**
 * The counts above the leads (DECISIONS.md). "Leads" is the All tab without filters (spam counted
 * apart, as Quarantined), so the cards and the tabs agree; Due today and Overdue are the signed-in
 * person's own (plan §4.1).
 */
export function StatCards({
  stats,
  mine,
  quarantineHref,
}: {
  stats: Stats | null;
  mine: { dueToday: number; overdue: number } | null;
  quarantineHref: string;
}) {
  const cards: Card[] = [
    { label: 'Leads', value: stats?.leads },
    { label: 'Due today', value: mine?.dueToday, note: 'yours' },
    { label: 'Overdue', value: mine?.overdue, note: 'yours' },
    {
      label: 'Quarantined',
      value: stats?.spam,
      link: stats?.spam ? { to: quarantineHref, text: 'Review', label: 'Review quarantined leads' } : undefined,
    },
    { label: 'Subscriptions', value: stats?.subscriptions },
    { label: 'Blog posts', value: stats?.blogs },
  ];
  const shown = cards.filter((card) => card.value !== null);
  return (
    <dl className="grid grid-cols-3 gap-2 sm:gap-3 lg:grid-cols-6">
      {shown.map(({ label, value, note, link }) => (
        <div key={label} className="min-w-0 rounded-lg border border-slate-200 bg-white p-2 shadow-sm sm:p-4">
          <dt className="break-words text-xs font-medium text-slate-700 sm:text-sm">
            {label}
            {note ? <span className="font-normal text-slate-600"> ({note})</span> : null}
          </dt>
          <dd className="mt-1 flex flex-wrap items-baseline justify-between gap-2">
            <span className="text-xl font-bold text-navy-900 sm:text-3xl" data-stat={label}>
              {value ?? '…'}
            </span>
            {link ? (
              <Link
                to={link.to}
                aria-label={link.label}
                className="inline-flex min-h-11 items-center text-xs font-medium sm:text-sm text-brand-800 underline underline-offset-2 lg:min-h-0"
              >
                {link.text}
              </Link>
            ) : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
