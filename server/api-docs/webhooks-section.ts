import type { SwaggerOptions } from '@fastify/swagger';
import { z } from 'zod';
import { WEBHOOK_EVENT_LABELS, WEBHOOK_PAYLOADS, WEBHOOK_TEST_EVENT, type WebhookPayloadType } from '@contract/webhooks';

const SIGNING = [
  "Standard Webhooks format (decision 062): verify `webhook-signature` with the endpoint's `whsec_…` secret",
  '(HMAC-SHA256 of `webhook-id.webhook-timestamp.body`), refuse timestamps more than 5 minutes off, and',
  'deduplicate by `webhook-id` (the same on every retry and replay). Answer 2xx within 10 seconds;',
  'anything else is retried with back-off for about a day.',
].join(' ');

const header = (name: string, description: string, example: string) => ({
  name,
  in: 'header',
  required: true,
  description,
  schema: { type: 'string' },
  example,
});

const HEADERS = [
  header('webhook-id', 'The event id: the same on every attempt and replay.', 'msg_2KWPBgLlAfxdpx2AI54pPJ85f4W'),
  header('webhook-timestamp', 'Unix seconds of this attempt.', '1795690000'),
  header(
    'webhook-signature',
    'Space-separated `v1,<base64>` signatures (two for a day after a secret rotation).',
    'v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=',
  ),
];

const labelOf = (type: WebhookPayloadType): string =>
  type === WEBHOOK_TEST_EVENT
    ? 'Test event ("Send test event")'
    : WEBHOOK_EVENT_LABELS[type as Exclude<WebhookPayloadType, typeof WEBHOOK_TEST_EVENT>];

/** The JSON Schema of one event's body: `{ type, timestamp, data }`, data from the contract. */
export function webhookBodySchema(type: WebhookPayloadType): Record<string, unknown> {
  const envelope = z.object({ type: z.literal(type), timestamp: z.iso.datetime(), data: WEBHOOK_PAYLOADS[type] });
  const { $schema: _dialect, ...schema } = z.toJSONSchema(envelope, { target: 'draft-2020-12', io: 'output' });
  return schema;
}

/**
 * The OpenAPI 3.1 `webhooks` section (decision 070): one entry per event an endpoint can receive,
 * its body schema generated from contract/webhooks.ts, so the reference cannot drift from what is sent.
 */
type OpenApiOptions = NonNullable<Extract<SwaggerOptions, { openapi?: unknown }>['openapi']>;
/** What @fastify/swagger takes as `webhooks` (OpenAPI 3.1). */
export type WebhooksSection = NonNullable<Extract<OpenApiOptions, { webhooks?: unknown }>['webhooks']>;

export function webhooksSection(): WebhooksSection {
  const types = Object.keys(WEBHOOK_PAYLOADS) as WebhookPayloadType[];
  return Object.fromEntries(
    types.map((type) => [
      type,
      {
        post: {
          tags: ['webhook events'],
          summary: labelOf(type),
          description: SIGNING,
          operationId: `webhook-${type}`,
          // We call the receiver: no scheme of ours applies; the signature headers prove the sender.
          security: [],
          parameters: HEADERS,
          requestBody: { required: true, content: { 'application/json': { schema: webhookBodySchema(type) } } },
          responses: { '2XX': { description: 'Received' } },
        },
      },
    ]),
  ) as WebhooksSection;
}
