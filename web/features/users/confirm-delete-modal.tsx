import { useFetcher } from 'react-router';
import { toast } from 'sonner';
import type { PublicUser } from '@contract/users';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { useFetcherDone } from '../staff/use-fetcher-done';
import type { UserChange, UserChangeResult } from './user-change';

/** 'Confirm Deletion' (DECISIONS.md fixes the spec's 'userb' typo), sent to the users route's action. */
export function ConfirmDeleteModal({ user, onDone }: { user: PublicUser | null; onDone: () => void }) {
  const fetcher = useFetcher<UserChangeResult>();
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
    <ConfirmDialog open={user !== null} title="Confirm Deletion" busy={fetcher.state !== 'idle'} onConfirm={confirm} onCancel={onDone}>
      <p className="text-slate-800">Are you sure you want to delete user {user?.name}?</p>
    </ConfirmDialog>
  );
}
