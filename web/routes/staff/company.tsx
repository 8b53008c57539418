import { Link } from 'react-router';
import { useLocalTime } from '~/lib/use-local-time';
import { PERSON_LEADS_MAX } from '@contract/people';
import { DataTable, Td } from '~/components/ui/data-table';
import { site } from '~/content/site';
import { personHref } from '~/features/people/links';
import { RelatedLeads } from '~/features/people/related-leads';
import { staffRead } from '~/features/staff/staff-api.server';
import type { StaffHandle } from '~/features/staff/staff-error-boundary';
import { requirePermission } from '~/features/staff/staff-guard.server';
import { DASH, money, orDash } from '~/lib/format';
import type { Route } from './+types/company';

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.company.name ?? 'Company'} | ${site.name}` },
  { name: 'robots', content: 'noindex' },
];

export const handle = { staff: { title: 'Company', failure: 'Company not found' } } satisfies StaffHandle;
export { StaffErrorBoundary as ErrorBoundary } from '~/features/staff/staff-error-boundary';

/** A company by its email domain (decision 125): what the viewer may see of it, else 404. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  requirePermission(context, 'leads.work');
  return { company: await staffRead(request, context, (api) => api.people.company(params.id), 'Company not found') };
}

/** A company: its people, their leads and what its won leads are worth. */
export default function Company({ loaderData: { company } }: Route.ComponentProps) {
  const { dateTime: localDateTime } = useLocalTime();
  return (
    <div className="space-y-6">
      <div>
        <p className="text-sm font-medium text-slate-700">Company</p>
        <h1 className="break-words text-3xl font-bold text-slate-900">{company.name}</h1>
        <p className="text-slate-700">{company.domain}</p>
      </div>
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        {(
          [
            ['Leads', String(company.leads)],
            ['Won value', money(company.wonValue, company.currency)],
            ['People', String(company.people.length)],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
            <dt className="text-sm font-medium text-slate-700">{label}</dt>
            <dd className="text-2xl font-semibold text-slate-900" data-field={label}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <DataTable
        caption="People"
        showCaption
        columns={['Name', 'Email', 'Phone', 'Leads', 'Last enquiry']}
        empty={company.people.length === 0 ? 'No people you may see.' : undefined}
      >
        {company.people.map((p) => (
          <tr key={p._id}>
            <Td className="max-w-56 break-words">
              <Link to={personHref(p._id)} className="font-medium text-brand-800 underline underline-offset-2">
                {p.name || p.email}
              </Link>
            </Td>
            <Td className="break-all">{p.email}</Td>
            <Td className="whitespace-nowrap">{orDash(p.phone)}</Td>
            <Td>{p.leads}</Td>
            <Td className="whitespace-nowrap">
              <span suppressHydrationWarning>{p.lastEnquiryAt ? localDateTime(p.lastEnquiryAt) : DASH}</span>
            </Td>
          </tr>
        ))}
      </DataTable>
      <RelatedLeads caption={`Leads (${company.leads})`} leads={company.leadList} currency={company.currency} showPerson />
      {company.leads > PERSON_LEADS_MAX ? <p className="text-sm text-slate-700">The newest {PERSON_LEADS_MAX} leads are listed.</p> : null}
    </div>
  );
}
