import type { ChangeEvent, MouseEvent } from 'react';
import { useLocalTime } from '~/lib/use-local-time';
import { Link } from 'react-router';
import type { Lead, LeadListItem, LeadStatus, NextAction } from '@contract/leads';
import { DASH } from '~/lib/format';
import { leadStatusLabel } from './status-labels';
import { Chip } from '~/components/ui/chip';

/** A lead as the desk lists it (table rows and phone cards); the list's answer says how many enquiries came before it. */
export type ListLead = Lead & Partial<Pick<LeadListItem, 'earlierEnquiries'>>;

const STATUS_TONES: Record<LeadStatus, string> = {
  new: 'border-sky-300 bg-sky-50 text-sky-900',
  contacted: 'border-indigo-300 bg-indigo-50 text-indigo-900',
  qualified: 'border-violet-300 bg-violet-50 text-violet-900',
  proposal: 'border-amber-300 bg-amber-50 text-amber-900',
  won: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  lost: 'border-slate-300 bg-slate-100 text-slate-800',
  spam: 'border-red-300 bg-red-50 text-red-800',
};

/** The status as a word in a chip (the colour only repeats it). */
export function StatusChip({ status }: { status: LeadStatus }) {
  return (
    <Chip tone={STATUS_TONES[status]} data-lead-status={status}>
      {leadStatusLabel[status]}
    </Chip>
  );
}

/**
 * A next action as lists show it: its time in the reader's zone and format, then what to do (decision
 * 123). The server renders its own zone first: the browser's may differ by hours.
 */
export function NextActionShown({ action }: { action: NextAction | null }) {
  const { dateTime: localDateTime } = useLocalTime();
  if (!action) return <span>{DASH}</span>;
  return (
    <>
      <span className="block" data-next-action-due={action.dueAt} suppressHydrationWarning>
        {localDateTime(action.dueAt)}
      </span>
      {action.text ? <span className="block max-w-56 whitespace-normal break-words text-xs text-slate-700">{action.text}</span> : null}
    </>
  );
}

/** The checkbox that selects one lead for a bulk action; Shift extends from the last one clicked. */
export function SelectBox({
  lead,
  checked,
  onToggle,
  className = '',
}: {
  lead: ListLead;
  checked: boolean;
  onToggle: (id: string, shift: boolean) => void;
  className?: string;
}) {
  return (
    <input
      type="checkbox"
      aria-label={`Select ${lead.name}`}
      checked={checked}
      // The shift key is on the click, not on the change that follows it.
      onClick={(event: MouseEvent<HTMLInputElement>) => {
        event.stopPropagation();
        onToggle(lead._id, event.shiftKey);
      }}
      onChange={(_event: ChangeEvent<HTMLInputElement>) => undefined}
      className={`size-5 cursor-pointer accent-brand-700 ${className}`}
    />
  );
}

/** The lead's name as the link that opens it: the keyboard's way in (the row or card takes the mouse). */
export function LeadLink({ lead, to, onOpen, className }: { lead: ListLead; to: string; onOpen?: () => void; className: string }) {
  return (
    <Link to={to} preventScrollReset onClick={onOpen} aria-label={`Open lead from ${lead.name}`} className={className}>
      {lead.name}
    </Link>
  );
}

const ordinal = (n: number) => {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${suffix}`;
};

/** "2nd enquiry" when the lead's person wrote before (decision 125): a returning client, in words. */
export function EnquiryBadge({ lead }: { lead: ListLead }) {
  const earlier = lead.earlierEnquiries ?? 0;
  if (earlier < 1) return null;
  return (
    <span
      className="inline-flex items-center whitespace-nowrap rounded-full border border-violet-300 bg-violet-50 px-2 py-0.5 text-xs font-semibold text-violet-900"
      data-enquiry={earlier + 1}
    >
      {ordinal(earlier + 1)} enquiry
    </span>
  );
}
