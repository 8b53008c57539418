import { useFetcher, useSearchParams } from 'react-router';
import { useLocalTime } from '~/lib/use-local-time';
import type { Subscription } from '@contract/subscriptions';
import { SUBSCRIPTION_STATUSES, subscriptionListQuery } from '@contract/subscriptions';
import { Pager } from '~/components/ui/pager';
import { staffApi } from '~/features/staff/staff-api.server';
import { requirePermission } from '~/features/staff/staff-guard.server';
import { StatusTabs } from '~/components/ui/status-tabs';
import { subscriptionStatusLabel } from '~/features/newsletter/subscription-status-labels';
import { buttonClasses } from '~/components/ui/button';
import { Button } from '~/components/ui/button';
import { DataTable, Td } from '~/components/ui/data-table';
import { actionFailure } from '~/features/staff/action-failure.server';
import { useActionToast, type ActionAnswer } from '~/features/staff/use-action-toast';
import { readForm } from '~/lib/read-form.server';
import { useApi } from '~/lib/api/use-api';
import { filtersOf, readListState } from '~/lib/list-state';
import { site } from '~/content/site';
import type { Route } from './+types/subscriptions';
import type { StaffHandle } from '~/features/staff/staff-error-boundary';

export const meta: Route.MetaFunction = () => [{ title: `Subscriptions | ${site.name}` }, { name: 'robots', content: 'noindex' }];

export const handle = { staff: { title: 'Subscriptions', failure: 'Failed to load subscriptions.' } } satisfies StaffHandle;
export { StaffErrorBoundary as ErrorBoundary } from '~/features/staff/staff-error-boundary';

/** One page of subscriptions with its tab, page and sort in the URL (decision 031). */
export async function loader({ request, context }: Route.LoaderArgs) {
  requirePermission(context, 'subscribers.read');
  const state = readListState(new URL(request.url).searchParams, subscriptionListQuery);
  const [{ items, total }, counts] = await staffApi(request, context, (api) =>
    Promise.all([api.subscriptions.page(state), api.subscriptions.statusCounts()]),
  );
  return { items, total, state, counts };
}

/** Reset a bounce: the address may receive mail again (decision 065); the toast names it. */
export async function action({ request, context }: Route.ActionArgs) {
  requirePermission(context, 'subscribers.read');
  const form = await readForm(request);
  try {
    const reset = await staffApi(request, context, (api) => api.subscriptions.resetBounce(String(form.get('id') ?? '')));
    return { ok: true, toast: `${reset.email} can receive mail again (${reset.status})` } satisfies ActionAnswer;
  } catch (err) {
    return actionFailure(err, 'reset the bounce');
  }
}

/** A bounced address: when and why its mail server refused it, and Reset. */
function BounceCell({ s }: { s: Subscription }) {
  const { date: localDate } = useLocalTime();
  const reset = useFetcher<ActionAnswer>();
  useActionToast(reset);
  return (
    <div className="space-y-1">
      <p>
        {subscriptionStatusLabel.bounced}
        {s.bouncedAt ? ` on ${localDate(s.bouncedAt)}` : ''}
      </p>
      {s.bounceReason ? <p className="break-words text-xs text-slate-700">{s.bounceReason}</p> : null}
      <reset.Form method="post">
        <input type="hidden" name="id" value={s._id} />
        <Button type="submit" size="sm" variant="secondary" disabled={reset.state !== 'idle'} aria-label={`Reset the bounce of ${s.email}`}>
          Reset
        </Button>
      </reset.Form>
    </div>
  );
}

export default function Subscriptions({ loaderData }: Route.ComponentProps) {
  const { date: localDate } = useLocalTime();
  const { items, total, state, counts } = loaderData;
  const { page, pageSize, status, sort } = state;
  const api = useApi();
  const [params] = useSearchParams();
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold text-slate-900">Subscriptions</h1>
        <a href={api.subscriptions.csvUrl(filtersOf(state))} download className={buttonClasses('secondary', 'sm')}>
          Export CSV
        </a>
      </div>
      <StatusTabs
        name="Subscription status"
        statuses={SUBSCRIPTION_STATUSES}
        labels={subscriptionStatusLabel}
        counts={counts}
        current={status}
        params={params}
      />
      <DataTable
        caption="Newsletter subscriptions"
        columns={['Email', { label: 'Date', sort: 'createdAt' }, 'Status']}
        sorting={{ current: sort, params }}
        empty={
          items.length === 0 ? (status ? `No ${subscriptionStatusLabel[status].toLowerCase()} subscriptions.` : 'No subscriptions yet.') : undefined
        }
      >
        {items.map((s) => (
          <tr key={s._id}>
            <Td>{s.email}</Td>
            <Td>{localDate(s.createdAt)}</Td>
            <Td data-subscription-status={s.status}>
              {s.status === 'bounced' ? <BounceCell s={s} /> : subscriptionStatusLabel[s.status]}
              {s.status === 'confirmed' && s.confirmedAt ? ` since ${localDate(s.confirmedAt)}` : ''}
              {s.status === 'unsubscribed' && s.unsubscribedAt ? ` on ${localDate(s.unsubscribedAt)}` : ''}
            </Td>
          </tr>
        ))}
      </DataTable>
      <Pager page={page} pageSize={pageSize} total={total} params={params} label="Subscription pages" />
    </div>
  );
}
