import type { Session } from '../../helpers/app';
import { only, type MatrixContext, type MatrixRows } from './types';

const admins = only('admin');
/** Port 9 (discard) on loopback refuses at once: a matrix delivery fails fast and reaches nobody. */
const TARGET = 'http://127.0.0.1:9/matrix-hook';

async function adminJson<T>(ctx: MatrixContext, method: 'POST' | 'GET', url: string, payload?: object): Promise<T> {
  const as: Session = ctx.sessions.admin;
  const res = await ctx.app.inject({ method, url, headers: as.bearerHeaders, ...(payload ? { payload } : {}) });
  if (res.statusCode >= 300) throw new Error(`matrix fixture ${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json() as T;
}

/** An endpoint of its own per request (a delete or rotation consumes it). */
const newWebhook = async (ctx: MatrixContext) =>
  (await adminJson<{ id: string }>(ctx, 'POST', '/api/webhooks', { url: TARGET, events: ['post.deleted'] })).id;

/** An endpoint with one delivery in its log (a test event). */
async function newDelivery(ctx: MatrixContext): Promise<{ id: string; deliveryId: string }> {
  const id = await newWebhook(ctx);
  const delivery = await adminJson<{ _id: string }>(ctx, 'POST', `/api/webhooks/${id}/test`);
  return { id, deliveryId: delivery._id };
}

/** Outgoing webhooks (decision 062): administrators only, writes re-authenticated. */
export const webhookRows: MatrixRows = (ctx) => [
  { name: 'GET /api/webhooks', build: async () => ({ method: 'GET', url: '/api/webhooks' }), expected: admins(200) },
  {
    name: 'POST /api/webhooks',
    build: async () => ({ method: 'POST', url: '/api/webhooks', payload: { url: TARGET, events: ['post.deleted'] } }),
    expected: admins(201),
  },
  { name: 'GET /api/webhooks/:id', build: async () => ({ method: 'GET', url: `/api/webhooks/${await newWebhook(ctx)}` }), expected: admins(200) },
  {
    name: 'PATCH /api/webhooks/:id',
    build: async () => ({ method: 'PATCH', url: `/api/webhooks/${await newWebhook(ctx)}`, payload: { description: 'CRM' } }),
    expected: admins(200),
  },
  {
    name: 'DELETE /api/webhooks/:id',
    build: async () => ({ method: 'DELETE', url: `/api/webhooks/${await newWebhook(ctx)}` }),
    expected: admins(200),
  },
  {
    name: 'POST /api/webhooks/:id/rotate-secret',
    build: async () => ({ method: 'POST', url: `/api/webhooks/${await newWebhook(ctx)}/rotate-secret` }),
    expected: admins(200),
  },
  {
    name: 'POST /api/webhooks/:id/test',
    build: async () => ({ method: 'POST', url: `/api/webhooks/${await newWebhook(ctx)}/test` }),
    expected: admins(202),
  },
  {
    name: 'GET /api/webhooks/:id/deliveries',
    build: async () => ({ method: 'GET', url: `/api/webhooks/${await newWebhook(ctx)}/deliveries?page=1` }),
    expected: admins(200),
  },
  {
    name: 'GET /api/webhooks/:id/deliveries/:deliveryId',
    build: async () => {
      const { id, deliveryId } = await newDelivery(ctx);
      return { method: 'GET', url: `/api/webhooks/${id}/deliveries/${deliveryId}` };
    },
    expected: admins(200),
  },
  {
    name: 'POST /api/webhooks/:id/deliveries/:deliveryId/replay',
    build: async () => {
      const { id, deliveryId } = await newDelivery(ctx);
      return { method: 'POST', url: `/api/webhooks/${id}/deliveries/${deliveryId}/replay` };
    },
    expected: admins(202),
  },
];
