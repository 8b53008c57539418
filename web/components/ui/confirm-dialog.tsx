import { useId, useRef, type ReactNode } from 'react';
import { Button } from './button';
import { Modal } from './modal';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The question, and what the action does; it describes the dialog. */
  children: ReactNode;
  /** The dangerous button's text, and its text while the action runs. */
  confirmLabel?: string;
  busyLabel?: string;
  /** The safe button's text. */
  cancelLabel?: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes/no question before something that cannot be undone, in the one modal dialog; Cancel gets focus (the safe default). */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel = 'Delete',
  busyLabel = 'Deleting...',
  cancelLabel = 'Cancel',
  busy,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const textId = useId();
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      describedBy={textId}
      initialFocus={cancelRef}
      busy={busy}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button variant="danger" onClick={onConfirm} disabled={busy}>
            {busy ? busyLabel : confirmLabel}
          </Button>
        </>
      }
    >
      <div id={textId} className="space-y-2 text-slate-700">
        {children}
      </div>
    </Modal>
  );
}
