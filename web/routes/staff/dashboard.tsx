import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LEAD_STATUSES, leadListQuery } from '@contract/leads';
import { LeadDetailsModal } from '~/features/leads/lead-details-modal';
import { LeadsTable } from '~/features/leads/leads-table';
import { StatCards } from '~/features/leads/stat-cards';
import { StatusTabs } from '~/components/ui/status-tabs';
import { staffApi } from '~/features/staff/staff-api.server';
import { leadAction } from '~/features/leads/lead-action.server';
import { useErasureAnswer } from '~/features/leads/erase-person';
import { LeadFilters } from '~/features/leads/lead-filters';
import { LeadPanel } from '~/features/leads/lead-panel';
import { leadPanelData } from '~/features/leads/lead-panel-data';
import { Pager } from '~/components/ui/pager';
import { filtersOf, readListState, withParams } from '~/lib/list-state';
import { leadStatusLabel } from '~/features/leads/status-labels';
import { buttonClasses } from '~/components/ui/button';
import { useApi } from '~/lib/api/use-api';
import { site } from '~/content/site';
import type { Route } from './+types/dashboard';
import type { StaffHandle } from '~/features/staff/staff-error-boundary';

export const meta: Route.MetaFunction = () => [{ title: `Admin Dashboard | ${site.name}` }, { name: 'robots', content: 'noindex' }];

export const handle = { staff: { title: 'Admin Dashboard', failure: 'Failed to load the dashboard.' } } satisfies StaffHandle;
export { StaffErrorBoundary as ErrorBoundary } from '~/features/staff/staff-error-boundary';

/** One page of leads with its filters (URL), the counts, the owners, and the lead opened with ?lead=. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const state = readListState(url.searchParams, leadListQuery);
  const leadId = url.searchParams.get('lead');
  return staffApi(request, context, async (api) => {
    const [stats, list, counts, owners, panel] = await Promise.all([
      api.stats.get(),
      api.leads.page(state),
      api.leads.statusCounts(),
      api.leads.owners(),
      leadPanelData(api, leadId),
    ]);
    return { stats, leads: list.items, total: list.total, counts, owners, state, ...panel };
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  return leadAction(request, context);
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { stats, leads, total, counts, owners, lead, savedReplies, currency, state } = loaderData;
  const api = useApi();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // Closing hides the dialog at once; the URL follows.
  const [closed, setClosed] = useState<string | null>(null);
  const open = lead && lead._id !== closed ? lead : null;
  const { page, pageSize } = state;
  function closeLead() {
    setClosed(open?._id ?? null);
    void navigate(withParams(params, { lead: null, page }), { preventScrollReset: true, replace: true });
  }
  useErasureAnswer(closeLead);

  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold text-slate-900">Admin Dashboard</h1>
        <Link to="/dashboard/sources" className={buttonClasses('secondary', 'sm')}>
          Sources
        </Link>
      </div>
      <StatCards stats={stats} />
      <section aria-labelledby="contacts-heading" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="contacts-heading" className="text-xl font-semibold text-slate-900">
            Contact Forms
          </h2>
          <a href={api.leads.csvUrl(filtersOf(state))} download className={buttonClasses('secondary', 'sm')}>
            Export CSV
          </a>
        </div>
        <StatusTabs
          name="Lead status"
          statuses={LEAD_STATUSES}
          labels={leadStatusLabel}
          counts={counts}
          current={state.status}
          params={params}
          outsideAll={['spam']}
          clears={['lead']}
        />
        <LeadFilters key={params.toString()} state={state} owners={owners} />
        <LeadsTable
          sorting={{ current: state.sort, params }}
          leads={leads}
          onView={(c) => {
            setClosed(null);
            void navigate(withParams(params, { lead: c._id, page }), { preventScrollReset: true });
          }}
        />
        <Pager page={page} pageSize={pageSize} total={total} params={params} label="Contact pages" clears={['lead']} />
      </section>
      <LeadDetailsModal lead={open} onClose={closeLead}>
        {open ? <LeadPanel lead={open} owners={owners} savedReplies={savedReplies} currency={currency} /> : null}
      </LeadDetailsModal>
    </div>
  );
}
