import { useState } from 'react';
import type { ApiClient } from '~/lib/api/client';
import { useApi } from '~/lib/api/use-api';
import { getPasskey, passkeyError, usePasskeySupport } from './webauthn-browser';

/**
 * Confirms it is you with one of your passkeys (decision 058's dialog): a challenge for this
 * session, the authenticator's answer, then POST /api/auth/reauth. Throws what refused it.
 */
export async function startPasskeyReauth(api: ApiClient): Promise<void> {
  const { flow, options } = await api.passkeys.loginOptions({ purpose: 'reauth' });
  const response = await getPasskey(options);
  await api.auth.reauth({ passkey: { flow, response: { ...response } } });
}

/** The re-authentication dialog's "Use a passkey"; hidden where the browser cannot use one. */
export function PasskeyReauthButton({ onConfirmed, onError }: { onConfirmed: () => void; onError: (message: string) => void }) {
  const api = useApi();
  const supported = usePasskeySupport();
  const [busy, setBusy] = useState(false);
  if (!supported) return null;

  async function confirm() {
    setBusy(true);
    try {
      await startPasskeyReauth(api);
      onConfirmed();
    } catch (err) {
      onError(passkeyError(err, 'Could not confirm with your passkey. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <button type="button" className="block text-sm text-brand-700 underline" disabled={busy} onClick={() => void confirm()}>
      {busy ? 'Waiting for your passkey...' : 'Use a passkey'}
    </button>
  );
}
