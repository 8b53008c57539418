import { useRef, useState } from 'react';
import type { PublicUser } from '../../../contract/users';
import { Button } from '../ui/button';
import { Modal } from '../ui/modal';

/** 'Confirm Deletion' (DECISIONS.md fixes the spec's 'userb' typo). Cancel gets focus: the safe default. */
export function ConfirmDeleteModal({ user, onCancel, onConfirm }: { user: PublicUser | null; onCancel: () => void; onConfirm: () => Promise<void> }) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={user !== null}
      onClose={onCancel}
      title="Confirm Deletion"
      initialFocus={cancelRef}
      busy={busy}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button variant="danger" onClick={() => void confirm()} disabled={busy}>
            {busy ? 'Deleting...' : 'Delete'}
          </Button>
        </>
      }
    >
      <p className="text-slate-800">Are you sure you want to delete user {user?.name}?</p>
    </Modal>
  );
}
