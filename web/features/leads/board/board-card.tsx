import { useEffect, useRef } from 'react';
import { useLocalTime } from '~/lib/use-local-time';
import { Link } from 'react-router';
import type { BoardCard as Card } from '@contract/leads';
import { orDash } from '~/lib/format';
import { DueBadges } from '../due-badge';
import { MoveToMenu, type MoveTarget } from './move-to-menu';

/** The card's drag payload type: the lead's id as plain text. */
export const CARD_DRAG_TYPE = 'text/plain';

/** One lead on the board: name (opens it), service, budget, owner, next action; dragged, or moved by its menu. */
export function BoardCard({
  lead,
  href,
  targets,
  onMove,
  busy,
  focusMenu,
  focusName = false,
}: {
  lead: Card;
  href: string;
  targets: MoveTarget[];
  onMove: (lead: Card, status: string) => void;
  busy: boolean;
  focusMenu: boolean;
  /** Put focus on the name once mounted (the first card "Load more" added, when its button is gone). */
  focusName?: boolean;
}) {
  const { dateTime: localDateTime } = useLocalTime();
  const name = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (focusName) name.current?.focus();
  }, [focusName]);
  return (
    <li
      draggable={!busy}
      data-lead-id={lead._id}
      onDragStart={(e) => {
        e.dataTransfer.setData(CARD_DRAG_TYPE, lead._id);
        e.dataTransfer.effectAllowed = 'move';
      }}
      className="space-y-1 rounded-md border border-slate-200 bg-white p-3 text-sm shadow-sm"
    >
      <div className="flex items-start justify-between gap-2">
        <Link
          ref={name}
          to={href}
          preventScrollReset
          aria-label={`Open lead from ${lead.name}`}
          className="min-w-0 break-words font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          {lead.name}
        </Link>
        <MoveToMenu label={`Move ${lead.name} to…`} targets={targets} onMove={(status) => onMove(lead, status)} focusButton={focusMenu} />
      </div>
      <p className="text-slate-800">{orDash(lead.service)}</p>
      <p className="text-slate-700">Budget: {orDash(lead.budget)}</p>
      <p className="text-slate-700">Owner: {lead.ownerName ?? 'Unassigned'}</p>
      <p className="flex flex-wrap items-center gap-1 text-slate-700">
        Next action:{' '}
        {lead.nextAction ? (
          <span suppressHydrationWarning>
            {localDateTime(lead.nextAction.dueAt)}
            {lead.nextAction.text ? ` · ${lead.nextAction.text}` : ''}
          </span>
        ) : (
          'none'
        )}{' '}
        <DueBadges lead={lead} />
      </p>
    </li>
  );
}
