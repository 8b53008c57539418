import { orDash } from '~/lib/format';
import { useLocalTime } from '~/lib/use-local-time';
import { DueBadges } from './due-badge';
import { EnquiryBadge, LeadLink, NextActionShown, SelectBox, StatusChip } from './lead-list-parts';
import type { LeadListProps } from './leads-table';

/**
 * The lead list below 1024 px: one card per lead with its status and next action in sight. The
 * name link covers the card (a tap anywhere opens the lead, plan §4.9); the checkbox sits above it
 * in a 44-px box of its own.
 */
export function LeadCards({ leads, hrefFor, onOpen, selection, empty, rowAction }: LeadListProps) {
  const { dateTime: localDateTime } = useLocalTime();
  if (leads.length === 0) {
    return <div className="rounded-lg border border-slate-200 bg-white px-4 py-6 text-center text-sm text-slate-700">{empty}</div>;
  }
  return (
    <ul aria-label="Leads" className="space-y-3">
      {leads.map((lead) => {
        const selected = selection.selection.ids.has(lead._id);
        return (
          <li
            key={lead._id}
            className={`relative rounded-lg border bg-white p-3 shadow-sm ${selected ? 'border-brand-600 bg-brand-50' : 'border-slate-200'}`}
            data-lead-card={lead._id}
          >
            <div className="flex items-start gap-2">
              <label className="relative z-10 -m-1 flex size-11 shrink-0 cursor-pointer items-center justify-center">
                <SelectBox lead={lead} checked={selected} onToggle={selection.toggle} />
              </label>
              <div className="min-w-0 flex-1 py-1">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <LeadLink
                    lead={lead}
                    to={hrefFor(lead)}
                    onOpen={onOpen}
                    className="min-w-0 break-words font-semibold text-brand-800 after:absolute after:inset-0 after:rounded-lg after:content-['']"
                  />
                  <StatusChip status={lead.status} />
                </div>
                {lead.company ? <p className="break-words text-sm text-slate-600">{lead.company}</p> : null}
                <EnquiryBadge lead={lead} />
                <dl className="mt-2 grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1 text-sm">
                  <dt className="text-slate-600">Owner</dt>
                  <dd className="text-slate-900">{lead.ownerName ?? 'Unassigned'}</dd>
                  <dt className="text-slate-600">Next action</dt>
                  <dd className="flex flex-wrap items-center gap-1 text-slate-900">
                    <NextActionShown action={lead.nextAction} /> <DueBadges lead={lead} />
                  </dd>
                  <dt className="text-slate-600">Service</dt>
                  <dd className="break-words text-slate-900">{orDash(lead.service)}</dd>
                  <dt className="text-slate-600">Received</dt>
                  <dd className="text-slate-900">{localDateTime(lead.createdAt)}</dd>
                </dl>
                {rowAction ? <div className="relative z-10 mt-2">{rowAction(lead)}</div> : null}
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
