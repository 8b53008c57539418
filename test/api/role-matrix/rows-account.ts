import { createTwoFactorRepository } from '../../../server/repositories/two-factor';
import { UNKNOWN_UUID } from '../../helpers/fixtures';
import { enrolled, otherSessionOf, pendingCode } from './helpers';
import { everyone, type MatrixRows } from './types';

/** One's own account (permission `account`): every role, for itself. */
export const accountRows: MatrixRows = (ctx) => [
  { name: 'GET /api/auth/me', build: async () => ({ method: 'GET', url: '/api/auth/me' }), expected: everyone(200) },
  { name: 'GET /api/auth/sessions', build: async () => ({ method: 'GET', url: '/api/auth/sessions' }), expected: everyone(200) },
  { name: 'DELETE /api/auth/sessions', build: async () => ({ method: 'DELETE', url: '/api/auth/sessions' }), expected: everyone(200) },
  {
    name: 'DELETE /api/auth/sessions/:id',
    build: async (me) => ({ method: 'DELETE', url: `/api/auth/sessions/${me ? await otherSessionOf(ctx, me) : UNKNOWN_UUID}` }),
    expected: everyone(200),
  },
  { name: 'GET /api/auth/two-factor', build: async () => ({ method: 'GET', url: '/api/auth/two-factor' }), expected: everyone(200) },
  {
    name: 'POST /api/auth/two-factor/setup',
    build: async (me) => {
      if (me) await createTwoFactorRepository(ctx.database.db).remove(me.user._id);
      return { method: 'POST', url: '/api/auth/two-factor/setup' };
    },
    expected: everyone(200),
  },
  {
    name: 'POST /api/auth/two-factor/confirm',
    build: async (me) => ({ method: 'POST', url: '/api/auth/two-factor/confirm', payload: { code: me ? await pendingCode(ctx, me) : '123456' } }),
    expected: everyone(200),
  },
  {
    name: 'POST /api/auth/two-factor/recovery-codes',
    build: async (me) => ({ method: 'POST', url: '/api/auth/two-factor/recovery-codes', payload: { code: me ? await enrolled(ctx, me) : '123456' } }),
    expected: everyone(200),
  },
  {
    name: 'POST /api/auth/two-factor/disable',
    build: async (me) => ({ method: 'POST', url: '/api/auth/two-factor/disable', payload: { code: me ? await enrolled(ctx, me) : '123456' } }),
    expected: everyone(200),
  },
  {
    name: 'PUT /api/auth/changepassword/:id (own)',
    // The current password stays the same, so the row can run again with the same session.
    build: async (me) => ({
      method: 'PUT',
      url: `/api/auth/changepassword/${me?.user._id ?? UNKNOWN_UUID}`,
      payload: { password: 'correct horse battery', currentPassword: 'correct horse battery' },
    }),
    expected: everyone(200),
  },
  { name: 'GET /api/auth/me/notifications', build: async () => ({ method: 'GET', url: '/api/auth/me/notifications' }), expected: everyone(200) },
  {
    name: 'PUT /api/auth/me/notifications',
    build: async () => ({ method: 'PUT', url: '/api/auth/me/notifications', payload: { newLeads: true, assignments: true, digest: true } }),
    expected: everyone(200),
  },
  { name: 'GET /api/auth/me/profile', build: async () => ({ method: 'GET', url: '/api/auth/me/profile' }), expected: everyone(200) },
  {
    name: 'PUT /api/auth/me/profile',
    build: async () => ({ method: 'PUT', url: '/api/auth/me/profile', payload: { name: 'Matrix Author', bio: 'Bio' } }),
    expected: everyone(200),
  },
  // Every role gets the dashboard's counts; which counts it sees is the handler's (issue 28, B).
  { name: 'GET /api/stats', build: async () => ({ method: 'GET', url: '/api/stats' }), expected: everyone(200) },
];
