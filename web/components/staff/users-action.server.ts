import type { AppLoadContext } from 'react-router';
import { ApiRequestError } from '~/lib/api-error';
import { staffApi } from './staff-api.server';
import { userChange, type UserChangeResult } from './user-change';

const FALLBACK = { create: 'Registration failed', delete: 'Failed to delete user' } as const;

/** The users screen's action: one API call as the signed-in admin; SPEC.md's texts on failure. */
export async function changeUsers(request: Request, context: AppLoadContext): Promise<UserChangeResult> {
  const parsed = userChange.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return { intent: 'create', ok: false, error: parsed.error.issues[0]?.message ?? FALLBACK.create };
  const change = parsed.data;
  try {
    await staffApi(request, context, (api) => (change.intent === 'create' ? api.users.create(change.user) : api.users.remove(change.id)));
    return { intent: change.intent, ok: true };
  } catch (err) {
    if (err instanceof Response) throw err;
    return {
      intent: change.intent,
      ok: false,
      error: err instanceof ApiRequestError ? err.messageOr(FALLBACK[change.intent]) : FALLBACK[change.intent],
    };
  }
}
