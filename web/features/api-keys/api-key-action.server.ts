import { createApiKeyBody } from '@contract/api-keys';
import type { ReauthAnswer } from '~/features/auth/reauth-answer';
import type { staffApi } from '~/features/staff/staff-api.server';
import { createFromForm, type FieldErrorsAnswer } from '~/features/staff/create-from-form.server';
import { readStaffPost, type StaffPost } from '~/features/staff/staff-post.server';
import { staffWrite } from '~/features/staff/staff-write.server';
import type { ActionAnswer } from '~/features/staff/use-action-toast';
import type { ApiClient } from '~/lib/api/client';

/** What the API keys screen's action answers: a toast, and a new key shown once. */
export type ApiKeyAnswer = ActionAnswer & { intent: string; key?: string; fieldErrors?: FieldErrorsAnswer['fieldErrors'] };

const WHAT: Record<string, string> = { create: 'create the key', revoke: 'revoke the key' };

async function run(api: ApiClient, { intent, id, label, body: values }: StaffPost): Promise<ApiKeyAnswer> {
  switch (intent) {
    case 'create': {
      return createFromForm(intent, WHAT.create!, createApiKeyBody, values, async (body) => {
        const { key } = await api.apiKeys.create(body);
        return { intent, ok: true, toast: `API key "${body.name}" created`, key };
      });
    }
    case 'revoke':
      await api.apiKeys.revoke(id);
      return { intent, ok: true, toast: `Revoked the key "${label}"` };
    default:
      return { intent, ok: false, error: 'Unknown request' };
  }
}

/**
 * Every write of the screen, posted as JSON (`readStaffPost`): the new key's form sends the body
 * its contract schema parsed. A stale sign-in confirmation answers `reauth` (the screen asks, then sends again).
 */
export async function apiKeyAction(request: Request, context: Parameters<typeof staffApi>[1]): Promise<ApiKeyAnswer | ReauthAnswer> {
  const post = await readStaffPost(request);
  return staffWrite(request, context, post.intent, WHAT[post.intent] ?? 'do that', (api) => run(api, post));
}
