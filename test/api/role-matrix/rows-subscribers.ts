import { randomBytes } from 'node:crypto';
import { subscriptions } from '../../../server/db/schema/index';
import { only, type MatrixContext, type MatrixRows } from './types';

/** A subscriber whose address was refused, to reset. */
async function aBouncedSubscriber(ctx: MatrixContext): Promise<string> {
  const [row] = await ctx.database.db
    .insert(subscriptions)
    .values({
      email: `bounced-${randomBytes(4).toString('hex')}@example.com`,
      status: 'bounced',
      bouncedAt: new Date(),
      bounceReason: '550 No such mailbox',
    })
    .returning();
  return row!.id;
}

/** The subscriber list and its export: administrators and editors (the table). */
export const subscribersRows: MatrixRows = (ctx) => [
  { name: 'GET /api/subscriptions', build: async () => ({ method: 'GET', url: '/api/subscriptions' }), expected: only('admin', 'editor')(200) },
  {
    name: 'GET /api/subscriptions/status-counts',
    build: async () => ({ method: 'GET', url: '/api/subscriptions/status-counts' }),
    expected: only('admin', 'editor')(200),
  },
  {
    name: 'POST /api/subscriptions/:id/reset-bounce',
    build: async () => ({ method: 'POST', url: `/api/subscriptions/${await aBouncedSubscriber(ctx)}/reset-bounce` }),
    expected: only('admin', 'editor')(200),
  },
  {
    name: 'GET /api/subscriptions.csv',
    build: async () => ({ method: 'GET', url: '/api/subscriptions.csv' }),
    expected: only('admin', 'editor')(200),
  },
];
