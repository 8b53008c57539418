import { useSearchParams } from 'react-router';
import { auditListQuery } from '@contract/audit';
import { AuditFilters } from '~/features/audit/audit-filters';
import { AuditTable } from '~/features/audit/audit-table';
import { Pager } from '~/components/ui/pager';
import { staffRead } from '~/features/staff/staff-api.server';
import { site } from '~/content/site';
import { readListState } from '~/lib/list-state';
import { requirePermission } from '~/features/staff/staff-guard.server';
import type { Route } from './+types/audit';
import type { StaffHandle } from '~/features/staff/staff-error-boundary';

export const meta: Route.MetaFunction = () => [{ title: `Audit log | ${site.name}` }, { name: 'robots', content: 'noindex' }];

export const handle = { staff: { title: 'Audit log', failure: 'Failed to load the audit log.' } } satisfies StaffHandle;
export { StaffErrorBoundary as ErrorBoundary } from '~/features/staff/staff-error-boundary';

/** Admins only: one page of the audit log, newest first, with its filters in the URL (decision 021). */
export async function loader({ request, context }: Route.LoaderArgs) {
  requirePermission(context, 'audit.read');
  const state = readListState(new URL(request.url).searchParams, auditListQuery);
  const { items, total } = await staffRead(request, context, (api) => api.audit.page(state), 'Failed to load the audit log.');
  return { events: items, total, state };
}

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const { events, total, state } = loaderData;
  const [params] = useSearchParams();
  const filtered = Boolean(state.action || state.actor || state.from || state.to || state.target);
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold text-slate-900">Audit log</h1>
      <p className="text-slate-700">
        Sign-ins, security changes and every change staff make, newest first. Times are in your time zone; dates in the filter are UTC days.
      </p>
      <AuditFilters state={state} />
      <p className="text-sm text-slate-700" role="status">
        {total === 1 ? '1 entry' : `${total} entries`}
      </p>
      <AuditTable events={events} filtered={filtered} sorting={{ current: state.sort, params }} />
      <Pager page={state.page} pageSize={state.pageSize} total={total} params={params} label="Audit log pages" />
    </div>
  );
}
