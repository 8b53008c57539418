import { ANALYTICS_DAYS, type AnalyticsPageRow, type AnalyticsSourceRow } from '@contract/analytics';
import { staffApi } from '~/features/staff/staff-api.server';
import { PeriodTabs } from '~/features/staff/period-tabs';
import { requirePermission } from '~/features/staff/staff-guard.server';
import { DataTable, Td } from '~/components/ui/data-table';
import { site } from '~/content/site';
import { money } from '~/lib/format';
import type { Route } from './+types/analytics';
import type { StaffHandle } from '~/features/staff/staff-error-boundary';

export const meta: Route.MetaFunction = () => [{ title: `Analytics | ${site.name}` }, { name: 'robots', content: 'noindex' }];

export const handle = { staff: { title: 'Analytics', failure: 'Failed to load the analytics.' } } satisfies StaffHandle;
export { StaffErrorBoundary as ErrorBoundary } from '~/features/staff/staff-error-boundary';

export async function loader({ request, context }: Route.LoaderArgs) {
  requirePermission(context, 'analytics.read');
  const asked = Number(new URL(request.url).searchParams.get('days'));
  const days = (ANALYTICS_DAYS as readonly number[]).includes(asked) ? asked : 30;
  const [summary, pages, sources] = await staffApi(request, context, (api) =>
    Promise.all([api.analytics.summary(days), api.analytics.pages(days), api.analytics.sources(days)]),
  );
  return { summary, pages, sources };
}

/** Leads per 100 visitors, one decimal; a dash without visitors (a lead can land on a page no view was counted for). */
const conversion = (leads: number, visitors: number) => (visitors > 0 ? `${((leads / visitors) * 100).toFixed(1)} %` : '—');

const COLUMNS = ['Views', 'Visitors', 'Leads', 'Conversion', 'Won', 'Won value'];

function FunnelTable({
  caption,
  first,
  rows,
  currency,
}: {
  caption: string;
  first: string;
  rows: { key: string; row: AnalyticsPageRow | AnalyticsSourceRow }[];
  currency: string;
}) {
  return (
    <DataTable
      caption={caption}
      showCaption
      columns={[first, ...COLUMNS]}
      empty={rows.length === 0 ? 'No visits counted in this period.' : undefined}
    >
      {rows.map(({ key, row }) => (
        <tr key={key}>
          <Td>{key}</Td>
          <Td>{row.views}</Td>
          <Td>{row.visitors}</Td>
          <Td>{row.leads}</Td>
          <Td>{conversion(row.leads, row.visitors)}</Td>
          <Td>{row.won}</Td>
          <Td>{money(row.wonValue, currency)}</Td>
        </tr>
      ))}
    </DataTable>
  );
}

/**
 * Visitors → leads → won per landing page and per source over 7, 30 or 90 days (decision 066):
 * views counted by the server without cookies, leads by their first-touch page and source.
 */
export default function Analytics({ loaderData }: Route.ComponentProps) {
  const { summary, pages, sources } = loaderData;
  const { days, currency } = summary;
  const cards = [
    ['Views', String(summary.views)],
    ['Leads', String(summary.leads)],
    ['Won', String(summary.won)],
    ['Won value', money(summary.wonValue, currency)],
  ];
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold text-slate-900">Analytics</h1>
      <PeriodTabs choices={ANALYTICS_DAYS} days={days} />
      {summary.counting ? null : (
        <p className="text-sm text-slate-700">Page views are not counted on this site (ANALYTICS=false): only leads show.</p>
      )}
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {cards.map(([label, value]) => (
          <div key={label} className="rounded-lg border border-slate-200 bg-white p-4">
            <dt className="text-sm text-slate-700">{label}</dt>
            <dd className="text-2xl font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <FunnelTable caption="By landing page" first="Page" rows={pages.map((row) => ({ key: row.path, row }))} currency={currency} />
      <FunnelTable caption="By source" first="Source" rows={sources.map((row) => ({ key: row.source, row }))} currency={currency} />
      <p className="text-sm text-slate-700">
        Counted by the server from anonymous page views, cached pages included: no cookie, no script, no address kept. Bots, prefetches and signed-in
        staff are left out. A visitor is counted once a day per page; leads count on the page and source of their first visit. Internal: views that
        came from another page of this site.
      </p>
    </div>
  );
}
