import { reauthOr } from '~/features/auth/reauth-answer.server';
import type { ReauthAnswer } from '~/features/auth/reauth-answer';
import { staffApi } from '~/features/staff/staff-api.server';
import type { ActionAnswer } from '~/features/staff/use-action-toast';
import { ApiRequestError } from '~/lib/api/errors';
import type { ApiClient } from '~/lib/api/client';

/** A staff screen's write answer, tagged with the intent that made it. */
export type IntentAnswer = ActionAnswer & { intent: string };

/**
 * Runs one write of a staff screen through the API. A stale sign-in confirmation answers `reauth`
 * (the screen asks, then sends again); any other refusal is a toast "Could not ‹what›: ‹reason›",
 * the reason being the first field error or the API's message.
 */
export async function staffWrite<T extends IntentAnswer>(
  request: Request,
  context: Parameters<typeof staffApi>[1],
  intent: string,
  what: string,
  run: (api: ApiClient) => Promise<T>,
): Promise<T | IntentAnswer | ReauthAnswer> {
  try {
    return await staffApi(request, context, run);
  } catch (err) {
    if (err instanceof Response) throw err;
    return reauthOr(err, intent, () => {
      const first = err instanceof ApiRequestError ? err.body?.errors?.[0]?.message : undefined;
      const reason = first ?? (err instanceof ApiRequestError ? err.messageOr('Please try again.') : 'Please try again.');
      return { intent, ok: false, error: `Could not ${what}: ${reason}` };
    });
  }
}
