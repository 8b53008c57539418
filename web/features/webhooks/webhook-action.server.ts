import { createWebhookBody } from '@contract/webhooks';
import type { ReauthAnswer } from '~/features/auth/reauth-answer';
import type { staffApi } from '~/features/staff/staff-api.server';
import { createFromForm, type FieldErrorsAnswer } from '~/features/staff/create-from-form.server';
import { readStaffPost, type StaffPost } from '~/features/staff/staff-post.server';
import { staffWrite } from '~/features/staff/staff-write.server';
import type { ActionAnswer } from '~/features/staff/use-action-toast';
import type { ApiClient } from '~/lib/api/client';

/** What the webhooks screen's action answers: a toast, and a signing secret shown once (create, rotate). */
export type WebhookAnswer = ActionAnswer & { intent: string; secret?: string | null; fieldErrors?: FieldErrorsAnswer['fieldErrors'] };

const WHAT: Record<string, string> = {
  create: 'add the webhook',
  enable: 'turn the webhook on',
  disable: 'turn the webhook off',
  delete: 'delete the webhook',
  rotate: 'rotate the secret',
  test: 'send the test event',
  replay: 'send the delivery again',
};

async function run(api: ApiClient, post: StaffPost): Promise<WebhookAnswer> {
  const { intent, id, body: values, deliveryId } = post;
  const label = post.label || 'the webhook';
  switch (intent) {
    case 'create': {
      return createFromForm(intent, WHAT.create!, createWebhookBody, values, async (body) => {
        const created = await api.webhooks.create(body);
        return { intent, ok: true, toast: 'Webhook added', secret: created.secret };
      });
    }
    case 'enable':
    case 'disable':
      await api.webhooks.update(id, { enabled: intent === 'enable' });
      return { intent, ok: true, toast: `${label} turned ${intent === 'enable' ? 'on' : 'off'}` };
    case 'delete':
      await api.webhooks.remove(id);
      return { intent, ok: true, toast: `Deleted the webhook to ${label}` };
    case 'rotate': {
      const { secret } = await api.webhooks.rotateSecret(id);
      return { intent, ok: true, toast: 'New signing secret made; the old one still signs for 24 hours', secret };
    }
    case 'test':
      await api.webhooks.test(id);
      return { intent, ok: true, toast: `Test event sent to ${label}: see its log` };
    case 'replay':
      await api.webhooks.replay(id, typeof deliveryId === 'string' ? deliveryId : '');
      return { intent, ok: true, toast: 'Delivery sent again' };
    default:
      return { intent, ok: false, error: 'Unknown request' };
  }
}

/**
 * Every write of the screen, posted as JSON (`readStaffPost`): the new endpoint's form sends the
 * body its contract schema parsed. A stale sign-in confirmation answers `reauth` (the screen asks,
 * then sends again).
 */
export async function webhookAction(request: Request, context: Parameters<typeof staffApi>[1]): Promise<WebhookAnswer | ReauthAnswer> {
  const post = await readStaffPost(request);
  return staffWrite(request, context, post.intent, WHAT[post.intent] ?? 'do that', (api) => run(api, post));
}
