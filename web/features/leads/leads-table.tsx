import type { MouseEvent, ReactNode } from 'react';
import { useLocalTime } from '~/lib/use-local-time';
import { useNavigate } from 'react-router';
import { DataTable, Td, type Sorting } from '~/components/ui/data-table';
import { orDash } from '~/lib/format';
import { DueBadges } from './due-badge';
import { EnquiryBadge, LeadLink, NextActionShown, SelectBox, StatusChip, type ListLead } from './lead-list-parts';
import { allOnPage, type SelectionState } from './use-selection';

export interface LeadListProps {
  leads: ListLead[];
  /** Where a lead opens (the dashboard's URL with ?lead=). */
  hrefFor: (lead: ListLead) => string;
  selection: SelectionState;
  /** Shown instead of the rows when the page is empty. */
  empty: ReactNode;
  /** Called as a lead opens (the screen shows its dialog again even when the URL already names it). */
  onOpen?: () => void;
  /** An extra control per lead (the Spam tab's "Not spam"). */
  rowAction?: (lead: ListLead) => ReactNode;
}

/** Clicks on these inside a row do their own thing rather than open the lead. */
const INTERACTIVE = 'a, button, input, select, textarea, label, summary';

/**
 * SPEC.md's 'Contact Forms' table with the pipeline in it (issue 26): one row per lead, the whole
 * row opens it with the mouse, the name link is the keyboard's way in (Tab, Enter). Wide screens
 * only; phones get the same leads as cards (lead-cards.tsx).
 */
export function LeadsTable({ leads, hrefFor, onOpen, selection, empty, rowAction, sorting }: LeadListProps & { sorting: Sorting }) {
  const { dateTime: localDateTime } = useLocalTime();
  const navigate = useNavigate();
  const order = leads.map((l) => l._id);
  function openRow(event: MouseEvent<HTMLTableRowElement>, lead: ListLead) {
    if ((event.target as Element).closest(INTERACTIVE)) return;
    // Selecting a phone number or an email to copy it is not a request to open the lead.
    if (typeof window !== 'undefined' && window.getSelection()?.toString()) return;
    onOpen?.();
    void navigate(hrefFor(lead), { preventScrollReset: true });
  }
  return (
    <DataTable
      caption="Contact Forms"
      columns={[
        {
          label: 'Select',
          heading: (
            <input
              type="checkbox"
              aria-label="Select every lead on this page"
              checked={allOnPage(selection.selection, order)}
              onChange={selection.togglePage}
              disabled={leads.length === 0}
              className="size-5 cursor-pointer accent-brand-700"
            />
          ),
        },
        { label: 'Name', sort: 'name' },
        { label: 'Status', sort: 'status' },
        'Owner',
        { label: 'Next action', sort: 'nextAction' },
        'Service',
        'Budget',
        'Source',
        { label: 'Received', sort: 'createdAt' },
        ...(rowAction ? ['Actions'] : []),
      ]}
      sorting={sorting}
      empty={leads.length === 0 ? empty : undefined}
    >
      {leads.map((lead) => {
        const selected = selection.selection.ids.has(lead._id);
        return (
          <tr
            key={lead._id}
            onClick={(event) => openRow(event, lead)}
            aria-selected={selected}
            className={`cursor-pointer hover:bg-slate-50 ${selected ? 'bg-brand-50' : ''}`}
            data-lead-row={lead._id}
          >
            <Td className="w-10">
              <SelectBox lead={lead} checked={selected} onToggle={selection.toggle} />
            </Td>
            <Td className="max-w-56 break-words">
              <LeadLink lead={lead} to={hrefFor(lead)} onOpen={onOpen} className="font-medium text-brand-800 underline-offset-2 hover:underline" />
              {lead.company ? <span className="block text-xs text-slate-600">{lead.company}</span> : null}
              <EnquiryBadge lead={lead} />
            </Td>
            <Td>
              <StatusChip status={lead.status} />
            </Td>
            <Td>{lead.ownerName ?? 'Unassigned'}</Td>
            <Td className="whitespace-nowrap">
              <NextActionShown action={lead.nextAction} />
              <DueBadges lead={lead} />
            </Td>
            <Td>{orDash(lead.service)}</Td>
            <Td className="whitespace-nowrap">{orDash(lead.budget)}</Td>
            <Td className="max-w-40 break-words">{orDash(lead.source)}</Td>
            <Td className="whitespace-nowrap">{localDateTime(lead.createdAt)}</Td>
            {rowAction ? <Td>{rowAction(lead)}</Td> : null}
          </tr>
        );
      })}
    </DataTable>
  );
}
