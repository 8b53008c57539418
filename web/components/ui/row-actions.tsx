import { useState, type ReactNode } from 'react';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';

interface RowActionsProps {
  /** What the row is, for the buttons' accessible names ("Edit ‹name›", "Delete ‹name›"). */
  name: string;
  /** Absent: no Edit button (a row that cannot be changed). */
  onEdit?: () => void;
  onDelete: () => void;
  /** The dangerous button's text ("Revoke"). */
  deleteLabel?: string;
  disabled?: boolean;
  /** Further buttons or links of the row, before Edit. */
  children?: ReactNode;
}

/** A table row's actions: its own, then Edit, then Delete; real buttons, each named with the row. */
export function RowActions({ name, onEdit, onDelete, deleteLabel = 'Delete', disabled, children }: RowActionsProps) {
  return (
    <div className="flex flex-wrap gap-2">
      {children}
      {onEdit ? (
        <Button size="sm" variant="secondary" onClick={onEdit} disabled={disabled} aria-label={`Edit ${name}`}>
          Edit
        </Button>
      ) : null}
      <Button size="sm" variant="danger" onClick={onDelete} disabled={disabled} aria-label={`${deleteLabel} ${name}`}>
        {deleteLabel}
      </Button>
    </div>
  );
}

interface RowDeleteOptions<T> {
  title: string;
  /** The question's text for the row asked about. */
  describe: (row: T) => ReactNode;
  busy: boolean;
  onConfirm: (row: T) => void;
  confirmLabel?: string;
  busyLabel?: string;
}

/**
 * The delete confirmation of a screen's rows: `ask(row)` opens the screen's one dialog for that
 * row, `close()` shuts it (once the action answered); render `dialog` once.
 */
export function useRowDelete<T>({ title, describe, busy, onConfirm, confirmLabel, busyLabel }: RowDeleteOptions<T>) {
  const [row, setRow] = useState<T | null>(null);
  const dialog = (
    <ConfirmDialog
      open={row !== null}
      title={title}
      busy={busy}
      confirmLabel={confirmLabel}
      busyLabel={busyLabel}
      onCancel={() => setRow(null)}
      onConfirm={() => row !== null && onConfirm(row)}
    >
      {row !== null ? describe(row) : null}
    </ConfirmDialog>
  );
  return { ask: (next: T) => setRow(() => next), close: () => setRow(null), dialog };
}
