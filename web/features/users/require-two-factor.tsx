import { useFetcher } from 'react-router';
import { toast } from 'sonner';
import { useReauthRetry } from '../auth/use-reauth-retry';
import { useFetcherDone } from '../staff/use-fetcher-done';
import type { UserChange, UserChangeResult } from './user-change';
import { STAFF_POST } from '../staff/staff-form-props';

/** The staff-wide rule: everyone signs in with a second factor; those without one set it up at their next sign-in. */
export function RequireTwoFactor({ on }: { on: boolean }) {
  const fetcher = useFetcher<UserChangeResult>();
  // Either way the rule changes sign-in for everyone: a recent re-authentication, asked in place (decision 058).
  const { submit, dialog } = useReauthRetry(fetcher);
  useFetcherDone(fetcher, (result) => {
    if (!result.ok && !result.reauth) toast.error(result.error);
  });
  const pending = fetcher.json as UserChange | undefined;
  const checked = pending && pending.intent === 'require-two-factor' ? pending.on : on;
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <label className="flex items-start gap-3 text-sm text-slate-800">
        <input
          type="checkbox"
          className="mt-1"
          checked={checked}
          disabled={fetcher.state !== 'idle'}
          onChange={(e) => {
            const change: UserChange = { intent: 'require-two-factor', on: e.target.checked };
            void submit(change, STAFF_POST);
          }}
        />
        <span>
          <span className="font-medium">Require two-factor sign-in for all staff</span>
          <span className="block text-slate-700">
            Anyone without an authenticator app sets one up right after their password at the next sign-in.
          </span>
        </span>
      </label>
      {dialog}
    </div>
  );
}
