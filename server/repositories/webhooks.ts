import { and, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Webhook, WebhookDelivery, WebhookDeliveryDetail, WebhookDeliveryStatus } from '@contract/webhooks';
import type { Db } from '../db/client';
import {
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
  webhookEvents,
  type WebhookAttemptRow,
  type WebhookDeliveryRow,
  type WebhookEndpointRow,
} from '../db/schema/index';
import type { Paging } from '@contract/paging';
import { offsetOf } from './paging';

export type NewWebhookEndpoint = Omit<typeof webhookEndpoints.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'version'>;
export type WebhookEndpointPatch = Partial<
  Pick<
    WebhookEndpointRow,
    | 'urlSealed'
    | 'urlDisplay'
    | 'description'
    | 'events'
    | 'includeMessage'
    | 'enabled'
    | 'secretSealed'
    | 'previousSecretSealed'
    | 'previousSecretUntil'
  >
>;

const iso = (d: Date | null) => d?.toISOString() ?? null;

export const toWebhook = (row: WebhookEndpointRow): Webhook => ({
  _id: row.id,
  kind: row.kind,
  urlDisplay: row.urlDisplay,
  description: row.description,
  events: row.events,
  includeMessage: row.includeMessage,
  enabled: row.enabled,
  disabledAt: iso(row.disabledAt),
  disabledReason: row.disabledReason,
  failureStreak: row.failureStreak,
  lastSuccessAt: iso(row.lastSuccessAt),
  previousSecretUntil: row.previousSecretUntil && row.previousSecretUntil > new Date() ? row.previousSecretUntil.toISOString() : null,
  version: row.version,
  createdByName: row.createdByName,
  createdAt: row.createdAt.toISOString(),
});

export const toDelivery = (row: WebhookDeliveryRow, eventType: string): WebhookDelivery => ({
  _id: row.id,
  eventId: row.eventId,
  eventType,
  status: row.status,
  attempts: row.attempts,
  statusCode: row.lastStatusCode,
  durationMs: row.lastDurationMs,
  responseExcerpt: row.responseExcerpt,
  error: row.lastError,
  nextAttemptAt: iso(row.nextAttemptAt),
  test: row.test,
  replayOf: row.replayOf,
  createdAt: row.createdAt.toISOString(),
});

const toAttempt = (a: WebhookAttemptRow) => ({
  attempt: a.attempt,
  startedAt: a.startedAt.toISOString(),
  durationMs: a.durationMs,
  statusCode: a.statusCode,
  error: a.error,
  responseExcerpt: a.responseExcerpt,
});

/** Webhook endpoints and their delivery log (decision 062). Writes take the caller's transaction (its audit entry). */
export function createWebhooksRepository(db: Db) {
  return {
    list: () => db.select().from(webhookEndpoints).orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id)),

    async get(id: string, tx: Db = db): Promise<WebhookEndpointRow | null> {
      const [row] = await tx.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
      return row ?? null;
    },

    async insert(tx: Db, values: NewWebhookEndpoint): Promise<WebhookEndpointRow> {
      const [row] = await tx.insert(webhookEndpoints).values(values).returning();
      return row!;
    },

    /** Turning an endpoint back on starts its failure streak afresh. */
    async update(tx: Db, id: string, patch: WebhookEndpointPatch): Promise<WebhookEndpointRow | null> {
      const reenabled = patch.enabled === true ? { disabledAt: null, disabledReason: '', failureStreak: 0, failingSince: null } : {};
      const disabled =
        patch.enabled === false ? { disabledAt: sql`coalesce(${webhookEndpoints.disabledAt}, now())`, disabledReason: 'Turned off by hand' } : {};
      const [row] = await tx
        .update(webhookEndpoints)
        .set({ ...patch, ...reenabled, ...disabled, version: sql`${webhookEndpoints.version} + 1`, updatedAt: new Date() })
        .where(eq(webhookEndpoints.id, id))
        .returning();
      return row ?? null;
    },

    async remove(tx: Db, id: string): Promise<WebhookEndpointRow | null> {
      const [row] = await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id)).returning();
      return row ?? null;
    },

    /** One page of an endpoint's deliveries, newest first, with the total. */
    async deliveries(endpointId: string, query: Paging & { status?: WebhookDeliveryStatus }): Promise<{ items: WebhookDelivery[]; total: number }> {
      const where = and(eq(webhookDeliveries.endpointId, endpointId), query.status ? eq(webhookDeliveries.status, query.status) : undefined);
      const [rows, [counted]] = await Promise.all([
        db
          .select({ d: webhookDeliveries, type: webhookEvents.type })
          .from(webhookDeliveries)
          .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
          .where(where)
          .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
          .limit(query.pageSize)
          .offset(offsetOf(query)),
        db.select({ n: count() }).from(webhookDeliveries).where(where),
      ]);
      return { items: rows.map((r) => toDelivery(r.d, r.type)), total: counted?.n ?? 0 };
    },

    /** A delivery of this endpoint with its body and every attempt; null when there is none. */
    async delivery(endpointId: string, deliveryId: string, tx: Db = db): Promise<(WebhookDeliveryDetail & { row: WebhookDeliveryRow }) | null> {
      const [found] = await tx
        .select({ d: webhookDeliveries, type: webhookEvents.type, payload: webhookEvents.payload })
        .from(webhookDeliveries)
        .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
        .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpointId)));
      if (!found) return null;
      const attempts = await tx.select().from(webhookAttempts).where(eq(webhookAttempts.deliveryId, deliveryId)).orderBy(webhookAttempts.attempt);
      return { ...toDelivery(found.d, found.type), payload: found.payload, attemptLog: attempts.map(toAttempt), row: found.d };
    },
  };
}

export type WebhooksRepository = ReturnType<typeof createWebhooksRepository>;

/** The delivery log keeps this long; open deliveries stay whatever their age. */
export const WEBHOOK_LOG_DAYS = 30;

/** Finished deliveries (and their attempts) past the log's window, then events no delivery names any more. */
export async function purgeOldWebhookDeliveries(db: Db, days = WEBHOOK_LOG_DAYS): Promise<void> {
  const before = sql`now() - make_interval(days => ${days})`;
  await db
    .delete(webhookDeliveries)
    .where(and(inArray(webhookDeliveries.status, ['succeeded', 'failed', 'cancelled']), lt(webhookDeliveries.createdAt, before)));
  await db
    .delete(webhookEvents)
    .where(
      and(
        lt(webhookEvents.createdAt, before),
        sql`NOT EXISTS (SELECT 1 FROM ${webhookDeliveries} WHERE ${webhookDeliveries.eventId} = ${webhookEvents.id})`,
      ),
    );
}
