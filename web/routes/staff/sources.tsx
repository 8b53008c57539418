import { Link } from 'react-router';
import type { Sources as SourcesData, SpeedRow } from '@contract/leads';
import { staffApi } from '~/features/staff/staff-api.server';
import { PeriodTabs } from '~/features/staff/period-tabs';
import { DataTable, Td } from '~/components/ui/data-table';
import { site } from '~/content/site';
import { duration, money } from '~/lib/format';
import type { Route } from './+types/sources';
import type { StaffHandle } from '~/features/staff/staff-error-boundary';

export const meta: Route.MetaFunction = () => [{ title: `Lead sources | ${site.name}` }, { name: 'robots', content: 'noindex' }];

export const handle = { staff: { title: 'Lead sources', failure: 'Failed to load the lead sources.' } } satisfies StaffHandle;
export { StaffErrorBoundary as ErrorBoundary } from '~/features/staff/staff-error-boundary';

export async function loader({ request, context }: Route.LoaderArgs) {
  const days = new URL(request.url).searchParams.get('days') === '90' ? 90 : 30;
  return staffApi(request, context, (api) => api.leads.sources(days));
}

function SourceTable({ caption, first, rows, currency }: { caption: string; first: string; rows: SourcesData['bySource']; currency: string }) {
  return (
    <DataTable
      caption={caption}
      showCaption
      columns={[first, 'Leads', 'Won', 'Won value']}
      empty={rows.length === 0 ? 'No leads in this period.' : undefined}
    >
      {rows.map((r) => (
        <tr key={r.key}>
          <Td>{r.key}</Td>
          <Td>{r.leads}</Td>
          <Td>{r.won}</Td>
          <Td>{money(r.wonValue, currency)}</Td>
        </tr>
      ))}
    </DataTable>
  );
}

/** Median and 90th percentile of the time to first response, beside the leads nobody has answered yet. */
function SpeedTable({ caption, first, rows }: { caption: string; first: string; rows: SpeedRow[] }) {
  return (
    <DataTable
      caption={caption}
      showCaption
      columns={[first, 'Median', '90th percentile', 'Answered', 'Waiting']}
      empty={rows.length === 0 ? 'No leads in this period.' : undefined}
    >
      {rows.map((r) => (
        <tr key={r.key}>
          <Td>{r.key}</Td>
          <Td>{duration(r.medianSeconds)}</Td>
          <Td>{duration(r.p90Seconds)}</Td>
          <Td>{r.answered}</Td>
          <Td>{r.waiting}</Td>
        </tr>
      ))}
    </DataTable>
  );
}

/**
 * Leads, won leads and won value of the last 30 or 90 days by source (UTM source, else referrer) and by
 * service; time to first response by who answered first (decision 124) and by source (decision 045).
 */
export default function Sources({ loaderData }: Route.ComponentProps) {
  const { days, currency, bySource, byService, speedByResponder, speedBySource } = loaderData;
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold text-slate-900">Lead sources</h1>
      <PeriodTabs choices={[30, 90]} days={days} />
      <SourceTable caption="By source" first="Source" rows={bySource} currency={currency} />
      <SourceTable caption="By service" first="Service" rows={byService} currency={currency} />
      <p className="text-sm text-slate-700">
        Time to first response: from the enquiry to the first reply mail or the first move out of New, credited to the person who gave it, whoever
        owns the lead now. Waiting: new leads nobody has answered yet, under their owner, which the figures beside them do not include.
      </p>
      <SpeedTable caption="Time to first response by who answered" first="Person" rows={speedByResponder} />
      <SpeedTable caption="Time to first response by source" first="Source" rows={speedBySource} />
      <Link to="/dashboard" className="text-brand-700 underline">
        Back to the dashboard
      </Link>
    </div>
  );
}
