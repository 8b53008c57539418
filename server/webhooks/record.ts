import type { Jobs } from '../jobs/index';
import type { Repositories } from '../repositories/index';
import type { Tx } from '../repositories/tx';
import type { LoadedDelivery } from '../repositories/webhook-deliveries';
import type { WebhookEndpointRow } from '../repositories/row-types';
import { keyedUuid } from '../lib/keyed-uuid';
import { queueWebhookDisabledMail } from '../mail/webhook-disabled';
import { recordAudit } from '../repositories/audit';
import { WEBHOOK_DELIVERY_QUEUE, type DeliveryJob } from './emit';
import type { PostOutcome } from './post';
import { DISABLE_AFTER_FAILURES, DISABLE_AFTER_HOURS, RETRY_DELAYS_MS, type WebhookOptions } from './options';

/**
 * Records each try (decision 062): the attempt's row, the delivery's state, the endpoint's failure
 * streak, the next try or the disabling, all in one transaction.
 */
export function createAttemptRecorder(
  repos: Pick<Repositories, 'webhookDeliveries' | 'transaction'>,
  deps: { jobs: () => Jobs; options: WebhookOptions },
) {
  const { options } = deps;
  const store = repos.webhookDeliveries;
  const delays = options.retryDelaysMs ?? RETRY_DELAYS_MS;

  async function disable(tx: Tx, endpoint: WebhookEndpointRow, reason: string, lastError: string) {
    const at = await store.disableEndpoint(tx, endpoint.id, reason);
    if (!at) return;
    await recordAudit(tx, {
      actorId: null,
      actorEmail: '',
      actorName: 'System',
      ip: '',
      action: 'webhook.disabled',
      targetType: 'webhook',
      targetId: endpoint.id,
      targetLabel: endpoint.urlDisplay,
      details: { reason },
    });
    await queueWebhookDisabledMail(deps.jobs(), tx, { endpointId: endpoint.id, at: at.toISOString(), lastError });
  }

  return async function record(d: LoadedDelivery, attempt: number, startedAt: Date, outcome: PostOutcome) {
    const lastError = outcome.error || (outcome.statusCode ? `HTTP ${outcome.statusCode}` : '');
    await repos.transaction(async (tx) => {
      if (!(await store.lockEndpoint(tx, d.endpoint.id))) return;
      const { deliveryId } = d;
      if (!(await store.addAttempt(tx, { deliveryId, attempt, startedAt, ...outcome }))) return;
      // 410 Gone: the receiver says it is not coming back.
      const gone = outcome.statusCode === 410;
      const delay = !outcome.ok && !gone ? delays[attempt - 1] : undefined;
      const status = outcome.ok ? 'succeeded' : delay !== undefined ? 'retrying' : 'failed';
      const nextAttemptAt = delay !== undefined ? new Date(Date.now() + delay) : null;
      await store.setOutcome(tx, deliveryId, { ...outcome, status, attempts: attempt, nextAttemptAt });
      if (delay !== undefined) {
        const next: DeliveryJob = { deliveryId, attempt: attempt + 1 };
        await deps
          .jobs()
          .queue(WEBHOOK_DELIVERY_QUEUE, next, { tx, id: keyedUuid('webhook-attempt', deliveryId, String(attempt + 1)), startAfter: delay / 1000 });
      }
      if (outcome.ok) {
        await store.endpointSucceeded(tx, d.endpoint.id);
        return;
      }
      const streak = await store.endpointFailed(tx, d.endpoint.id, startedAt);
      const hours = options.disableAfterHours ?? DISABLE_AFTER_HOURS;
      const longEnough = streak?.since && Date.now() - streak.since.getTime() >= hours * 3_600_000;
      if (gone) await disable(tx, d.endpoint, 'the receiver answered 410 Gone', lastError);
      else if (streak && streak.n >= (options.disableAfterFailures ?? DISABLE_AFTER_FAILURES) && longEnough)
        await disable(
          tx,
          d.endpoint,
          `${streak.n} failed deliveries in a row since ${streak.since!.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
          lastError,
        );
    });
  };
}
