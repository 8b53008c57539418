import { messageSchema } from '@contract/common';
import {
  rotateSecretSchema,
  webhookCreatedSchema,
  webhookDeliveryDetailSchema,
  webhookDeliveryListSchema,
  webhookDeliverySchema,
  webhookListSchema,
  webhookSchema,
  type CreateWebhookBody,
  type UpdateWebhookBody,
} from '@contract/webhooks';
import type { Transport } from './transport';

/** Outgoing webhooks (admins; writes need a recent re-authentication). */
export const webhooksApi = ({ get, send, page, enc }: Transport) => ({
  list: () => get(webhookListSchema, '/api/webhooks'),
  create: (body: CreateWebhookBody) => send(webhookCreatedSchema, 'POST', '/api/webhooks', body),
  update: (id: string, body: UpdateWebhookBody) => send(webhookSchema, 'PATCH', `/api/webhooks/${enc(id)}`, body),
  remove: (id: string) => send(messageSchema, 'DELETE', `/api/webhooks/${enc(id)}`),
  rotateSecret: (id: string) => send(rotateSecretSchema, 'POST', `/api/webhooks/${enc(id)}/rotate-secret`),
  test: (id: string) => send(webhookDeliverySchema, 'POST', `/api/webhooks/${enc(id)}/test`),
  deliveries: (id: string, query: { page?: number; pageSize?: number } = {}) =>
    page(webhookDeliveryListSchema, `/api/webhooks/${enc(id)}/deliveries`, query),
  delivery: (id: string, deliveryId: string) => get(webhookDeliveryDetailSchema, `/api/webhooks/${enc(id)}/deliveries/${enc(deliveryId)}`),
  replay: (id: string, deliveryId: string) => send(webhookDeliverySchema, 'POST', `/api/webhooks/${enc(id)}/deliveries/${enc(deliveryId)}/replay`),
});
