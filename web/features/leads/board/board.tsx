import { useState } from 'react';
import { useFetcher, useRevalidator } from 'react-router';
import type { BoardCard as Card, BoardColumn as ColumnPage, BoardStatus, LeadBoardQuery } from '@contract/leads';
import { useActionToast } from '~/features/staff/use-action-toast';
import { withParams } from '~/lib/list-state';
import type { LeadActionAnswer } from '../lead-answer';
import { leadStatusLabel } from '../status-labels';
import { BoardCard } from './board-card';
import { BoardColumn } from './board-column';

/** The cards "Load more" added to a column, and where its next page starts. */
type Loaded = Partial<Record<BoardStatus, { cards: Card[]; next: string | null }>>;

/**
 * A column as shown: its first page (from the loader, fresh after every move), then the pages it
 * loaded since, without a card a first page now shows elsewhere (moved) or twice.
 */
function merged(columns: ColumnPage[], loaded: Loaded): ColumnPage[] {
  const firstPages = new Set(columns.flatMap((c) => c.cards.map((card) => card._id)));
  return columns.map((c) => {
    const more = loaded[c.status];
    if (!more) return c;
    return { ...c, cards: [...c.cards, ...more.cards.filter((card) => !firstPages.has(card._id))], next: more.next };
  });
}

/** Where the pending move puts a card (shown at once, the answer and the reload confirm it). */
function placed(columns: ColumnPage[], move: { id: string; status: string } | null): ColumnPage[] {
  if (!move) return columns;
  const lead = columns.flatMap((c) => c.cards).find((l) => l._id === move.id);
  if (!lead || lead.status === move.status) return columns;
  return columns.map((c) => {
    if (c.status === lead.status) return { ...c, cards: c.cards.filter((l) => l._id !== move.id), total: c.total - 1 };
    if (c.status === move.status) return { ...c, cards: [{ ...lead, status: c.status }, ...c.cards], total: c.total + 1 };
    return c;
  });
}

const count = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/**
 * The pipeline as columns, each its total and a page of cards with "Load more" (decision 113). A card
 * moves by drag (mouse) or by its "Move to…" menu (keyboard, touch); both post the same `move`
 * (status + the card's version) to the screen's action, which goes through the versioned PATCH. One
 * move at a time; a live region says what happened.
 */
export function Board({ columns, filter, params }: { columns: ColumnPage[]; filter: LeadBoardQuery; params: URLSearchParams }) {
  const move = useFetcher<LeadActionAnswer>({ key: 'board-move' });
  const revalidator = useRevalidator();
  const [announcement, setAnnouncement] = useState('');
  const [focusId, setFocusId] = useState<string | null>(null);
  const [loaded, setLoaded] = useState<Loaded>({});
  const [focusNameId, setFocusNameId] = useState<string | null>(null);
  useActionToast(move, (answer) => {
    setAnnouncement(answer.error ?? answer.toast ?? '');
    if (answer.error) {
      // A refused move (someone changed the lead first): show the board as it is now.
      setLoaded({});
      void revalidator.revalidate();
    }
  });

  const pending = move.formData ? { id: String(move.formData.get('id')), status: String(move.formData.get('status')) } : null;
  const all = merged(columns, loaded);
  const shown = placed(all, pending);
  const busy = move.state !== 'idle';

  function moveLead(lead: Card, status: string, byKeyboard: boolean) {
    if (lead.status === status) return;
    if (busy) {
      setAnnouncement('Wait for the last move to finish');
      return;
    }
    setFocusId(byKeyboard ? lead._id : null);
    setAnnouncement('');
    // A loaded card that moves leaves its old column's pages; its new column shows it where it sorts.
    setLoaded((prev) =>
      Object.fromEntries(Object.entries(prev).map(([s, more]) => [s, { ...more, cards: more.cards.filter((c) => c._id !== lead._id) }])),
    );
    void move.submit({ intent: 'move', id: lead._id, name: lead.name, status, version: lead.version }, { method: 'post' });
  }
  const dropped = (status: string) => (id: string) => {
    const lead = all.flatMap((c) => c.cards).find((l) => l._id === id);
    if (lead) moveLead(lead, status, false);
  };
  function added(page: ColumnPage) {
    setLoaded((prev) => {
      const had = prev[page.status]?.cards ?? [];
      const seen = new Set(had.map((c) => c._id));
      return { ...prev, [page.status]: { cards: [...had, ...page.cards.filter((c) => !seen.has(c._id))], next: page.next } };
    });
    // The column's last page removes its button: focus goes to the first card it added.
    setFocusNameId(page.next === null ? (page.cards[0]?._id ?? null) : null);
    const showing = (all.find((c) => c.status === page.status)?.cards.length ?? 0) + page.cards.length;
    setAnnouncement(
      `Added ${count(page.cards.length, 'lead', 'leads')} to ${leadStatusLabel[page.status]}: ${showing.toLocaleString('en-US')} of ${page.total.toLocaleString('en-US')} shown`,
    );
  }

  return (
    <>
      <div className="flex gap-3 overflow-x-auto pb-2 lg:overflow-visible" data-board>
        {shown.map((c) => (
          <BoardColumn
            key={c.status}
            status={c.status}
            label={leadStatusLabel[c.status]}
            total={c.total}
            shown={c.cards.length}
            next={c.next}
            filter={filter}
            allHref={`/dashboard${withParams(params, { status: c.status, lead: null })}`}
            onDropLead={dropped(c.status)}
            onLoaded={added}
            onLoadFailed={setAnnouncement}
          >
            {c.cards.map((lead) => (
              <BoardCard
                key={lead._id}
                lead={lead}
                href={withParams(params, { lead: lead._id })}
                targets={columns.filter((t) => t.status !== c.status).map((t) => ({ value: t.status, label: leadStatusLabel[t.status] }))}
                onMove={(l, status) => moveLead(l, status, true)}
                busy={busy}
                focusMenu={focusId === lead._id}
                focusName={focusNameId === lead._id}
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
