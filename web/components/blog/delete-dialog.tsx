import { useEffect, useId, useRef } from 'react';

interface DeleteDialogProps {
  /** The post to delete, or null when closed. */
  title: string | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Confirmation before a post is deleted: a native modal <dialog> (focus moves in and is kept
 * there, Escape cancels, focus returns to the opener), labelled by its heading.
 */
export function DeleteDialog({ title, busy, onConfirm, onCancel }: DeleteDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  const textId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (title !== null && !dialog.open) {
      dialog.showModal();
      cancelRef.current?.focus();
    } else if (title === null && dialog.open) dialog.close();
  }, [title]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={headingId}
      aria-describedby={textId}
      onCancel={(e) => {
        e.preventDefault();
        if (!busy) onCancel();
      }}
      className="m-auto w-[min(28rem,calc(100%-2rem))] rounded-xl p-6 shadow-xl backdrop:bg-slate-900/50"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        Delete this post?
      </h2>
      <p id={textId} className="mt-2 text-slate-700">
        Are you sure you want to delete “{title}”? This cannot be undone.
      </p>
      <div className="mt-6 flex justify-end gap-3">
        <button
          ref={cancelRef}
          type="button"
          onClick={onCancel}
          disabled={busy}
          className="rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-60"
        >
          Cancel
        </button>
        <button
          type="button"
          onClick={onConfirm}
          disabled={busy}
          className="rounded-md bg-red-700 px-4 py-2 text-sm font-medium text-white hover:bg-red-800 disabled:opacity-60"
        >
          {busy ? 'Deleting...' : 'Delete'}
        </button>
      </div>
    </dialog>
  );
}
