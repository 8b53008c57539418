import { useId, useRef } from 'react';
import { Button } from '~/components/ui/button';
import { Modal } from '~/components/ui/modal';

interface DeleteDialogProps {
  /** The post to delete, or null when closed. */
  title: string | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Confirmation before a post is deleted, in the one modal dialog; Cancel gets focus (the safe default). */
export function DeleteDialog({ title, busy, onConfirm, onCancel }: DeleteDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const textId = useId();
  return (
    <Modal
      open={title !== null}
      onClose={onCancel}
      title="Delete this post?"
      describedBy={textId}
      initialFocus={cancelRef}
      busy={busy}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button variant="danger" onClick={onConfirm} disabled={busy}>
            {busy ? 'Deleting...' : 'Delete'}
          </Button>
        </>
      }
    >
      <p id={textId} className="text-slate-700">
        Are you sure you want to delete “{title}”? This cannot be undone.
      </p>
    </Modal>
  );
}
