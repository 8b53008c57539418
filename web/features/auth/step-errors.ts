import { useRef, useState } from 'react';
import { ApiRequestError, tooManyRequestsMessage } from '~/lib/api/errors';

/** What a failed second step says: the server's message, a 429's wait, or the fallback. */
export function stepError(err: unknown, fallback: string): string {
  return tooManyRequestsMessage(err) ?? (err instanceof ApiRequestError ? err.messageOr(fallback) : fallback);
}

/** The half-done sign-in ran out (or was used): start again from the password. */
export function challengeExpired(err: unknown): boolean {
  return err instanceof ApiRequestError && err.status === 400 && (err.body?.errors ?? []).some((e) => e.field === 'challenge');
}

/**
 * A second step's send (the code, the enrolment): `busy` while it runs; a refusal is shown as
 * `error` with the code field focused again, an expired challenge goes back to the password.
 */
export function useStepSend(onExpired: (message: string) => void, fallback: string) {
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  async function send(call: () => Promise<void>) {
    setError('');
    setBusy(true);
    try {
      await call();
    } catch (err) {
      if (challengeExpired(err)) return onExpired(stepError(err, fallback));
      setError(stepError(err, fallback));
      input.current?.focus();
    } finally {
      setBusy(false);
    }
  }
  return { error, setError, busy, input, send };
}
