import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router';
import { sortBy, sortOrder } from '~/lib/list-state';

const thClass = 'px-4 py-3 text-left text-xs font-semibold uppercase tracking-wide text-slate-700';
const tdClass = 'px-4 py-3 text-sm text-slate-900';

/**
 * A column heading; with `sort`, the heading is a link that sorts the list by that field (decision 031);
 * with `heading`, that content stands in for the label (a select-all checkbox; `label` is its key).
 */
export type Column = string | { label: string; sort: string } | { label: string; heading: ReactNode };

/** A list's current `sort` and its URL's parameters. */
export interface Sorting {
  current: string;
  params: URLSearchParams;
}

interface DataTableProps {
  /** Names the table for screen readers; shown above it when `showCaption`. */
  caption: string;
  showCaption?: boolean;
  /** Column headings, in order. */
  columns: readonly Column[];
  /** The list's current `sort` and URL, for sortable columns. */
  sorting?: Sorting;
  /** When set, one full-width row with this text stands in for the rows (an empty list). */
  empty?: ReactNode;
  children?: ReactNode;
}

/** The staff area's one table: a card that scrolls sideways on narrow screens, headed columns, striped by dividers. */
const ARROWS = { ascending: "after:content-['▲']", descending: "after:content-['▼']", none: "after:content-['↕'] after:text-slate-400" };

function ColumnHeading({ column, sorting }: { column: Column; sorting: DataTableProps['sorting'] }) {
  if (typeof column !== 'string' && 'heading' in column) {
    return (
      <th scope="col" className={thClass}>
        {column.heading}
      </th>
    );
  }
  if (typeof column === 'string' || !sorting) {
    return (
      <th scope="col" className={thClass}>
        {typeof column === 'string' ? column : column.label}
      </th>
    );
  }
  const order = sortOrder(sorting.current, column.sort);
  return (
    <th scope="col" className={thClass} aria-sort={order ?? 'none'}>
      {/* The arrow is drawn by CSS: the heading's name and text stay the label. */}
      <Link
        to={sortBy(sorting.params, sorting.current, column.sort)}
        preventScrollReset
        className={`inline-flex items-center gap-1 underline-offset-2 hover:underline ${ARROWS[order ?? 'none']}`}
      >
        {column.label}
      </Link>
    </th>
  );
}

export function DataTable({ caption, showCaption = false, columns, sorting, empty, children }: DataTableProps) {
  return (
    // A table wider than a phone scrolls inside this box, which the keyboard can then reach and scroll too (WCAG 2.1.1).
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm focus-visible:outline-3 focus-visible:outline-brand-500"
    >
      <table className="min-w-full divide-y divide-slate-200">
        <caption className={showCaption ? 'px-4 py-3 text-left text-lg font-semibold text-slate-900' : 'sr-only'}>{caption}</caption>
        <thead className="bg-slate-100">
          <tr>
            {columns.map((column) => (
              <ColumnHeading key={typeof column === 'string' ? column : column.label} column={column} sorting={sorting} />
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {empty != null ? (
            <tr>
              <td colSpan={columns.length} className="px-4 py-3 text-center text-sm text-slate-700">
                {empty}
              </td>
            </tr>
          ) : (
            children
          )}
        </tbody>
      </table>
    </div>
  );
}

/** A cell of a DataTable; `className` adds to the common padding and type. */
export function Td({ className, ...props }: ComponentProps<'td'>) {
  return <td className={className ? `${tdClass} ${className}` : tdClass} {...props} />;
}
