import type { WebhookEventType, WebhookPayloadType } from '@contract/webhooks';
import type { Jobs } from '../jobs/index';
import type { Tx } from '../repositories/tx';
import type { WebhookDeliveriesRepository } from '../repositories/webhook-deliveries';
import { timeOrderedUuid } from '../lib/time-ordered-id';

export const WEBHOOK_DELIVERY_QUEUE = 'webhook-delivery';

/** A delivery job: `attempt` is the try it makes (each try is its own job, decision 062). */
export interface DeliveryJob {
  deliveryId: string;
  attempt: number;
}

/** `msg_` + a time-ordered id: the `webhook-id` receivers deduplicate by. */
export const newEventId = () => `msg_${timeOrderedUuid().replace(/-/g, '')}`;

/** The envelope's bytes, frozen at emit time: every attempt and replay signs the same body. */
export const envelope = (type: WebhookPayloadType, data: unknown, at: Date = new Date()) =>
  JSON.stringify({ type, timestamp: at.toISOString(), data });

/** Stores one event and one delivery per endpoint, each with its first job, in the caller's transaction. */
export async function storeEvent(
  tx: Tx,
  { jobs, store }: { jobs: Jobs; store: WebhookDeliveriesRepository },
  event: { type: WebhookPayloadType; payload: string },
  deliveries: { endpointId: string; replayOf?: string; test?: boolean }[],
  eventId: string = newEventId(),
): Promise<string[]> {
  const ids = await store.addEvent(tx, { id: eventId, type: event.type, payload: event.payload }, deliveries);
  if (!ids.length) return [];
  // The job id is the delivery's: the first try exists exactly when the delivery does.
  await jobs.queueMany<DeliveryJob>(
    WEBHOOK_DELIVERY_QUEUE,
    ids.map((id) => ({ id, data: { deliveryId: id, attempt: 1 } })),
    { tx },
  );
  return ids;
}

export interface WebhookEmitter {
  /**
   * Call inside the transaction that makes the change: one event per item `load` answers, for every
   * enabled endpoint subscribed to `type`. With none subscribed, one small SELECT and nothing else
   * (`load` is not called). Answers the number of events stored.
   */
  emit<T>(tx: Tx, type: WebhookEventType, load: () => Promise<T[]>): Promise<number>;
  /** Wakes the delivery worker once the transaction committed. */
  afterCommit(): void;
}

export function createWebhookEmitter(jobs: () => Jobs, store: WebhookDeliveriesRepository): WebhookEmitter {
  return {
    async emit(tx, type, load) {
      const endpoints = await store.subscribedTo(tx, type);
      if (!endpoints.length) return 0;
      const items = await load();
      for (const data of items) {
        await storeEvent(
          tx,
          { jobs: jobs(), store },
          { type, payload: envelope(type, data) },
          endpoints.map((e) => ({ endpointId: e.id })),
        );
      }
      return items.length;
    },
    afterCommit: () => jobs().nudge(WEBHOOK_DELIVERY_QUEUE),
  };
}
