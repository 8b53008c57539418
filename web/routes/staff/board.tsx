import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { leadListQuery } from '@contract/leads';
import { Board } from '~/features/leads/board/board';
import { boardFilter } from '~/features/leads/board/board-query';
import { ListBoardSwitch } from '~/features/leads/board/list-board-switch';
import { leadAction } from '~/features/leads/lead-action.server';
import { LeadDetailsModal } from '~/features/leads/lead-details-modal';
import { LeadFilters } from '~/features/leads/lead-filters';
import { LeadPanel } from '~/features/leads/lead-panel';
import { leadPanelData } from '~/features/leads/lead-panel-data';
import { useErasureAnswer } from '~/features/leads/erase-person';
import { staffApi } from '~/features/staff/staff-api.server';
import { readListState, withParams } from '~/lib/list-state';
import { site } from '~/content/site';
import type { StaffHandle } from '~/features/staff/staff-error-boundary';
import { useAssignableOwners } from '~/features/leads/assignable-owners';
import type { Route } from './+types/board';

export const meta: Route.MetaFunction = () => [{ title: `Lead board | ${site.name}` }, { name: 'robots', content: 'noindex' }];

export const handle = { staff: { title: 'Lead board', failure: 'Failed to load the lead board.' } } satisfies StaffHandle;
export { StaffErrorBoundary as ErrorBoundary } from '~/features/staff/staff-error-boundary';

/** Each column's total and first page (decision 113), the spam count apart, and the lead opened with ?lead=. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const filter = boardFilter(readListState(url.searchParams, leadListQuery));
  return staffApi(request, context, async (api) => {
    // The desk gives the filter's owners and services, and the lead dialog's settings: asked once.
    const deskRequest = api.leads.desk();
    const [board, desk, panel] = await Promise.all([
      api.leads.board(filter),
      deskRequest,
      leadPanelData(api, url.searchParams.get('lead'), () => deskRequest),
    ]);
    return { columns: board.columns, spam: board.spam, owners: desk.owners, services: desk.services, filter, ...panel };
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  return leadAction(request, context);
}

export default function LeadBoard({ loaderData }: Route.ComponentProps) {
  const { columns, spam, owners, services, filter, lead, savedReplies, currency, repliesToDesk } = loaderData;
  const assignable = useAssignableOwners(owners);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [closed, setClosed] = useState<string | null>(null);
  const open = lead && lead._id !== closed ? lead : null;
  function closeLead() {
    setClosed(open?._id ?? null);
    void navigate(withParams(params, { lead: null }), { preventScrollReset: true, replace: true });
  }
  useErasureAnswer(closeLead);

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold text-slate-900">Lead board</h1>
        <ListBoardSwitch current="board" params={params} />
      </div>
      <LeadFilters key={params.toString()} state={filter} owners={owners} services={services} />
      <p className="text-sm text-slate-700">
        Spam is kept off the board:{' '}
        <Link
          to={`/dashboard${withParams(params, { status: 'spam', lead: null })}`}
          className="font-medium text-brand-700 underline underline-offset-2"
        >
          Spam ({spam.toLocaleString('en-US')})
        </Link>
      </p>
      {/* Other filters, other columns: the cards loaded with "Load more" start again. */}
      <Board key={JSON.stringify(filter)} columns={columns} filter={filter} params={params} />
      <LeadDetailsModal lead={open} onClose={closeLead}>
        {open ? <LeadPanel lead={open} owners={assignable} savedReplies={savedReplies} currency={currency} repliesToDesk={repliesToDesk} /> : null}
      </LeadDetailsModal>
    </div>
  );
}
