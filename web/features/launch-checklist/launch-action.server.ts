import type { RouterContextProvider } from 'react-router';
import { launchBodySchema } from '@contract/launch-checklist';
import { ApiRequestError } from '~/lib/api/errors';
import { reauthOr } from '../auth/reauth-answer.server';
import { staffApi } from '../staff/staff-api.server';
import type { ReauthAnswer } from '../auth/reauth-answer';

export type LaunchIntent = 'launch' | 'withdraw-launch';
export type LaunchAnswer = { intent: LaunchIntent; ok: true; toast: string } | { intent: LaunchIntent; ok: false; error: string } | ReauthAnswer;

const FALLBACK: Record<LaunchIntent, string> = {
  launch: 'Could not launch the site',
  'withdraw-launch': 'Could not take the launch back',
};
const DONE: Record<LaunchIntent, string> = {
  launch: 'The site is launched: search engines may index it',
  'withdraw-launch': 'Launch taken back: search engines are asked not to index the site',
};

export const isLaunchIntent = (intent: unknown): intent is LaunchIntent => intent === 'launch' || intent === 'withdraw-launch';

/** The dashboard's Launch and Take back (decision 115): the form's confirmed items sent to the API as the signed-in admin. */
export async function launchAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
  form: FormData,
  intent: LaunchIntent,
): Promise<LaunchAnswer> {
  const body = launchBodySchema.safeParse({ confirmed: form.getAll('confirmed') });
  if (!body.success) return { intent, ok: false, error: FALLBACK[intent] };
  try {
    await staffApi(request, context, (api) => (intent === 'launch' ? api.launchChecklist.launch(body.data) : api.launchChecklist.withdraw()));
    return { intent, ok: true, toast: DONE[intent] };
  } catch (err) {
    if (err instanceof Response) throw err;
    return reauthOr(err, intent, () => ({
      intent,
      ok: false as const,
      error: err instanceof ApiRequestError ? err.messageOr(FALLBACK[intent]) : FALLBACK[intent],
    }));
  }
}
