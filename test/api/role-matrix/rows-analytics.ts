import { only, type MatrixRows } from './types';

/** Page views with leads and won value: administrators, editors (decision 066) and sales managers (decision 122). */
const readers = only('admin', 'editor', 'sales_manager');

export const analyticsRows: MatrixRows = () => [
  { name: 'GET /api/analytics/pages', build: async () => ({ method: 'GET', url: '/api/analytics/pages?days=30' }), expected: readers(200) },
  { name: 'GET /api/analytics/summary', build: async () => ({ method: 'GET', url: '/api/analytics/summary?days=90' }), expected: readers(200) },
  { name: 'GET /api/analytics/sources', build: async () => ({ method: 'GET', url: '/api/analytics/sources?days=7' }), expected: readers(200) },
];
