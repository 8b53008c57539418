import { useFetcher } from 'react-router';
import { toast } from 'sonner';
import type { StaffUser } from '@contract/two-factor';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { useReauthRetry } from '../auth/use-reauth-retry';
import { useFetcherDone } from '../staff/use-fetcher-done';
import type { UserChange, UserChangeResult } from './user-change';
import { STAFF_POST } from '../staff/staff-form-props';

const passkeysText = (n: number) => (n === 1 ? '1 passkey' : `${n} passkeys`);

/** Reset 2FA asks first: the person's app and passkeys stop working (a lost phone or laptop). */
export function ResetTwoFactorModal({ user, onDone }: { user: StaffUser | null; onDone: () => void }) {
  const fetcher = useFetcher<UserChangeResult>();
  // Deleting someone or resetting their second factor may need the password again: asked in place, then sent once more.
  const { submit, dialog } = useReauthRetry(fetcher);
  useFetcherDone(fetcher, (result) => {
    if (!result.ok && result.reauth) return;
    onDone();
    if (result.ok) toast.success('Two-factor sign-in reset');
    else toast.error('Failed to reset two-factor sign-in', { description: result.error });
  });
  function confirm() {
    if (!user) return;
    const change: UserChange = { intent: 'reset-two-factor', id: user._id };
    void submit(change, STAFF_POST);
  }
  return (
    <>
      <ConfirmDialog
        open={user !== null}
        title="Reset two-factor sign-in"
        confirmLabel="Reset 2FA"
        busyLabel="Resetting..."
        busy={fetcher.state !== 'idle'}
        onConfirm={confirm}
        onCancel={onDone}
      >
        <p className="text-slate-800">
          Reset two-factor sign-in of {user?.name}? Their authenticator app and {passkeysText(user?.passkeys ?? 0)} stop working; they sign in with
          their password and set up again.
        </p>
      </ConfirmDialog>
      {dialog}
    </>
  );
}
