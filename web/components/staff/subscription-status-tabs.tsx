import { Link } from 'react-router';
import { SUBSCRIPTION_STATUSES, type SubscriptionCounts, type SubscriptionStatus } from '../../../contract/subscriptions';
import { withParams } from '~/components/leads/read-filter';

export const subscriptionStatusLabel: Record<SubscriptionStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  unsubscribed: 'Unsubscribed',
};

/** One link per subscription status with its count, and "All". */
export function SubscriptionStatusTabs({
  counts,
  current,
  params,
}: {
  counts: SubscriptionCounts;
  current: SubscriptionStatus | undefined;
  params: URLSearchParams;
}) {
  const all = SUBSCRIPTION_STATUSES.reduce((n, s) => n + counts[s], 0);
  const tabs: [SubscriptionStatus | null, string, number][] = [
    [null, 'All', all],
    ...SUBSCRIPTION_STATUSES.map((s) => [s, subscriptionStatusLabel[s], counts[s]] as [SubscriptionStatus, string, number]),
  ];
  return (
    <nav aria-label="Subscription status">
      <ul className="flex flex-wrap gap-2">
        {tabs.map(([status, label, n]) => {
          const active = (status ?? undefined) === current;
          return (
            <li key={label}>
              <Link
                to={withParams(params, { status })}
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
