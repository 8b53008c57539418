import type { ComponentProps, ReactNode } from 'react';

const thClass = 'px-4 py-3 text-left text-xs font-semibold uppercase tracking-wide text-slate-700';
const tdClass = 'px-4 py-3 text-sm text-slate-900';

interface DataTableProps {
  /** Names the table for screen readers; shown above it when `showCaption`. */
  caption: string;
  showCaption?: boolean;
  /** Column headings, in order. */
  columns: readonly string[];
  /** When set, one full-width row with this text stands in for the rows (an empty list). */
  empty?: ReactNode;
  children?: ReactNode;
}

/** The staff area's one table: a card that scrolls sideways on narrow screens, headed columns, striped by dividers. */
export function DataTable({ caption, showCaption = false, columns, empty, children }: DataTableProps) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
      <table className="min-w-full divide-y divide-slate-200">
        <caption className={showCaption ? 'px-4 py-3 text-left text-lg font-semibold text-slate-900' : 'sr-only'}>{caption}</caption>
        <thead className="bg-slate-100">
          <tr>
            {columns.map((h) => (
              <th key={h} scope="col" className={thClass}>
                {h}
              </th>
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
