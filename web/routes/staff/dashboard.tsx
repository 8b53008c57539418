import { useEffect, useState } from 'react';
import { Link, useFetcher, useNavigate, useSearchParams } from 'react-router';
import { LEAD_STATUSES, leadListQuery, type LeadListQuery } from '@contract/leads';
import { LeadDetailsModal } from '~/features/leads/lead-details-modal';
import { LeadsTable } from '~/features/leads/leads-table';
import { LeadCards } from '~/features/leads/lead-cards';
import { StatCards } from '~/features/leads/stat-cards';
import { BULK_FETCHER, BulkBar, EmptySpam, NotSpamButton, type BulkFilter } from '~/features/leads/bulk-bar';
import { useSelection } from '~/features/leads/use-selection';
import { StatusTabs } from '~/components/ui/status-tabs';
import { staffApi } from '~/features/staff/staff-api.server';
import { staffUser } from '~/features/staff/staff-guard.server';
import { PostsDashboard, dashboardTitle } from '~/features/staff/posts-dashboard';
import { TodaysCalls } from '~/features/calls/todays-calls';
import { addDays } from '~/features/calls/calendar';
import { instantIn } from '@contract/zoned-time';
import { LaunchChecklistCard } from '~/features/launch-checklist/launch-checklist-card';
import { isLaunchIntent, launchAction } from '~/features/launch-checklist/launch-action.server';
import { can } from '@contract/roles';
import type { Blog } from '@contract/blogs';
import type { PublicUser } from '@contract/users';
import { useCan } from '~/features/staff/can';
import { useAssignableOwners } from '~/features/leads/assignable-owners';
import { useActionToast, type ActionAnswer } from '~/features/staff/use-action-toast';
import { leadAction } from '~/features/leads/lead-action.server';
import { bulkAction } from '~/features/leads/bulk-action.server';
import { useErasureAnswer } from '~/features/leads/erase-person';
import { LeadFilters } from '~/features/leads/lead-filters';
import { LeadPanel } from '~/features/leads/lead-panel';
import { leadPanelData } from '~/features/leads/lead-panel-data';
import { Pager } from '~/components/ui/pager';
import { filtersOf, readListState, withParams } from '~/lib/list-state';
import { readForm } from '~/lib/read-form.server';
import { leadStatusLabel } from '~/features/leads/status-labels';
import { buttonClasses } from '~/components/ui/button';
import { useApi } from '~/lib/api/use-api';
import { site } from '~/content/site';
import type { Route } from './+types/dashboard';
import type { StaffHandle } from '~/features/staff/staff-error-boundary';

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.title ?? 'Dashboard'} | ${site.name}` },
  { name: 'robots', content: 'noindex' },
];

// The error boundary's heading is the same for every role, so it names no role.
export const handle = { staff: { title: 'Dashboard', failure: 'Failed to load the dashboard.' } } satisfies StaffHandle;
export { StaffErrorBoundary as ErrorBoundary } from '~/features/staff/staff-error-boundary';

/** The list state of the URL; "My leads" when it names no view (plan D5: the API's own default is all). */
function deskState(params: URLSearchParams) {
  const { view, ...state } = readListState(params, leadListQuery);
  return { view: view ?? 'mine', ...state } satisfies LeadListQuery;
}

/** The list's filters, which the tab counts follow: everything but the status, the page and the order. */
function countFilter(state: ReturnType<typeof deskState>) {
  const { status: _status, ...rest } = filtersOf(state);
  return rest;
}

/** One page of leads with its filters (URL), the counts, the desk (owners, my due counts), and the lead opened with ?lead=. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const state = deskState(url.searchParams);
  const leadId = url.searchParams.get('lead');
  const me = staffUser(context);
  const title = dashboardTitle(me.role);
  // Roles without leads get their posts instead (decision 055): no lead call is made for them.
  if (!can(me.role, 'leads.work')) return { title, posts: await postsDesk(request, context, me) };
  return staffApi(request, context, async (api) => {
    const deskRequest = api.leads.desk();
    const now = new Date();
    const [stats, list, counts, desk, panel, checklist, todaysCalls] = await Promise.all([
      api.stats.get(),
      api.leads.page(state),
      api.leads.statusCounts(countFilter(state)),
      deskRequest,
      leadPanelData(api, leadId, () => deskRequest),
      // The launch checklist is the admins' (decision 074): nobody else's dashboard asks for it.
      // A checklist that cannot be read leaves its card out rather than the whole desk.
      can(me.role, 'settings.manage') ? api.launchChecklist.get().catch(() => null) : null,
      // Today in the desk's zone; without leads.all the API answers one's own calls only. Calls that
      // cannot be read leave their card out rather than the whole desk.
      deskRequest
        .then(async ({ timeZone, today }) => {
          const [from, to] = [today, addDays(today, 1)].map((day) => instantIn(timeZone, `${day}T00:00`)!.toISOString());
          return { calls: await api.booking.calls({ from, to, status: 'booked' }), timeZone, now: now.toISOString() };
        })
        .catch(() => null),
    ]);
    return {
      title,
      stats,
      leads: list.items,
      total: list.total,
      capped: list.capped,
      counts,
      desk,
      owners: desk.owners,
      state,
      checklist,
      todaysCalls,
      ...panel,
    };
  });
}

/** Their own recent posts and, for editors, every post waiting for review. */
async function postsDesk(request: Request, context: Route.LoaderArgs['context'], me: PublicUser) {
  return staffApi(request, context, async (api) => {
    const [stats, recent, review] = await Promise.all([
      api.stats.get(),
      api.blogs.page({ sort: '-updatedAt', pageSize: 50 }),
      can(me.role, 'posts.any') ? api.blogs.page({ status: 'review', sort: '-updatedAt', pageSize: 50 }) : null,
    ]);
    const line = ({ _id, title, status, updatedAt }: Blog) => ({ _id, title, status, updatedAt });
    return {
      stats,
      mine: recent.items.filter((p) => p.authorId === me._id).map(line),
      review: review ? review.items.map(line) : null,
    };
  });
}

/** Bulk actions and the launch card's Launch and Take back here; the lead's own forms (pipeline, note, Not spam, erase) in lead-action.server.ts. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request.clone());
  const intent = form.get('intent');
  if (intent === 'bulk') return bulkAction(request, context, form);
  if (isLaunchIntent(intent)) return launchAction(request, context, form, intent);
  return leadAction(request, context);
}

const segment = (active: boolean) =>
  `inline-flex min-h-11 items-center px-4 text-sm font-medium lg:min-h-9 ${active ? 'bg-navy-900 text-white' : 'bg-white text-slate-800 hover:bg-slate-50'}`;

/** Why the list is empty: nothing has arrived yet, or the filters hide what there is. */
function EmptyList({ noLeadsAtAll }: { noLeadsAtAll: boolean }) {
  return noLeadsAtAll ? (
    <span data-empty="none-yet">
      <strong className="block text-slate-900">No leads yet</strong>
      Leads arrive from the contact form on /contactus and the home page.
    </span>
  ) : (
    <span data-empty="no-match">
      No leads match these filters —{' '}
      <Link to="?view=all" className="font-medium text-brand-800 underline underline-offset-2">
        Clear filters
      </Link>
    </span>
  );
}

/** "My leads" (the default, no `view` in the URL) or "All". */
function ViewSwitch({ view, params }: { view: 'mine' | 'all'; params: URLSearchParams }) {
  const views = [
    ['My leads', null, view === 'mine'],
    ['All', 'all', view === 'all'],
  ] as const;
  return (
    <nav aria-label="Lead views">
      <ul className="inline-flex divide-x divide-slate-300 overflow-hidden rounded-md border border-slate-300">
        {views.map(([label, value, active]) => (
          <li key={label}>
            <Link to={withParams(params, { view: value, lead: null })} aria-current={active ? 'page' : undefined} className={segment(active)}>
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  if ('posts' in loaderData) return <PostsDashboard title={loaderData.title} {...loaderData.posts} />;
  return <LeadsDashboard loaderData={loaderData} />;
}

function LeadsDashboard({ loaderData }: { loaderData: Exclude<Route.ComponentProps['loaderData'], { posts: unknown }> }) {
  const { title, stats, leads, total, capped, counts, desk, owners, lead, savedReplies, currency, repliesToDesk, state, checklist, todaysCalls } =
    loaderData;
  const api = useApi();
  const allowed = useCan();
  // Without leads.all a lead is given only to oneself or nobody, and bulk delete is not offered (decision 055).
  const allLeads = allowed('leads.all');
  const assignable = useAssignableOwners(owners);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // Closing hides the dialog at once; the URL follows. Opening (a new ?lead=) shows it again.
  const [closed, setClosed] = useState<string | null>(null);
  const leadParam = params.get('lead');
  useEffect(() => setClosed(null), [leadParam]);
  const open = lead && lead._id !== closed ? lead : null;
  const { page, pageSize } = state;
  function closeLead() {
    setClosed(open?._id ?? null);
    void navigate(withParams(params, { lead: null, page }), { preventScrollReset: true, replace: true });
  }
  useErasureAnswer(closeLead);

  const selection = useSelection(leads.map((l) => l._id));
  // A selection belongs to one list: another filter, tab or page starts afresh.
  const listKey = withParams(params, { lead: null, page });
  const { clear } = selection;
  useEffect(() => clear(), [listKey, clear]);
  useActionToast(useFetcher<ActionAnswer>({ key: BULK_FETCHER }), (answer) => {
    if (!answer.error) clear();
  });

  const empty = <EmptyList noLeadsAtAll={(stats.leads ?? 0) + (stats.spam ?? 0) === 0} />;
  const spamTab = state.status === 'spam';
  const bulkFilter: BulkFilter = { ...filtersOf(state) };
  const listProps = {
    leads,
    hrefFor: (l: { _id: string }) => withParams(params, { lead: l._id, page }),
    onOpen: () => setClosed(null),
    selection,
    empty,
    rowAction: spamTab ? (l: { _id: string; version: number }) => <NotSpamButton id={l._id} version={l.version} /> : undefined,
  };

  return (
    <div className="flex flex-col gap-6 lg:gap-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
        <Link to="/dashboard/sources" className={`${buttonClasses('secondary', 'sm')} min-h-11 lg:min-h-0`}>
          Sources
        </Link>
      </div>
      {/* On a phone the leads come first (the first card in the first screen); from lg up the checklist leads. */}
      <LaunchChecklistCard checklist={checklist} className="order-last lg:order-none" />
      <StatCards stats={stats} mine={desk.mine} quarantineHref={withParams(new URLSearchParams(), { view: 'all', status: 'spam' })} />
      {/* On a phone after the leads, as the checklist. */}
      {todaysCalls ? <TodaysCalls {...todaysCalls} className="order-last lg:order-none" /> : null}
      <section aria-labelledby="contacts-heading" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="contacts-heading" className="text-xl font-semibold text-slate-900">
            Contact Forms
          </h2>
          <div className="flex flex-wrap items-center gap-2">
            {spamTab && allLeads ? <EmptySpam spamCount={counts.spam} /> : null}
            {allowed('leads.export') ? (
              <a href={api.leads.csvUrl(filtersOf(state))} download className={`${buttonClasses('secondary', 'sm')} min-h-11 lg:min-h-0`}>
                Export CSV
              </a>
            ) : null}
          </div>
        </div>
        <ViewSwitch view={state.view} params={params} />
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
        <LeadFilters key={params.toString()} state={{ ...state, view: params.get('view') ?? undefined }} owners={owners} services={desk.services} />
        <div className="lg:hidden">
          <LeadCards {...listProps} />
        </div>
        <div className="hidden lg:block">
          <LeadsTable {...listProps} sorting={{ current: state.sort, params }} />
        </div>
        <BulkBar selection={selection} total={total} capped={capped} filter={bulkFilter} owners={assignable} isAdmin={allLeads} spamTab={spamTab} />
        <Pager page={page} pageSize={pageSize} total={total} capped={capped} params={params} label="Contact pages" clears={['lead']} />
      </section>
      <LeadDetailsModal lead={open} onClose={closeLead}>
        {open ? <LeadPanel lead={open} owners={assignable} savedReplies={savedReplies} currency={currency} repliesToDesk={repliesToDesk} /> : null}
      </LeadDetailsModal>
    </div>
  );
}
