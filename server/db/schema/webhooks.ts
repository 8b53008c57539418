import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './timestamps';
import { users } from './users';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Where events go (decision 062): a Standard Webhooks receiver or a chat's incoming webhook (decision 063). */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['standard', 'slack'] })
      .notNull()
      .default('standard'),
    // Sealed (secret box): a chat's URL is its credential.
    urlSealed: text('url_sealed').notNull(),
    urlDisplay: text('url_display').notNull(),
    description: text('description').notNull().default(''),
    events: text('events').array().notNull(),
    secretSealed: text('secret_sealed'),
    previousSecretSealed: text('previous_secret_sealed'),
    previousSecretUntil: at('previous_secret_until'),
    includeMessage: boolean('include_message').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    disabledAt: at('disabled_at'),
    disabledReason: text('disabled_reason').notNull().default(''),
    failingSince: at('failing_since'),
    failureStreak: integer('failure_streak').notNull().default(0),
    lastSuccessAt: at('last_success_at'),
    version: integer('version').notNull().default(1),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdByName: text('created_by_name').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('webhook_endpoints_kind_check', sql`${t.kind} IN ('standard', 'slack')`)],
);

/** One event as sent: its body is frozen at emit time, so every attempt and replay signs the same bytes. */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  payload: text('payload').notNull(),
  createdAt: createdAt(),
});

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'retrying', 'succeeded', 'failed', 'cancelled'] as const;

/** One event for one endpoint; its attempts are rows of webhook_attempts. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: text('event_id')
      .notNull()
      .references(() => webhookEvents.id, { onDelete: 'cascade' }),
    status: text('status', { enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default('pending'),
    attempts: smallint('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at'),
    lastStatusCode: smallint('last_status_code'),
    lastDurationMs: integer('last_duration_ms'),
    lastError: text('last_error').notNull().default(''),
    responseExcerpt: text('response_excerpt').notNull().default(''),
    replayOf: uuid('replay_of'),
    test: boolean('test').notNull().default(false),
    createdAt: createdAt(),
    finishedAt: at('finished_at'),
  },
  (t) => [
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt.desc(), t.id.desc()),
    index('webhook_deliveries_event_idx').on(t.eventId),
    check('webhook_deliveries_status_check', sql`${t.status} IN ('pending', 'retrying', 'succeeded', 'failed', 'cancelled')`),
  ],
);

/** Each try of a delivery, as the log shows it. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attempt: smallint('attempt').notNull(),
    startedAt: at('started_at').notNull(),
    durationMs: integer('duration_ms').notNull(),
    statusCode: smallint('status_code'),
    error: text('error').notNull().default(''),
    responseExcerpt: text('response_excerpt').notNull().default(''),
  },
  (t) => [unique('webhook_attempts_delivery_attempt_unique').on(t.deliveryId, t.attempt)],
);

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
export type WebhookAttemptRow = typeof webhookAttempts.$inferSelect;
