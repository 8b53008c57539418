import { useSearchParams } from 'react-router';
import { subscriptionListQuery } from '../../../contract/subscriptions';
import { Pager } from '~/components/leads/pager';
import { localDate } from '~/components/staff/format';
import { tdClass, thClass } from '~/components/staff/contacts-table';
import { staffApi } from '~/components/staff/staff-api.server';
import { SubscriptionStatusTabs, subscriptionStatusLabel } from '~/components/staff/subscription-status-tabs';
import { buttonClasses } from '~/components/ui/button';
import { useApi } from '~/lib/use-api';
import { site } from '~/content/site';
import type { Route } from './+types/subscriptions';

export const meta: Route.MetaFunction = () => [{ title: `Subscriptions | ${site.name}` }, { name: 'robots', content: 'noindex' }];

/** One page of subscriptions, newest first; ?page= and ?status= in the URL. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const parsed = subscriptionListQuery.safeParse({ page: search.get('page') ?? undefined, status: search.get('status') ?? undefined });
  const { page, pageSize, status } = parsed.success ? parsed.data : subscriptionListQuery.parse({});
  const [{ items, total }, counts] = await staffApi(request, context, (api) =>
    Promise.all([api.subscriptions.page({ page, pageSize, ...(status ? { status } : {}) }), api.subscriptions.statusCounts()]),
  );
  return { items, total, page, pageSize, status, counts };
}

export default function Subscriptions({ loaderData }: Route.ComponentProps) {
  const { items, total, page, pageSize, status, counts } = loaderData;
  const api = useApi();
  const [params] = useSearchParams();
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold text-slate-900">Subscriptions</h1>
        <a href={api.subscriptions.csvUrl()} download className={buttonClasses('secondary', 'sm')}>
          Export CSV
        </a>
      </div>
      <SubscriptionStatusTabs counts={counts} current={status} params={params} />
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
        <table className="min-w-full divide-y divide-slate-200">
          <caption className="sr-only">Newsletter subscriptions</caption>
          <thead className="bg-slate-100">
            <tr>
              <th scope="col" className={thClass}>
                Email
              </th>
              <th scope="col" className={thClass}>
                Date
              </th>
              <th scope="col" className={thClass}>
                Status
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {items.length === 0 ? (
              <tr>
                <td colSpan={3} className={`${tdClass} text-center`}>
                  {status ? `No ${subscriptionStatusLabel[status].toLowerCase()} subscriptions.` : 'No subscriptions yet.'}
                </td>
              </tr>
            ) : (
              items.map((s) => (
                <tr key={s._id}>
                  <td className={tdClass}>{s.email}</td>
                  <td className={tdClass}>{localDate(s.createdAt)}</td>
                  <td className={tdClass} data-subscription-status={s.status}>
                    {subscriptionStatusLabel[s.status]}
                    {s.status === 'confirmed' && s.confirmedAt ? ` since ${localDate(s.confirmedAt)}` : ''}
                    {s.status === 'unsubscribed' && s.unsubscribedAt ? ` on ${localDate(s.unsubscribedAt)}` : ''}
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <Pager page={page} pageSize={pageSize} total={total} params={params} label="Subscription pages" />
    </div>
  );
}
