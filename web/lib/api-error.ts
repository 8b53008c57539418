import type { ApiError } from '../../contract/common';

/** An API answer that was not 2xx, carrying the server's message and field errors. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiError | null,
  ) {
    super(body?.message ?? `Request failed with status ${status}`);
    this.name = 'ApiRequestError';
  }
  /** The server's message when it sent one, else the given fallback. */
  messageOr(fallback: string): string {
    return this.body?.message ?? fallback;
  }
}

/** Whether an API call failed because the session has ended (expired, signed out elsewhere, password changed). */
export function isSessionEnded(err: unknown): err is ApiRequestError {
  return err instanceof ApiRequestError && err.status === 401;
}
