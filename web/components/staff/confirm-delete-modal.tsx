import { useRef } from 'react';
import { useFetcher } from 'react-router';
import { toast } from 'sonner';
import type { PublicUser } from '../../../contract/users';
import { Button } from '~/components/ui/button';
import { Modal } from '~/components/ui/modal';
import { useFetcherDone } from './use-fetcher-done';
import type { UserChange, UserChangeResult } from './user-change';

/** 'Confirm Deletion' (DECISIONS.md fixes the spec's 'userb' typo). Cancel gets focus: the safe default. */
export function ConfirmDeleteModal({ user, onDone }: { user: PublicUser | null; onDone: () => void }) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const fetcher = useFetcher<UserChangeResult>();
  const busy = fetcher.state !== 'idle';
  useFetcherDone(fetcher, (result) => {
    onDone();
    if (result.ok) toast.success('User deleted successfully');
    else toast.error('Failed to delete user', { description: result.error });
  });

  function confirm() {
    if (!user) return;
    const change: UserChange = { intent: 'delete', id: user._id };
    void fetcher.submit(change, { method: 'post', encType: 'application/json' });
  }

  return (
    <Modal
      open={user !== null}
      onClose={onDone}
      title="Confirm Deletion"
      initialFocus={cancelRef}
      busy={busy}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onDone} disabled={busy}>
            Cancel
          </Button>
          <Button variant="danger" onClick={confirm} disabled={busy}>
            {busy ? 'Deleting...' : 'Delete'}
          </Button>
        </>
      }
    >
      <p className="text-slate-800">Are you sure you want to delete user {user?.name}?</p>
    </Modal>
  );
}
