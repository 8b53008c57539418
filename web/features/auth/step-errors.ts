import { ApiRequestError, tooManyRequestsMessage } from '~/lib/api/errors';

/** What a failed second step says: the server's message, a 429's wait, or the fallback. */
export function stepError(err: unknown, fallback: string): string {
  return tooManyRequestsMessage(err) ?? (err instanceof ApiRequestError ? err.messageOr(fallback) : fallback);
}

/** The half-done sign-in ran out (or was used): start again from the password. */
export function challengeExpired(err: unknown): boolean {
  return err instanceof ApiRequestError && err.status === 400 && (err.body?.errors ?? []).some((e) => e.field === 'challenge');
}
