import { useFetcher } from 'react-router';
import { toast } from 'sonner';
import type { StaffUser } from '@contract/two-factor';
import { Button } from '~/components/ui/button';
import { useReauthRetry } from '../auth/use-reauth-retry';
import { useFetcherDone } from '../staff/use-fetcher-done';
import type { UserChange, UserChangeResult } from './user-change';
import { STAFF_POST } from '../staff/staff-form-props';

/** The row's buttons that open a dialog on the screen. */
export interface RowActionHandlers {
  onEdit: (u: StaffUser) => void;
  onResetTwoFactor: (u: StaffUser) => void;
  onDelete: (u: StaffUser) => void;
}

/**
 * A row's actions: edit; send an invited person a new link; reset their second factor (asks first);
 * sign them out everywhere; delete (asks who takes over). One's own row has neither Reset 2FA nor Delete.
 */
export function UserRowActions({ user, own, onEdit, onResetTwoFactor, onDelete }: { user: StaffUser; own: boolean } & RowActionHandlers) {
  const fetcher = useFetcher<UserChangeResult>();
  const busy = fetcher.state !== 'idle';
  // A new invitation link needs a recent re-authentication (decision 058): asked in place, then sent once more.
  const { submit, dialog } = useReauthRetry(fetcher);
  useFetcherDone(fetcher, (result) => {
    if (!result.ok) {
      if (!result.reauth) toast.error(result.error);
    } else if (result.intent === 'resend-invitation') toast.success('Invitation sent');
    else toast.success(own ? 'Your other sessions are signed out' : `${user.name} is signed out everywhere`);
  });
  const send = (change: UserChange) => void submit(change, STAFF_POST);
  return (
    <>
      <Button size="sm" variant="secondary" onClick={() => onEdit(user)} aria-label={`Edit ${user.name}`}>
        Edit
      </Button>
      {user.invited ? (
        <Button
          size="sm"
          variant="secondary"
          disabled={busy}
          onClick={() => send({ intent: 'resend-invitation', id: user._id })}
          aria-label={`Send ${user.name} a new invitation`}
        >
          Resend invitation
        </Button>
      ) : null}
      {(user.twoFactor || user.passkeys > 0) && !own ? (
        <Button size="sm" variant="secondary" onClick={() => onResetTwoFactor(user)} aria-label={`Reset two-factor sign-in of ${user.name}`}>
          Reset 2FA
        </Button>
      ) : null}
      <Button
        size="sm"
        variant="secondary"
        disabled={busy}
        onClick={() => send({ intent: 'sign-out-everywhere', id: user._id })}
        aria-label={own ? 'Sign out your other sessions' : `Sign ${user.name} out everywhere`}
      >
        {own ? 'Sign out other sessions' : 'Sign out everywhere'}
      </Button>
      {own ? null : (
        <Button size="sm" variant="danger" onClick={() => onDelete(user)} aria-label={`Delete ${user.name}`}>
          Delete
        </Button>
      )}
      {dialog}
    </>
  );
}
