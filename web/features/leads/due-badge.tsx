import { waitedFor } from '@contract/lead-promise';
import { Chip } from '~/components/ui/chip';
import type { LeadDue, LeadStatus } from '@contract/leads';

/** The fields of a lead the badges read (a list lead, a board card or a detail all have them). */
export interface DueFields {
  status: LeadStatus;
  createdAt: string;
  /** The server's verdict for its time zone's today (plan D6): the browser never guesses. */
  due?: LeadDue | null;
  escalatedAt?: string | null;
  firstResponseAt?: string | null;
}

const TONES = {
  overdue: 'border-red-300 bg-red-50 text-red-800',
  due: 'border-red-300 bg-white text-red-800',
  today: 'border-amber-300 bg-amber-50 text-amber-900',
  waiting: 'border-orange-300 bg-orange-50 text-orange-900',
} as const;

/** A lead still new and unanswered past the response deadline (escalated, plan §4.5). */
export function isWaiting(lead: DueFields): boolean {
  return lead.status === 'new' && !!lead.escalatedAt && !lead.firstResponseAt;
}

/**
 * "Overdue" (its day is over), "Due" (its time came today), "Due today" (later today) and "No answer for 26 h" as words in a chip (colour is only a second
 * cue, WCAG 1.4.1). Renders nothing when none applies.
 */
export function DueBadges({ lead, now }: { lead: DueFields; now?: number }) {
  const waiting = isWaiting(lead);
  if (!lead.due && !waiting) return null;
  return (
    <span className="inline-flex flex-wrap gap-1">
      {lead.due === 'overdue' ? (
        <Chip tone={TONES.overdue} data-due="overdue">
          Overdue
        </Chip>
      ) : null}
      {lead.due === 'due' ? (
        <Chip tone={TONES.due} data-due="due">
          Due
        </Chip>
      ) : null}
      {lead.due === 'today' ? (
        <Chip tone={TONES.today} data-due="today">
          Due today
        </Chip>
      ) : null}
      {waiting ? (
        // The count may differ by one between the server's render and the browser's.
        <Chip tone={TONES.waiting} data-due="waiting" suppressHydrationWarning>
          No answer for {waitedFor(lead.createdAt, now)}
        </Chip>
      ) : null}
    </span>
  );
}
