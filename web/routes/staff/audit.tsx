import { isRouteErrorResponse, Link, useSearchParams } from 'react-router';
import { AuditFilters } from '~/features/audit/audit-filters';
import { AuditTable } from '~/features/audit/audit-table';
import { readAuditState } from '~/features/audit/read-audit-filter';
import { Pager } from '~/components/ui/pager';
import { staffRead } from '~/features/staff/staff-api.server';
import { site } from '~/content/site';
import { ApiRequestError } from '~/lib/api/errors';
import type { Route } from './+types/audit';

export const meta: Route.MetaFunction = () => [{ title: `Audit log | ${site.name}` }, { name: 'robots', content: 'noindex' }];

/** Admins only: one page of the audit log, newest first, with its filters in the URL (decision 021). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const state = readAuditState(new URL(request.url).searchParams);
  const { items, total } = await staffRead(
    request,
    context,
    // An editor who opens the address is refused by the API: shown as such, not logged as a failure.
    (api) =>
      api.audit.page(state).catch((err: unknown) => {
        if (err instanceof ApiRequestError && err.status === 403) throw new Response('Only administrators can read the audit log', { status: 403 });
        throw err;
      }),
    'Failed to load the audit log.',
  );
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
      <AuditTable events={events} filtered={filtered} />
      <Pager page={state.page} pageSize={state.pageSize} total={total} params={params} label="Audit log pages" />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const forbidden = isRouteErrorResponse(error) && error.status === 403;
  return (
    <div className="space-y-4">
      <h1 className="text-3xl font-bold text-slate-900">Audit log</h1>
      <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900">
        {forbidden ? 'You do not have permission to read the audit log. Only administrators can.' : 'Failed to load the audit log.'}
      </p>
      <Link to="/dashboard" className="font-medium text-brand-700 underline hover:text-brand-800">
        Back to the dashboard
      </Link>
    </div>
  );
}
