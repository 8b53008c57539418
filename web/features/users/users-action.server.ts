import type { RouterContextProvider } from 'react-router';
import type { ApiClient } from '~/lib/api/client';
import { ApiRequestError, isReauthRequired } from '~/lib/api/errors';
import { staffApi } from '../staff/staff-api.server';
import { userChange, type UserChange, type UserChangeIntent, type UserChangeResult } from './user-change';

const FALLBACK: Record<UserChangeIntent, string> = {
  create: 'Registration failed',
  invite: 'Registration failed',
  update: 'Failed to update user',
  delete: 'Failed to delete user',
  'sign-out-everywhere': 'Failed to sign them out',
  'reset-two-factor': 'Failed to reset two-factor sign-in',
  'resend-invitation': 'Failed to send the invitation',
  'require-two-factor': 'Failed to change the setting',
};

function run(api: ApiClient, change: ReturnType<typeof userChange.parse>): Promise<unknown> {
  switch (change.intent) {
    case 'create':
      return api.users.create(change.user);
    case 'invite':
      return api.users.invite(change.user);
    case 'update':
      return api.users.update(change.id, change.user);
    case 'delete':
      return api.users.remove(change.id, { leadsTo: change.leadsTo, postsTo: change.postsTo });
    case 'sign-out-everywhere':
      return api.users.signOutEverywhere(change.id);
    case 'reset-two-factor':
      return api.users.resetTwoFactor(change.id);
    case 'resend-invitation':
      return api.users.resendInvitation(change.id);
    case 'require-two-factor':
      return api.users.setSecuritySettings({ requireTwoFactor: change.on });
  }
}

/** The users screen's action: one API call as the signed-in admin; SPEC.md's texts on failure. */
export async function changeUsers(request: Request, context: Readonly<RouterContextProvider>): Promise<UserChangeResult> {
  const body = (await request.json().catch(() => null)) as Partial<UserChange> | null;
  const parsed = userChange.safeParse(body);
  if (!parsed.success) return { intent: 'create', ok: false, error: parsed.error.issues[0]?.message ?? FALLBACK.create };
  const change = parsed.data;
  try {
    await staffApi(request, context, (api) => run(api, change));
    return { intent: change.intent, ok: true };
  } catch (err) {
    if (err instanceof Response) throw err;
    if (!(err instanceof ApiRequestError)) return { intent: change.intent, ok: false, error: FALLBACK[change.intent] };
    const field = err.body?.errors?.[0]?.field;
    return {
      intent: change.intent,
      ok: false,
      error: err.messageOr(FALLBACK[change.intent]),
      ...(isReauthRequired(err) ? { reauth: true as const } : {}),
      ...(field ? { field } : {}),
    };
  }
}
