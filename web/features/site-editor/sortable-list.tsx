import { useEffect, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { useLocalTime } from '~/lib/use-local-time';
import { Link } from 'react-router';
import type { CollectionName, ContentItem } from '@contract/content/index';
import { Button } from '~/components/ui/button';
import { isSessionEnded } from '~/lib/api/errors';
import { useApi } from '~/lib/api/use-api';
import { SampleBadge, StateChip } from './item-state';
import { itemPath } from './use-item-save';

const DRAG_TYPE = 'text/plain';

/** `items` with the one at `from` moved to `to`. */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/**
 * A collection's items in the site's order (decision 076, the lead board's pattern of decision 043):
 * rows are dragged, or moved by their buttons or Alt+↑/↓ from anywhere in the row; each move is
 * announced and saved at once (PUT …/order); a failed save puts the order back.
 */
export function SortableList({ collection, initial }: { collection: CollectionName; initial: ContentItem[] }) {
  const api = useApi();
  const [items, setItems] = useState(initial);
  const [announcement, setAnnouncement] = useState('');
  const [error, setError] = useState('');
  const [dragging, setDragging] = useState<string | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  async function move(from: number, to: number, focus?: 'up' | 'down') {
    if (to < 0 || to >= items.length || from === to) return;
    const before = items;
    const next = moved(items, from, to);
    const item = before[from]!;
    setItems(next);
    setError('');
    setAnnouncement(`Moved ‘${item.name}’ to position ${to + 1} of ${next.length}`);
    if (focus) requestAnimationFrame(() => list.current?.querySelector<HTMLElement>(`[data-move="${item._id}-${focus}"]:not(:disabled)`)?.focus());
    try {
      setItems(
        await api.content.order(
          collection,
          next.map((i) => i._id),
        ),
      );
    } catch (err) {
      setItems(before);
      setAnnouncement('');
      setError(
        isSessionEnded(err) ? 'Your session has ended: sign in again to change the order.' : 'Could not save the new order. Please try again.',
      );
    }
  }

  function onKeyDown(e: KeyboardEvent, index: number) {
    if (!e.altKey || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown')) return;
    e.preventDefault();
    void move(index, e.key === 'ArrowUp' ? index - 1 : index + 1);
  }

  function onDrop(e: DragEvent, index: number) {
    e.preventDefault();
    const id = e.dataTransfer.getData(DRAG_TYPE);
    setDragging(null);
    const from = items.findIndex((i) => i._id === id);
    if (from >= 0) void move(from, index);
  }

  if (!items.length) return <p className="text-slate-700">Nothing here yet.</p>;
  return (
    <div className="space-y-2">
      <p id="reorder-help" className="text-sm text-slate-700">
        Drag a row, or use its Move buttons (Alt+↑ and Alt+↓ from the row), to change the order on the site.
      </p>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <ol
        ref={list}
        className="divide-y divide-slate-200 rounded-md border border-slate-200 bg-white"
        aria-describedby="reorder-help"
        data-hydrated={hydrated || undefined}
      >
        {items.map((item, i) => (
          <SortableRow
            key={item._id}
            collection={collection}
            item={item}
            index={i}
            count={items.length}
            dragging={dragging === item._id}
            onDragStart={(e) => {
              e.dataTransfer.setData(DRAG_TYPE, item._id);
              e.dataTransfer.effectAllowed = 'move';
              setDragging(item._id);
            }}
            onDragEnd={() => setDragging(null)}
            onDrop={(e) => onDrop(e, i)}
            onKeyDown={(e) => onKeyDown(e, i)}
            onMove={(to, focus) => void move(i, to, focus)}
          />
        ))}
      </ol>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}

interface RowProps {
  collection: CollectionName;
  item: ContentItem;
  index: number;
  count: number;
  dragging: boolean;
  onDragStart: (e: DragEvent) => void;
  onDragEnd: () => void;
  onDrop: (e: DragEvent) => void;
  onKeyDown: (e: KeyboardEvent) => void;
  onMove: (to: number, focus: 'up' | 'down') => void;
}

/** One item: its name (opens it), state, sample badge, last change, and its Move buttons. */
function SortableRow({ collection, item, index: i, count, dragging, onDragStart, onDragEnd, onDrop, onKeyDown, onMove }: RowProps) {
  const { dateTime: localDateTime } = useLocalTime();
  return (
    <li
      draggable
      data-item-id={item._id}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragOver={(e) => e.preventDefault()}
      onDrop={onDrop}
      onKeyDown={onKeyDown}
      className={`flex flex-wrap items-center gap-3 px-4 py-3 text-sm ${dragging ? 'opacity-50' : ''}`}
    >
      <span aria-hidden="true" className="cursor-grab select-none text-slate-500">
        ⠿
      </span>
      <Link to={itemPath(collection, item._id)} className="min-w-0 flex-1 break-words font-medium text-brand-700 underline">
        {item.name}
      </Link>
      <StateChip item={item} />
      {item.sample ? <SampleBadge /> : null}
      <span className="text-slate-700" suppressHydrationWarning>
        {item.updatedByName}, {localDateTime(item.updatedAt)}
      </span>
      <span className="flex gap-1">
        <Button
          size="sm"
          variant="ghost"
          data-move={`${item._id}-up`}
          disabled={i === 0}
          onClick={() => onMove(i - 1, 'up')}
          aria-label={`Move up: ${item.name}`}
        >
          Move up
        </Button>
        <Button
          size="sm"
          variant="ghost"
          data-move={`${item._id}-down`}
          disabled={i === count - 1}
          onClick={() => onMove(i + 1, 'down')}
          aria-label={`Move down: ${item.name}`}
        >
          Move down
        </Button>
      </span>
    </li>
  );
}
