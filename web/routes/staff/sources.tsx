import { Link } from 'react-router';
import { staffApi } from '~/components/staff/staff-api.server';
import { tdClass, thClass } from '~/components/staff/contacts-table';
import { site } from '~/content/site';
import type { Route } from './+types/sources';

export const meta: Route.MetaFunction = () => [{ title: `Lead sources | ${site.name}` }, { name: 'robots', content: 'noindex' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const days = new URL(request.url).searchParams.get('days') === '90' ? 90 : 30;
  return staffApi(request, context, (api) => api.contacts.sources(days));
}

function SourceTable({ caption, first, rows }: { caption: string; first: string; rows: { key: string; leads: number; won: number }[] }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
      <table className="min-w-full divide-y divide-slate-200">
        <caption className="px-4 py-3 text-left text-lg font-semibold text-slate-900">{caption}</caption>
        <thead className="bg-slate-100">
          <tr>
            <th scope="col" className={thClass}>
              {first}
            </th>
            <th scope="col" className={thClass}>
              Leads
            </th>
            <th scope="col" className={thClass}>
              Won
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rows.length === 0 ? (
            <tr>
              <td colSpan={3} className={`${tdClass} text-center`}>
                No leads in this period.
              </td>
            </tr>
          ) : (
            rows.map((r) => (
              <tr key={r.key}>
                <td className={tdClass}>{r.key}</td>
                <td className={tdClass}>{r.leads}</td>
                <td className={tdClass}>{r.won}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

/** Leads and won leads of the last 30 or 90 days, by source (UTM source, else referrer) and by service. */
export default function Sources({ loaderData }: Route.ComponentProps) {
  const { days, bySource, byService } = loaderData;
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold text-slate-900">Lead sources</h1>
      <nav aria-label="Period" className="flex gap-2">
        {[30, 90].map((d) => (
          <Link
            key={d}
            to={`?days=${d}`}
            aria-current={d === days ? 'page' : undefined}
            className={`rounded-full border px-3 py-1 text-sm ${d === days ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-800'}`}
          >
            Last {d} days
          </Link>
        ))}
      </nav>
      <SourceTable caption="By source" first="Source" rows={bySource} />
      <SourceTable caption="By service" first="Service" rows={byService} />
      <Link to="/dashboard" className="text-brand-700 underline">
        Back to the dashboard
      </Link>
    </div>
  );
}
