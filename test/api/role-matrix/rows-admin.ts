import { failedEmail } from './helpers';
import { only, type MatrixRows } from './types';

const admins = only('admin');

/** The administrators' own screens (decision 054): audit log, outbox, backup, security settings, erasure. */
export const adminRows: MatrixRows = (ctx) => [
  { name: 'GET /api/audit', build: async () => ({ method: 'GET', url: '/api/audit?action=auth.signed_in&page=1' }), expected: admins(200) },
  { name: 'GET /api/admin/emails', build: async () => ({ method: 'GET', url: '/api/admin/emails?page=1&pageSize=5' }), expected: admins(200) },
  { name: 'GET /api/admin/emails/summary', build: async () => ({ method: 'GET', url: '/api/admin/emails/summary' }), expected: admins(200) },
  {
    name: 'POST /api/admin/emails/:id/retry',
    build: async () => ({ method: 'POST', url: `/api/admin/emails/${await failedEmail(ctx)}/retry` }),
    expected: admins(202),
  },
  {
    name: 'POST /api/admin/emails/retry-failed',
    build: async () => ({ method: 'POST', url: '/api/admin/emails/retry-failed' }),
    expected: admins(202),
  },
  { name: 'GET /api/admin/backup', build: async () => ({ method: 'GET', url: '/api/admin/backup' }), expected: admins(200) },
  { name: 'GET /api/admin/settings/security', build: async () => ({ method: 'GET', url: '/api/admin/settings/security' }), expected: admins(200) },
  {
    name: 'PUT /api/admin/settings/security',
    build: async () => ({ method: 'PUT', url: '/api/admin/settings/security', payload: { requireTwoFactor: false } }),
    expected: admins(200),
  },
  {
    name: 'POST /api/admin/erasures',
    build: async () => ({ method: 'POST', url: '/api/admin/erasures', payload: { email: 'nobody-here@example.com' } }),
    expected: admins(200),
  },
];
