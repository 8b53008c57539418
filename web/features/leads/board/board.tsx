import { useState } from 'react';
import { useFetcher, useRevalidator } from 'react-router';
import type { Lead, LeadStatus } from '@contract/leads';
import { useActionToast } from '~/features/staff/use-action-toast';
import { withParams } from '~/lib/list-state';
import type { LeadActionAnswer } from '../lead-answer';
import { leadStatusLabel } from '../status-labels';
import { BoardCard } from './board-card';
import { BoardColumn } from './board-column';

export interface BoardColumnData {
  status: LeadStatus;
  leads: Lead[];
  total: number;
}

/** Where the pending move puts a card (shown at once, the answer and the reload confirm it). */
function placed(columns: BoardColumnData[], move: { id: string; status: string } | null): BoardColumnData[] {
  if (!move) return columns;
  const lead = columns.flatMap((c) => c.leads).find((l) => l._id === move.id);
  if (!lead || lead.status === move.status) return columns;
  return columns.map((c) => {
    if (c.status === lead.status) return { ...c, leads: c.leads.filter((l) => l._id !== move.id), total: c.total - 1 };
    if (c.status === move.status) return { ...c, leads: [{ ...lead, status: c.status }, ...c.leads], total: c.total + 1 };
    return c;
  });
}

/**
 * The pipeline as columns. A card moves by drag (mouse) or by its "Move to…" menu (keyboard,
 * touch); both post the same `move` (status + the card's version) to the screen's action, which
 * goes through the versioned PATCH. One move at a time; a live region says what happened.
 */
export function Board({ columns, params }: { columns: BoardColumnData[]; params: URLSearchParams }) {
  const move = useFetcher<LeadActionAnswer>({ key: 'board-move' });
  const revalidator = useRevalidator();
  const [announcement, setAnnouncement] = useState('');
  const [focusId, setFocusId] = useState<string | null>(null);
  useActionToast(move, (answer) => {
    setAnnouncement(answer.error ?? answer.toast ?? '');
    // A refused move (someone changed the lead first): show the lead as it is now.
    if (answer.error) void revalidator.revalidate();
  });

  const pending = move.formData ? { id: String(move.formData.get('id')), status: String(move.formData.get('status')) } : null;
  const shown = placed(columns, pending);
  const busy = move.state !== 'idle';

  function moveLead(lead: Lead, status: string, byKeyboard: boolean) {
    if (lead.status === status) return;
    if (busy) {
      setAnnouncement('Wait for the last move to finish');
      return;
    }
    setFocusId(byKeyboard ? lead._id : null);
    setAnnouncement('');
    void move.submit({ intent: 'move', id: lead._id, name: lead.name, status, version: lead.version }, { method: 'post' });
  }
  const dropped = (status: string) => (id: string) => {
    const lead = columns.flatMap((c) => c.leads).find((l) => l._id === id);
    if (lead) moveLead(lead, status, false);
  };

  return (
    <>
      <div className="flex gap-3 overflow-x-auto pb-2 lg:overflow-visible" data-board>
        {shown.map((c) => (
          <BoardColumn
            key={c.status}
            status={c.status}
            label={leadStatusLabel[c.status]}
            total={c.total}
            shown={c.leads.length}
            allHref={`/dashboard${withParams(params, { status: c.status, lead: null })}`}
            onDropLead={dropped(c.status)}
          >
            {c.leads.map((lead) => (
              <BoardCard
                key={lead._id}
                lead={lead}
                href={withParams(params, { lead: lead._id })}
                targets={columns.filter((t) => t.status !== c.status).map((t) => ({ value: t.status, label: leadStatusLabel[t.status] }))}
                onMove={(l, status) => moveLead(l, status, true)}
                busy={busy}
                focusMenu={focusId === lead._id}
              />
            ))}
          </BoardColumn>
        ))}
      </div>
      <p role="status" aria-live="polite" className="sr-only" data-testid="board-announcement">
        {announcement}
      </p>
    </>
  );
}
