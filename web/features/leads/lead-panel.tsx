import type { LeadDetail } from '@contract/leads';
import type { SavedReply } from '@contract/saved-replies';
import { DueBadges } from './due-badge';
import { ErasePerson } from './erase-person';
import { LeadCalls } from './lead-calls';
import { LeadHistory } from './lead-history';
import { LeadNoteForm } from './lead-note';
import { LeadPerson } from './lead-person';
import { LeadPipeline } from './lead-pipeline';
import { LeadReply } from './lead-reply';
import { LeadSource } from './lead-source';

export interface LeadPanelProps {
  lead: LeadDetail;
  owners: { _id: string; name: string }[];
  savedReplies: SavedReply[];
  /** The currency of `value` (CURRENCY, from `api.leads.desk()`). */
  currency?: string;
  /** Answers come back to the lead (INBOUND_ADDRESS, from `api.leads.desk()`), not to the writer's mailbox. */
  repliesToDesk?: boolean;
}

/**
 * Everything done to one lead, inside its dialog (the dashboard's and the board's): its person and
 * company, its calls, pipeline, note, reply, source, history, erase. Its forms post to the screen's action (`leadAction`); each
 * keeps its own draft, so one form's answer (a conflict, a reload) never empties another.
 */
export function LeadPanel({ lead, owners, savedReplies, currency, repliesToDesk = false }: LeadPanelProps) {
  return (
    <div key={lead._id}>
      <DueBadges lead={lead} />
      <LeadPerson lead={lead} />
      <LeadCalls lead={lead} />
      <LeadPipeline lead={lead} owners={owners} currency={currency} />
      <LeadNoteForm leadId={lead._id} />
      <LeadReply lead={lead} savedReplies={savedReplies} repliesToDesk={repliesToDesk} />
      <LeadSource lead={lead} />
      <LeadHistory lead={lead} />
      <ErasePerson email={lead.email} />
    </div>
  );
}
