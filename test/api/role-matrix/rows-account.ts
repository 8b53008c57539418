import { UNKNOWN_UUID } from '../../helpers/fixtures';
import { everyone, only, type MatrixRows } from './types';

/**
 * One's own account (permission `account`, decision 054) and re-authentication (decision 058).
 * Requests that would change the caller's account are sent with a body the handler refuses (400):
 * the row proves the guard let the role through, and the matrix's shared sessions stay as they were.
 */
export const accountRows: MatrixRows = () => [
  { name: 'GET /api/auth/me', build: async () => ({ method: 'GET', url: '/api/auth/me' }), expected: everyone(200) },
  { name: 'GET /api/auth/sessions', build: async () => ({ method: 'GET', url: '/api/auth/sessions' }), expected: everyone(200) },
  { name: 'DELETE /api/auth/sessions', build: async () => ({ method: 'DELETE', url: '/api/auth/sessions' }), expected: everyone(200) },
  {
    name: 'DELETE /api/auth/sessions/:id (not one of mine)',
    build: async () => ({ method: 'DELETE', url: `/api/auth/sessions/${UNKNOWN_UUID}` }),
    expected: everyone(404),
  },
  { name: 'GET /api/auth/two-factor', build: async () => ({ method: 'GET', url: '/api/auth/two-factor' }), expected: everyone(200) },
  { name: 'POST /api/auth/two-factor/setup', build: async () => ({ method: 'POST', url: '/api/auth/two-factor/setup' }), expected: everyone(200) },
  {
    name: 'POST /api/auth/two-factor/confirm (wrong code)',
    build: async () => ({ method: 'POST', url: '/api/auth/two-factor/confirm', payload: { code: '000000' } }),
    expected: everyone(400),
  },
  {
    name: 'POST /api/auth/two-factor/recovery-codes (no app)',
    build: async () => ({ method: 'POST', url: '/api/auth/two-factor/recovery-codes', payload: { code: '000000' } }),
    expected: everyone(400),
  },
  {
    name: 'POST /api/auth/two-factor/disable (wrong password)',
    build: async () => ({ method: 'POST', url: '/api/auth/two-factor/disable', payload: { password: 'not the password' } }),
    expected: everyone(400),
  },
  {
    name: 'PUT /api/auth/changepassword/:id (own, no current password)',
    build: async (me) => ({
      method: 'PUT',
      url: `/api/auth/changepassword/${me?.user._id ?? UNKNOWN_UUID}`,
      payload: { password: 'a new lantern 42' },
    }),
    expected: everyone(400),
  },
  {
    name: 'PUT /api/auth/changepassword/:id (an unknown id)',
    build: async () => ({ method: 'PUT', url: `/api/auth/changepassword/${UNKNOWN_UUID}`, payload: { password: 'a new lantern 42' } }),
    expected: only('admin')(404),
  },
  { name: 'GET /api/auth/reauth', build: async () => ({ method: 'GET', url: '/api/auth/reauth' }), expected: everyone(200) },
  {
    name: 'POST /api/auth/reauth (no proof)',
    build: async () => ({ method: 'POST', url: '/api/auth/reauth', payload: {} }),
    expected: everyone(400),
  },
  { name: 'GET /api/auth/me/profile', build: async () => ({ method: 'GET', url: '/api/auth/me/profile' }), expected: everyone(200) },
  {
    name: 'PUT /api/auth/me/profile (no name)',
    build: async () => ({ method: 'PUT', url: '/api/auth/me/profile', payload: { name: '', bio: '' } }),
    expected: everyone(400),
  },
  { name: 'GET /api/auth/me/notifications', build: async () => ({ method: 'GET', url: '/api/auth/me/notifications' }), expected: everyone(200) },
  {
    name: 'PUT /api/auth/me/notifications (bad body)',
    build: async () => ({ method: 'PUT', url: '/api/auth/me/notifications', payload: { newLeads: 'yes' } }),
    expected: everyone(400),
  },
  // Every role gets the dashboard's counts; which counts it sees is the handler's (issue 28, B).
  { name: 'GET /api/stats', build: async () => ({ method: 'GET', url: '/api/stats' }), expected: everyone(200) },
];
