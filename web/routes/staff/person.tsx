import type { ReactNode } from 'react';
import { useLocalTime } from '~/lib/use-local-time';
import { Link } from 'react-router';
import { PERSON_LEADS_MAX } from '@contract/people';
import { can } from '@contract/roles';
import { site } from '~/content/site';
import { DUPLICATES_PARAM, MergeDuplicates, MergedFromList, MergedIntoNotice, useUndoMerge } from '~/features/people/person-merges';
import { PersonTimeline } from '~/features/people/person-timeline';
import { RelatedLeads } from '~/features/people/related-leads';
import { actionFailure } from '~/features/staff/action-failure.server';
import { staffApi, staffRead } from '~/features/staff/staff-api.server';
import type { StaffHandle } from '~/features/staff/staff-error-boundary';
import { requirePermission } from '~/features/staff/staff-guard.server';
import type { ActionAnswer } from '~/features/staff/use-action-toast';
import { readForm } from '~/lib/read-form.server';
import { DASH, orDash } from '~/lib/format';
import type { Route } from './+types/person';

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.person.name || 'Person'} | ${site.name}` },
  { name: 'robots', content: 'noindex' },
];

export const handle = { staff: { title: 'Person', failure: 'Person not found' } } satisfies StaffHandle;
export { StaffErrorBoundary as ErrorBoundary } from '~/features/staff/staff-error-boundary';

/**
 * The person behind a lead (decision 125): without leads.all only through an own or unassigned lead, else 404.
 * With leads.all, `?duplicates=` also finds the people to merge in (decision 130).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const me = requirePermission(context, 'leads.work');
  const mayMerge = can(me.role, 'leads.all');
  const query = mayMerge ? (new URL(request.url).searchParams.get(DUPLICATES_PARAM)?.trim() ?? '') : '';
  const [person, found] = await Promise.all([
    staffRead(request, context, (api) => api.people.get(params.id), 'Person not found'),
    query ? staffApi(request, context, (api) => api.people.page({ q: query, pageSize: 10 })).then((p) => p.items) : null,
  ]);
  return { person, mayMerge, query, found };
}

/** Merge a person into this one, or undo a merge (leads.all): each answer is a toast. */
export async function action({ request, context, params }: Route.ActionArgs) {
  requirePermission(context, 'leads.all');
  const form = await readForm(request);
  const intent = form.get('intent');
  try {
    if (intent === 'undo') {
      const undone = await staffApi(request, context, (api) => api.people.undoMerge(String(form.get('mergeId') ?? '')));
      return {
        ok: true,
        toast: `Merge undone: ${undone.leadsRestored} ${undone.leadsRestored === 1 ? 'lead' : 'leads'} went back`,
      } satisfies ActionAnswer;
    }
    const merged = await staffApi(request, context, (api) => api.people.merge(String(form.get('personId') ?? ''), params.id));
    return { ok: true, toast: `Merged: ${merged.leadsMoved} ${merged.leadsMoved === 1 ? 'lead' : 'leads'} moved here` } satisfies ActionAnswer;
  } catch (err) {
    return actionFailure(err, intent === 'undo' ? 'undo the merge' : 'merge the people');
  }
}

/** Who sent the enquiries: the hints of their first one, their company, every lead of theirs and one timeline across them. */
export default function Person({ loaderData: { person, mayMerge, query, found } }: Route.ComponentProps) {
  const { dateTime: localDateTime } = useLocalTime();
  const undoFetcher = useUndoMerge();
  const undo = mayMerge ? undoFetcher : null;
  const details: Array<[string, ReactNode]> = [
    [
      'Email',
      <a href={`mailto:${person.email}`} className="text-brand-800 underline underline-offset-2">
        {person.email}
      </a>,
    ],
    ['Phone', orDash(person.phone)],
    [
      'Company',
      person.company ? (
        <Link to={`/dashboard/companies/${person.company._id}`} className="font-medium text-brand-800 underline underline-offset-2">
          {person.company.name}
          {person.company.name !== person.company.domain ? ` (${person.company.domain})` : ''}
        </Link>
      ) : (
        'None (free mail address)'
      ),
    ],
    ['First seen', localDateTime(person.createdAt)],
    ['Last enquiry', person.lastEnquiryAt ? localDateTime(person.lastEnquiryAt) : DASH],
  ];
  return (
    <div className="space-y-6">
      <div>
        <p className="text-sm font-medium text-slate-700">Person</p>
        <h1 className="break-words text-3xl font-bold text-slate-900">{person.name || person.email}</h1>
      </div>
      {person.mergedInto ? <MergedIntoNotice into={person.mergedInto} undo={undo} /> : null}
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[max-content_1fr]">
        {details.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-slate-700">{label}</dt>
            <dd className="break-words text-slate-900" data-field={label} suppressHydrationWarning>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-slate-700">
        Name and phone are from their first enquiry; each lead keeps what it was sent with.
        {person.leads > PERSON_LEADS_MAX ? ` The newest ${PERSON_LEADS_MAX} of their ${person.leads} leads are listed.` : ''}
      </p>
      <RelatedLeads caption={`Leads (${person.leads})`} leads={person.leadList} />
      <PersonTimeline timeline={person.timeline} />
      <MergedFromList people={person.mergedFrom} undo={undo} />
      {mayMerge && !person.mergedInto ? <MergeDuplicates person={person} query={query} found={found} /> : null}
    </div>
  );
}
