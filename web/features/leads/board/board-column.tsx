import { useState, type ReactNode } from 'react';
import { Link, useFetcher } from 'react-router';
import type { BoardColumn as ColumnPage, BoardStatus, LeadBoardQuery } from '@contract/leads';
import { Button } from '~/components/ui/button';
import { useFetcherDone } from '~/features/staff/use-fetcher-done';
import type { BoardColumnAnswer } from './board-query';
import { CARD_DRAG_TYPE } from './board-card';

/** The address of a column's next page under the board's filters. */
function nextPageHref(filter: LeadBoardQuery, status: BoardStatus, after: string): string {
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(filter)) if (v !== undefined && v !== null && v !== '') query.set(k, String(v));
  query.set('status', status);
  query.set('after', after);
  return `/dashboard/board/column?${query}`;
}

/**
 * One status: its heading with the total, its cards, a drop target for a dragged card, "Load more"
 * while the column has more (its next page, through a fetcher, decision 113) and "Show all" in the list.
 */
export function BoardColumn({
  status,
  label,
  total,
  shown,
  next,
  filter,
  allHref,
  onDropLead,
  onLoaded,
  onLoadFailed,
  children,
}: {
  status: BoardStatus;
  label: string;
  total: number;
  shown: number;
  next: string | null;
  filter: LeadBoardQuery;
  allHref: string;
  onDropLead: (id: string) => void;
  onLoaded: (page: ColumnPage) => void;
  onLoadFailed: (message: string) => void;
  children: ReactNode;
}) {
  const [over, setOver] = useState(false);
  const more = useFetcher<BoardColumnAnswer>({ key: `board-more-${status}` });
  useFetcherDone(more, (answer) => (answer.ok ? onLoaded(answer.column) : onLoadFailed(answer.error)));
  const loading = more.state !== 'idle';
  const headingId = `board-column-${status}`;
  return (
    <section
      aria-labelledby={headingId}
      data-column={status}
      onDragOver={(e) => {
        if (!e.dataTransfer.types.includes(CARD_DRAG_TYPE)) return;
        e.preventDefault();
        e.dataTransfer.dropEffect = 'move';
        setOver(true);
      }}
      onDragLeave={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOver(false);
      }}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        const id = e.dataTransfer.getData(CARD_DRAG_TYPE);
        if (id) onDropLead(id);
      }}
      className={`flex w-72 shrink-0 flex-col gap-2 rounded-lg border p-2 lg:w-auto lg:min-w-0 lg:flex-1 ${
        over ? 'border-brand-500 bg-brand-50' : 'border-slate-200 bg-slate-50'
      }`}
    >
      <h2 id={headingId} className="px-1 text-sm font-semibold text-slate-900">
        {label} <span className="font-normal text-slate-700">· {total.toLocaleString('en-US')}</span>
      </h2>
      <ul className="flex min-h-16 flex-col gap-2">{children}</ul>
      {next ? (
        <Button
          variant="secondary"
          size="sm"
          className="min-h-11 lg:min-h-0"
          aria-label={`Load more ${label} leads (${shown.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} shown)`}
          // Not `disabled`: the button keeps focus while its page loads.
          aria-disabled={loading}
          onClick={() => {
            if (!loading) void more.load(nextPageHref(filter, status, next));
          }}
        >
          {loading ? 'Loading…' : 'Load more'}
        </Button>
      ) : null}
      {total > shown ? (
        <Link to={allHref} className="px-1 text-sm font-medium text-brand-700 underline underline-offset-2">
          Show all {total.toLocaleString('en-US')} in the list
        </Link>
      ) : null}
    </section>
  );
}
