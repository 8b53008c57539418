import { only, type MatrixRows } from './types';

/** The subscriber list and its export: administrators and editors (the table). */
export const subscribersRows: MatrixRows = () => [
  { name: 'GET /api/subscriptions', build: async () => ({ method: 'GET', url: '/api/subscriptions' }), expected: only('admin', 'editor')(200) },
  {
    name: 'GET /api/subscriptions/status-counts',
    build: async () => ({ method: 'GET', url: '/api/subscriptions/status-counts' }),
    expected: only('admin', 'editor')(200),
  },
  {
    name: 'GET /api/subscriptions.csv',
    build: async () => ({ method: 'GET', url: '/api/subscriptions.csv' }),
    expected: only('admin', 'editor')(200),
  },
];
