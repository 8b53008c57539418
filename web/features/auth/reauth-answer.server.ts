import { isReauthRequired } from '~/lib/api/errors';
import { reauthAnswer, type ReauthAnswer } from './reauth-answer';

/**
 * In an action's catch: the reauth answer when the API refused for a stale confirmation, else what
 * `fallback` makes of the error (the action's usual failure answer).
 */
export function reauthOr<T>(err: unknown, intent: string, fallback: () => T): ReauthAnswer | T {
  return isReauthRequired(err) ? reauthAnswer(intent, err.messageOr(reauthAnswer(intent).error)) : fallback();
}
