import { only, type MatrixContext, type MatrixRows } from './types';

const admins = only('admin');

/** A key of its own per request (a revoke consumes it). */
async function newKey(ctx: MatrixContext): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/api-keys',
    headers: ctx.sessions.admin.bearerHeaders,
    payload: { name: 'Matrix', scopes: ['leads:read'] },
  });
  if (res.statusCode !== 201) throw new Error(`matrix fixture POST /api/api-keys: ${res.statusCode} ${res.body}`);
  return (res.json() as { id: string }).id;
}

/** Integrators' API keys (decision 069): administrators only, writes re-authenticated. */
export const apiKeyRows: MatrixRows = (ctx) => [
  { name: 'GET /api/api-keys', build: async () => ({ method: 'GET', url: '/api/api-keys' }), expected: admins(200) },
  {
    name: 'POST /api/api-keys',
    build: async () => ({ method: 'POST', url: '/api/api-keys', payload: { name: 'Zapier', scopes: ['leads:read', 'posts:read'] } }),
    expected: admins(201),
  },
  {
    name: 'DELETE /api/api-keys/:id',
    build: async () => ({ method: 'DELETE', url: `/api/api-keys/${await newKey(ctx)}` }),
    expected: admins(200),
  },
];
