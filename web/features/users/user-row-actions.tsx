import { useFetcher } from 'react-router';
import { toast } from 'sonner';
import type { StaffUser } from '@contract/two-factor';
import { Button } from '~/components/ui/button';
import { useFetcherDone } from '../staff/use-fetcher-done';
import type { UserChange, UserChangeResult } from './user-change';

const DONE: Partial<Record<UserChange['intent'], string>> = {
  'reset-two-factor': 'Two-factor sign-in reset',
  'resend-invitation': 'Invitation sent',
};

/** Beside Delete: send an invited user a new link; reset a user's second factor (a lost phone). */
export function UserRowActions({ user }: { user: StaffUser }) {
  const fetcher = useFetcher<UserChangeResult>();
  const busy = fetcher.state !== 'idle';
  useFetcherDone(fetcher, (result) => {
    if (result.ok) toast.success(DONE[result.intent] ?? 'Done');
    else toast.error(result.error);
  });
  const send = (change: UserChange) => void fetcher.submit(change, { method: 'post', encType: 'application/json' });
  return (
    <>
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
      {user.twoFactor ? (
        <Button
          size="sm"
          variant="secondary"
          disabled={busy}
          onClick={() => send({ intent: 'reset-two-factor', id: user._id })}
          aria-label={`Reset two-factor sign-in of ${user.name}`}
        >
          Reset 2FA
        </Button>
      ) : null}
    </>
  );
}
