import './zod-config';
import { z } from 'zod';
import { httpAddress, isoDate, storable, text } from './common';
import { pagingShape } from './paging';
import { bookingSchema } from './booking';

/** What an endpoint can subscribe to (decision 062). */
export const WEBHOOK_EVENTS = [
  'lead.created',
  'lead.updated',
  'lead.replied',
  'subscriber.confirmed',
  'subscriber.unsubscribed',
  'post.published',
  'post.updated',
  'post.deleted',
  'booking.created',
  'booking.cancelled',
  'booking.rescheduled',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];
export const webhookEventType = z.enum(WEBHOOK_EVENTS, { message: `events must be among: ${WEBHOOK_EVENTS.join(', ')}` });
/** The "Send test event" button's type: never subscribed to, always delivered to the endpoint asked. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** A Standard Webhooks receiver, or a chat's Slack-compatible incoming webhook (decision 063). */
export const WEBHOOK_KINDS = ['standard', 'slack'] as const;
export type WebhookKind = (typeof WEBHOOK_KINDS)[number];
/** Chat endpoints hear of new leads only. */
export const CHAT_EVENTS: readonly WebhookEventType[] = ['lead.created'];

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'retrying', 'succeeded', 'failed', 'cancelled'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const webhookUrl = httpAddress;

const events = z.array(webhookEventType).min(1, 'Choose at least one event').max(WEBHOOK_EVENTS.length);
const chatOnlyLeads = (b: { kind?: WebhookKind; events?: WebhookEventType[] }) =>
  b.kind !== 'slack' || !b.events || b.events.every((e) => CHAT_EVENTS.includes(e));
const CHAT_EVENTS_MESSAGE = { path: ['events'], message: 'Chat endpoints receive new leads (lead.created) only' };

export const createWebhookBody = z
  .object({
    url: webhookUrl,
    events,
    kind: z.enum(WEBHOOK_KINDS, { message: 'kind must be standard or slack' }).default('standard'),
    description: text(200).default(''),
    /** Chat only: the visitor's message goes into the chat too. */
    includeMessage: z.boolean().default(false),
  })
  .refine(chatOnlyLeads, CHAT_EVENTS_MESSAGE);
export type CreateWebhookBody = z.input<typeof createWebhookBody>;

export const updateWebhookBody = z.object({
  url: webhookUrl.optional(),
  events: events.optional(),
  description: text(200).optional(),
  includeMessage: z.boolean().optional(),
  enabled: z.boolean().optional(),
});
export type UpdateWebhookBody = z.infer<typeof updateWebhookBody>;

/** 201: the signing secret is shown this once (null for chat endpoints, whose URL is the secret). */
export const webhookCreatedSchema = z.object({ id: z.string(), secret: z.string().nullable() });
export const rotateSecretSchema = z.object({ secret: z.string(), previousValidUntil: isoDate });

export const webhookSchema = z.object({
  _id: z.string(),
  kind: z.enum(WEBHOOK_KINDS),
  /** The address with its path cut to the last characters: a chat URL is a credential. */
  urlDisplay: z.string(),
  description: z.string(),
  events: z.array(z.string()),
  includeMessage: z.boolean(),
  enabled: z.boolean(),
  disabledAt: isoDate.nullable(),
  disabledReason: z.string(),
  failureStreak: z.number(),
  lastSuccessAt: isoDate.nullable(),
  /** Until then receivers also get a signature made with the secret before the last rotation. */
  previousSecretUntil: isoDate.nullable(),
  version: z.number(),
  createdByName: z.string(),
  createdAt: isoDate,
});
export type Webhook = z.infer<typeof webhookSchema>;
export const webhookListSchema = z.array(webhookSchema);

export const webhookDeliverySchema = z.object({
  _id: z.string(),
  /** The `webhook-id` header: the same on every attempt and replay, receivers deduplicate by it. */
  eventId: z.string(),
  eventType: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number(),
  statusCode: z.number().nullable(),
  durationMs: z.number().nullable(),
  responseExcerpt: z.string(),
  error: z.string(),
  nextAttemptAt: isoDate.nullable(),
  test: z.boolean(),
  replayOf: z.string().nullable(),
  createdAt: isoDate,
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
export const webhookDeliveryListSchema = z.array(webhookDeliverySchema);

export const webhookAttemptSchema = z.object({
  attempt: z.number(),
  startedAt: isoDate,
  durationMs: z.number(),
  statusCode: z.number().nullable(),
  error: z.string(),
  responseExcerpt: z.string(),
});
export const webhookDeliveryDetailSchema = webhookDeliverySchema.extend({ payload: z.string(), attemptLog: z.array(webhookAttemptSchema) });
export type WebhookDeliveryDetail = z.infer<typeof webhookDeliveryDetailSchema>;

export const deliveryListQuery = z.object({ ...pagingShape, status: z.enum(WEBHOOK_DELIVERY_STATUSES).optional() });
export const deliveryParams = z.object({ id: storable().min(1).max(200), deliveryId: storable().min(1).max(200) });

// What receivers get: { type, timestamp, data } (Standard Webhooks' envelope), data by type.
const source = z.object({
  landingPage: z.string(),
  referrer: z.string(),
  utmSource: z.string(),
  utmMedium: z.string(),
  utmCampaign: z.string(),
});
export const leadEventData = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  company: z.string(),
  service: z.string(),
  budget: z.string(),
  message: z.string(),
  status: z.string(),
  value: z.number().nullable(),
  source,
  /** The lead on the staff desk. */
  url: z.string(),
  createdAt: isoDate,
  /** lead.updated: each changed field, "from → to". */
  changes: z.record(z.string(), z.string()).optional(),
});
export type LeadEventData = z.infer<typeof leadEventData>;
export const leadRepliedData = z.object({ _id: z.string(), url: z.string(), subject: z.string(), byName: z.string(), sentAt: isoDate });
export const subscriberEventData = z.object({ _id: z.string(), email: z.string(), status: z.string(), at: isoDate });
export const postEventData = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  url: z.string(),
  status: z.string(),
  publishedAt: isoDate.nullable(),
  updatedAt: isoDate,
});
export const postDeletedData = z.object({ _id: z.string(), slug: z.string(), title: z.string() });
/** booking.created / booking.cancelled (decision 127) / booking.rescheduled (decision 133): the call as staff read it, and its lead on the desk (`url`). */
export const bookingEventData = bookingSchema.omit({ note: true, createdAt: true, cancelledAt: true }).extend({ url: z.string() });
export const testEventData = z.object({ message: z.string() });

export const WEBHOOK_PAYLOADS = {
  'lead.created': leadEventData,
  'lead.updated': leadEventData,
  'lead.replied': leadRepliedData,
  'subscriber.confirmed': subscriberEventData,
  'subscriber.unsubscribed': subscriberEventData,
  'post.published': postEventData,
  'post.updated': postEventData,
  'post.deleted': postDeletedData,
  'booking.created': bookingEventData,
  'booking.cancelled': bookingEventData,
  'booking.rescheduled': bookingEventData,
  [WEBHOOK_TEST_EVENT]: testEventData,
} as const;
export type WebhookPayloadType = keyof typeof WEBHOOK_PAYLOADS;
export type WebhookData<T extends WebhookPayloadType> = z.infer<(typeof WEBHOOK_PAYLOADS)[T]>;

export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'lead.created': 'New lead',
  'lead.updated': 'Lead changed',
  'lead.replied': 'Reply sent to a lead',
  'subscriber.confirmed': 'Subscriber confirmed',
  'subscriber.unsubscribed': 'Subscriber left',
  'post.published': 'Post published',
  'post.updated': 'Published post edited',
  'post.deleted': 'Post deleted',
  'booking.created': 'Call booked',
  'booking.cancelled': 'Booked call cancelled',
  'booking.rescheduled': 'Booked call moved to another time',
};
