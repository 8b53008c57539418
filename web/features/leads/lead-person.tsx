import { Link } from 'react-router';
import { UserRound, Building2 } from 'lucide-react';
import { emailDomain } from '@contract/people';
import type { Lead } from '@contract/leads';
import { personHref } from '~/features/people/links';

const linkClass = 'inline-flex min-h-11 items-center gap-2 font-medium text-brand-800 underline underline-offset-2 lg:min-h-0';

/**
 * Who sent the lead, beyond this one enquiry (decision 125): links to their person page (every lead of
 * theirs, one timeline) and, unless free mail, their company's. The dialog is full already: the pages
 * hold the rest.
 */
export function LeadPerson({ lead }: { lead: Lead }) {
  return (
    <section aria-labelledby="lead-person-heading" className="mt-6 border-t border-slate-200 pt-4">
      <h3 id="lead-person-heading" className="mb-2 font-semibold text-slate-900">
        Person and company
      </h3>
      <ul className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
        <li>
          <Link to={personHref(lead.personId)} className={linkClass}>
            <UserRound aria-hidden="true" className="size-4" />
            All enquiries from {lead.name || lead.email}
          </Link>
        </li>
        {lead.companyId ? (
          <li>
            <Link to={`/dashboard/companies/${lead.companyId}`} className={linkClass}>
              <Building2 aria-hidden="true" className="size-4" />
              Company: {lead.company || emailDomain(lead.email)}
            </Link>
          </li>
        ) : null}
      </ul>
    </section>
  );
}
