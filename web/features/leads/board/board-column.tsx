import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { LeadStatus } from '@contract/leads';
import { CARD_DRAG_TYPE } from './board-card';

/** One status: its heading with the count, its cards, a drop target for a dragged card, and "Show all" when cut short. */
export function BoardColumn({
  status,
  label,
  total,
  shown,
  allHref,
  onDropLead,
  children,
}: {
  status: LeadStatus;
  label: string;
  total: number;
  shown: number;
  allHref: string;
  onDropLead: (id: string) => void;
  children: ReactNode;
}) {
  const [over, setOver] = useState(false);
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
        {label} <span className="font-normal text-slate-700">({total})</span>
      </h2>
      <ul className="flex min-h-16 flex-col gap-2">{children}</ul>
      {total > shown ? (
        <Link to={allHref} className="px-1 text-sm font-medium text-brand-700 underline underline-offset-2">
          Show all {total}
        </Link>
      ) : null}
    </section>
  );
}
