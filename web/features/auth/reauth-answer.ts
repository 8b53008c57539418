import { REAUTH_MESSAGE } from '@contract/reauth';

/** An action's answer when the API asked for a fresh confirmation (403 `reauth: true`): the screen asks, then retries. */
export interface ReauthAnswer {
  ok: false;
  reauth: true;
  intent: string;
  error: string;
}

export const reauthAnswer = (intent: string, error = REAUTH_MESSAGE): ReauthAnswer => ({ ok: false, reauth: true, intent, error });

export const isReauthAnswer = (data: unknown): data is ReauthAnswer =>
  typeof data === 'object' && data !== null && (data as { reauth?: unknown }).reauth === true;
