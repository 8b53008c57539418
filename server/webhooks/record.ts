import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { webhookAttempts, webhookDeliveries, webhookEndpoints, type WebhookEndpointRow } from '../db/schema/index';
import type { Jobs } from '../jobs/index';
import type { Tx } from '../repositories/tx';
import { keyedUuid } from '../lib/keyed-uuid';
import { queueWebhookDisabledMail } from '../mail/webhook-disabled';
import { recordAudit } from '../repositories/audit';
import { WEBHOOK_DELIVERY_QUEUE, type DeliveryJob } from './emit';
import type { PostOutcome } from './post';
import { DISABLE_AFTER_FAILURES, DISABLE_AFTER_HOURS, RETRY_DELAYS_MS, type WebhookOptions } from './options';

/** A delivery as its worker reads it. */
export interface LoadedDelivery {
  deliveryId: string;
  status: string;
  attempts: number;
  eventId: string;
  type: string;
  payload: string;
  endpoint: WebhookEndpointRow;
}

/**
 * Takes the endpoint's row first, as deleting the endpoint takes it before its cascade reaches the
 * deliveries: one lock order for both, so an admin's delete during a try waits instead of
 * deadlocking (seen on PostgreSQL). False when the endpoint is gone: nothing left to record.
 */
async function lockEndpoint(tx: Tx, id: string): Promise<boolean> {
  const [live] = await tx.select({ id: webhookEndpoints.id }).from(webhookEndpoints).where(eq(webhookEndpoints.id, id)).for('no key update');
  return Boolean(live);
}

/**
 * Records each try (decision 062): the attempt's row, the delivery's state, the endpoint's failure
 * streak, the next try or the disabling, all in one transaction.
 */
export function createAttemptRecorder(db: Db, deps: { jobs: () => Jobs; options: WebhookOptions }) {
  const { options } = deps;
  const delays = options.retryDelaysMs ?? RETRY_DELAYS_MS;

  async function disable(tx: Tx, endpoint: WebhookEndpointRow, reason: string, lastError: string) {
    const [off] = await tx
      .update(webhookEndpoints)
      .set({ enabled: false, disabledAt: sql`now()`, disabledReason: reason, version: sql`${webhookEndpoints.version} + 1`, updatedAt: sql`now()` })
      .where(and(eq(webhookEndpoints.id, endpoint.id), eq(webhookEndpoints.enabled, true)))
      .returning({ at: webhookEndpoints.disabledAt });
    if (!off?.at) return;
    // Kept in the log as cancelled: an admin can replay them once it is back on.
    await tx
      .update(webhookDeliveries)
      .set({ status: 'cancelled', nextAttemptAt: null, finishedAt: sql`now()` })
      .where(and(eq(webhookDeliveries.endpointId, endpoint.id), inArray(webhookDeliveries.status, ['pending', 'retrying'])));
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
    await queueWebhookDisabledMail(deps.jobs(), tx, { endpointId: endpoint.id, at: off.at.toISOString(), lastError });
  }

  return async function record(d: LoadedDelivery, attempt: number, startedAt: Date, outcome: PostOutcome) {
    const lastError = outcome.error || (outcome.statusCode ? `HTTP ${outcome.statusCode}` : '');
    await db.transaction(async (tx) => {
      if (!(await lockEndpoint(tx, d.endpoint.id))) return;
      const [added] = await tx
        .insert(webhookAttempts)
        .values({
          deliveryId: d.deliveryId,
          attempt,
          startedAt,
          durationMs: outcome.durationMs,
          statusCode: outcome.statusCode,
          error: outcome.error,
          responseExcerpt: outcome.excerpt,
        })
        .onConflictDoNothing()
        .returning({ id: webhookAttempts.id });
      if (!added) return;
      // 410 Gone: the receiver says it is not coming back.
      const gone = outcome.statusCode === 410;
      const delay = !outcome.ok && !gone ? delays[attempt - 1] : undefined;
      const status = outcome.ok ? 'succeeded' : delay !== undefined ? 'retrying' : 'failed';
      await tx
        .update(webhookDeliveries)
        .set({
          status,
          attempts: attempt,
          lastStatusCode: outcome.statusCode,
          lastDurationMs: outcome.durationMs,
          lastError: outcome.error,
          responseExcerpt: outcome.excerpt,
          nextAttemptAt: delay !== undefined ? new Date(Date.now() + delay) : null,
          finishedAt: status === 'retrying' ? null : sql`now()`,
        })
        .where(eq(webhookDeliveries.id, d.deliveryId));
      if (delay !== undefined) {
        const next: DeliveryJob = { deliveryId: d.deliveryId, attempt: attempt + 1 };
        await deps
          .jobs()
          .queue(WEBHOOK_DELIVERY_QUEUE, next, { tx, id: keyedUuid('webhook-attempt', d.deliveryId, String(attempt + 1)), startAfter: delay / 1000 });
      }
      if (outcome.ok) {
        await tx
          .update(webhookEndpoints)
          .set({ failureStreak: 0, failingSince: null, lastSuccessAt: sql`now()` })
          .where(eq(webhookEndpoints.id, d.endpoint.id));
        return;
      }
      const [streak] = await tx
        .update(webhookEndpoints)
        .set({
          failureStreak: sql`${webhookEndpoints.failureStreak} + 1`,
          failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${startedAt})`,
        })
        .where(eq(webhookEndpoints.id, d.endpoint.id))
        .returning({ n: webhookEndpoints.failureStreak, since: webhookEndpoints.failingSince });
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
