import type { RouterContextProvider } from 'react-router';
import { z } from 'zod';
import type { TwoFactorSetup } from '@contract/two-factor';
import { ApiRequestError, tooManyRequestsMessage } from '~/lib/api/errors';
import { readForm } from '~/lib/read-form.server';
import { staffApi } from '../staff/staff-api.server';
import type { ReauthAnswer } from './reauth-answer';
import { reauthOr } from './reauth-answer.server';

const securityChange = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('setup') }),
  z.object({ intent: z.literal('confirm'), code: z.string() }),
  z.object({ intent: z.literal('recovery-codes'), code: z.string() }),
  z.object({ intent: z.literal('disable'), password: z.string().optional(), code: z.string().optional() }),
]);

export type SecurityResult =
  | { intent: 'setup'; ok: true; setup: TwoFactorSetup }
  | { intent: 'confirm' | 'recovery-codes'; ok: true; message: string; recoveryCodes: string[] }
  | { intent: 'disable'; ok: true; message: string }
  | { intent: string; ok: false; error: string; field?: string }
  | ReauthAnswer;

const FAILED = 'Could not change two-factor sign-in. Please try again.';

/** /account/security's posts: each one API call as the signed-in user. */
export async function changeSecurity(request: Request, context: Readonly<RouterContextProvider>): Promise<SecurityResult> {
  const form = Object.fromEntries(await readForm(request));
  // Empty fields are absent, not blank: the API wants the password or the code.
  for (const k of ['password', 'code']) if (form[k] === '') delete form[k];
  const parsed = securityChange.safeParse(form);
  if (!parsed.success) return { intent: String(form.intent ?? ''), ok: false, error: 'Unknown request' };
  const change = parsed.data;
  try {
    return await staffApi(request, context, async (api): Promise<SecurityResult> => {
      switch (change.intent) {
        case 'setup':
          return { intent: 'setup', ok: true, setup: await api.auth.twoFactorSetup() };
        case 'confirm':
          return { intent: 'confirm', ok: true, ...(await api.auth.twoFactorConfirm({ code: change.code })) };
        case 'recovery-codes':
          return { intent: 'recovery-codes', ok: true, ...(await api.auth.newRecoveryCodes({ code: change.code })) };
        case 'disable':
          return { intent: 'disable', ok: true, ...(await api.auth.twoFactorDisable({ password: change.password, code: change.code })) };
      }
    });
  } catch (err) {
    if (err instanceof Response) throw err;
    return reauthOr(err, change.intent, () => {
      const first = err instanceof ApiRequestError ? err.body?.errors?.[0] : undefined;
      const error = tooManyRequestsMessage(err) ?? (err instanceof ApiRequestError ? err.messageOr(FAILED) : FAILED);
      return { intent: change.intent, ok: false as const, error: first?.message ?? error, ...(first ? { field: first.field } : {}) };
    });
  }
}
