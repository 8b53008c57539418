import { randomBytes } from 'node:crypto';
import { only, type MatrixContext, type MatrixRows } from './types';

const admins = only('admin');
const uniquePath = () => `/matrix-${randomBytes(4).toString('hex')}`;

/** A redirect to change or delete, made straight in the repository. */
async function aRedirect(ctx: MatrixContext): Promise<string> {
  const row = await ctx.app.redirects.repository.insert({ from: uniquePath(), to: '/faq', status: 301 }, 'Matrix', async () => undefined);
  return row.id;
}

/** Redirects and the missing-pages list: administrators only (decision 064). */
export const redirectRows: MatrixRows = (ctx) => [
  { name: 'GET /api/redirects', build: async () => ({ method: 'GET', url: '/api/redirects' }), expected: admins(200) },
  {
    name: 'POST /api/redirects',
    build: async () => ({ method: 'POST', url: '/api/redirects', payload: { from: uniquePath(), to: '/faq', status: 301 } }),
    expected: admins(201),
  },
  {
    name: 'PATCH /api/redirects/:id',
    build: async () => ({ method: 'PATCH', url: `/api/redirects/${await aRedirect(ctx)}`, payload: { status: 302 } }),
    expected: admins(200),
  },
  {
    name: 'DELETE /api/redirects/:id',
    build: async () => ({ method: 'DELETE', url: `/api/redirects/${await aRedirect(ctx)}` }),
    expected: admins(204),
  },
  { name: 'GET /api/redirects/missing', build: async () => ({ method: 'GET', url: '/api/redirects/missing?days=30' }), expected: admins(200) },
];
