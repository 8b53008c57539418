import { useState } from 'react';
import type { PublicUser } from '@contract/users';
import { ApiRequestError } from '~/lib/api/errors';
import { useApi } from '~/lib/api/use-api';
import { getPasskey, passkeyError, usePasskeySupport } from './webauthn-browser';

const FAILED = 'Could not sign in with a passkey. Please try again.';

interface PasskeySignInProps {
  onSignedIn: (user: PublicUser) => void;
  /** The password step's challenge: the passkey is then that account's second factor. Absent: any passkey of this site, no email typed. */
  challenge?: string;
  /** The challenge ran out (or was used): back to the password, with this message. */
  onExpired?: (message: string) => void;
  label?: string;
}

/** "Sign in with a passkey" (decision 060); hidden where the browser cannot use one. */
export function PasskeySignIn({ onSignedIn, challenge, onExpired, label = 'Sign in with a passkey' }: PasskeySignInProps) {
  const api = useApi();
  const supported = usePasskeySupport();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  if (!supported) return null;

  async function signIn() {
    setError('');
    setBusy(true);
    try {
      const { flow, options } = await api.passkeys.loginOptions(challenge ? { challenge } : {});
      const response = await getPasskey(options);
      const { user } = await api.passkeys.login({ flow, response });
      onSignedIn(user);
    } catch (err) {
      const message = passkeyError(err, FAILED);
      if (challenge && onExpired && err instanceof ApiRequestError && err.status === 401 && /expired/i.test(message)) return onExpired(message);
      setError(message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-2">
      <button
        type="button"
        onClick={() => void signIn()}
        disabled={busy}
        data-testid="passkey-sign-in"
        className="w-full rounded-md border border-slate-300 bg-white px-4 py-2 font-medium text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {busy ? 'Waiting for your passkey...' : label}
      </button>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
