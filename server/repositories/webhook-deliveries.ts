import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  leads,
  subscriptions,
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
  webhookEvents,
  type LeadRow,
  type SubscriptionRow,
  type WebhookEndpointRow,
} from '../db/schema/index';

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

/** What one try ended as, written to the delivery's row. */
export interface DeliveryOutcome {
  status: 'succeeded' | 'retrying' | 'failed';
  attempts: number;
  statusCode: number | null;
  durationMs: number;
  error: string;
  excerpt: string;
  nextAttemptAt: Date | null;
}

/** The event store: what emitting an event writes in the change's transaction. */
const eventStore = {
  /** The enabled endpoints subscribed to `type`. */
  async subscribedTo(tx: Db, type: string): Promise<{ id: string }[]> {
    return tx
      .select({ id: webhookEndpoints.id })
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.enabled, true), sql`${type} = ANY(${webhookEndpoints.events})`));
  },

  /** Stores the event (once: a replay keeps its id) and one delivery per endpoint; answers the deliveries' ids. */
  async addEvent(
    tx: Db,
    event: { id: string; type: string; payload: string },
    deliveries: { endpointId: string; replayOf?: string; test?: boolean }[],
  ): Promise<string[]> {
    await tx.insert(webhookEvents).values(event).onConflictDoNothing();
    const rows = deliveries.map((d) => ({
      id: randomUUID(),
      eventId: event.id,
      endpointId: d.endpointId,
      replayOf: d.replayOf ?? null,
      test: d.test ?? false,
    }));
    if (rows.length) await tx.insert(webhookDeliveries).values(rows);
    return rows.map((r) => r.id);
  },

  /** The leads an event is about, as the change's transaction sees them. */
  leads: (tx: Db, ids: string[]): Promise<LeadRow[]> => tx.select().from(leads).where(inArray(leads.id, ids)),

  subscription: (tx: Db, id: string): Promise<SubscriptionRow[]> => tx.select().from(subscriptions).where(eq(subscriptions.id, id)),
};

/** The delivery log: what recording one try writes, in the recorder's transaction. */
const attemptLog = {
  /**
   * Takes the endpoint's row first, as deleting the endpoint takes it before its cascade reaches the
   * deliveries: one lock order for both, so an admin's delete during a try waits instead of
   * deadlocking (seen on PostgreSQL). False when the endpoint is gone.
   */
  async lockEndpoint(tx: Db, id: string): Promise<boolean> {
    const [live] = await tx.select({ id: webhookEndpoints.id }).from(webhookEndpoints).where(eq(webhookEndpoints.id, id)).for('no key update');
    return Boolean(live);
  },

  /** The try's row; false when this try was already recorded (a job run twice). */
  async addAttempt(
    tx: Db,
    attempt: {
      deliveryId: string;
      attempt: number;
      startedAt: Date;
      durationMs: number;
      statusCode: number | null;
      error: string;
      excerpt: string;
    },
  ): Promise<boolean> {
    const [added] = await tx
      .insert(webhookAttempts)
      .values({
        deliveryId: attempt.deliveryId,
        attempt: attempt.attempt,
        startedAt: attempt.startedAt,
        durationMs: attempt.durationMs,
        statusCode: attempt.statusCode,
        error: attempt.error,
        responseExcerpt: attempt.excerpt,
      })
      .onConflictDoNothing()
      .returning({ id: webhookAttempts.id });
    return Boolean(added);
  },

  async setOutcome(tx: Db, deliveryId: string, outcome: DeliveryOutcome): Promise<void> {
    await tx
      .update(webhookDeliveries)
      .set({
        status: outcome.status,
        attempts: outcome.attempts,
        lastStatusCode: outcome.statusCode,
        lastDurationMs: outcome.durationMs,
        lastError: outcome.error,
        responseExcerpt: outcome.excerpt,
        nextAttemptAt: outcome.nextAttemptAt,
        finishedAt: outcome.status === 'retrying' ? null : sql`now()`,
      })
      .where(eq(webhookDeliveries.id, deliveryId));
  },

  /** A success ends the endpoint's failure streak. */
  async endpointSucceeded(tx: Db, endpointId: string): Promise<void> {
    await tx
      .update(webhookEndpoints)
      .set({ failureStreak: 0, failingSince: null, lastSuccessAt: sql`now()` })
      .where(eq(webhookEndpoints.id, endpointId));
  },

  /** A failure lengthens the streak: its length and since when it runs. */
  async endpointFailed(tx: Db, endpointId: string, startedAt: Date): Promise<{ n: number; since: Date | null } | undefined> {
    const [streak] = await tx
      .update(webhookEndpoints)
      .set({
        failureStreak: sql`${webhookEndpoints.failureStreak} + 1`,
        failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${startedAt})`,
      })
      .where(eq(webhookEndpoints.id, endpointId))
      .returning({ n: webhookEndpoints.failureStreak, since: webhookEndpoints.failingSince });
    return streak;
  },

  /**
   * Turns the endpoint off and cancels its open deliveries (kept in the log: an admin can replay
   * them once it is back on). Answers when, or null when it was already off.
   */
  async disableEndpoint(tx: Db, endpointId: string, reason: string): Promise<Date | null> {
    const [off] = await tx
      .update(webhookEndpoints)
      .set({ enabled: false, disabledAt: sql`now()`, disabledReason: reason, version: sql`${webhookEndpoints.version} + 1`, updatedAt: sql`now()` })
      .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.enabled, true)))
      .returning({ at: webhookEndpoints.disabledAt });
    if (!off?.at) return null;
    await tx
      .update(webhookDeliveries)
      .set({ status: 'cancelled', nextAttemptAt: null, finishedAt: sql`now()` })
      .where(and(eq(webhookDeliveries.endpointId, endpointId), inArray(webhookDeliveries.status, ['pending', 'retrying'])));
    return off.at;
  },
};

/**
 * Outgoing webhooks' event store and delivery log (decision 062): what the emitter, the delivery
 * worker and its recorder read and write. Writes that join a change take its transaction.
 */
export function createWebhookDeliveriesRepository(db: Db) {
  return {
    ...eventStore,
    /** A delivery with its event and endpoint, or null when gone. */
    async load(deliveryId: string): Promise<LoadedDelivery | null> {
      const [row] = await db
        .select({ d: webhookDeliveries, type: webhookEvents.type, payload: webhookEvents.payload, endpoint: webhookEndpoints })
        .from(webhookDeliveries)
        .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
        .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
        .where(eq(webhookDeliveries.id, deliveryId));
      if (!row) return null;
      return {
        deliveryId,
        status: row.d.status,
        attempts: row.d.attempts,
        eventId: row.d.eventId,
        type: row.type,
        payload: row.payload,
        endpoint: row.endpoint,
      };
    },

    ...attemptLog,
  };
}
export type WebhookDeliveriesRepository = ReturnType<typeof createWebhookDeliveriesRepository>;
