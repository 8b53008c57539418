import { randomBytes } from 'node:crypto';
import { createUsersRepository } from '../../../server/repositories/users';
import type { MatrixContext, MatrixRows } from './types';
import { everyone, only } from './types';

const admins = only('admin');
const fresh = (prefix: string) => `${prefix}-${randomBytes(5).toString('hex')}@example.com`;

/** A colleague to act on (role user, with a password), made straight in the database: cheap, one per call. */
async function colleague({ database }: MatrixContext): Promise<string> {
  const row = await createUsersRepository(database.db).insert({
    name: 'Matrix colleague',
    email: fresh('colleague'),
    passwordHash: 'x',
    role: 'user',
  });
  return row.id;
}

/** An account whose invitation is still open. */
async function invited({ database }: MatrixContext): Promise<string> {
  const row = await createUsersRepository(database.db).insert({ name: 'Matrix invited', email: fresh('invited'), role: 'user' });
  return row.id;
}

/** People (decision 056): only admins manage other accounts; everyone changes their own email. */
export const usersRows: MatrixRows = () => [
  {
    name: 'POST /api/admin/users',
    build: async () => ({
      method: 'POST',
      url: '/api/admin/users',
      payload: { name: 'M', email: fresh('m'), password: 'Violet kettle 42', role: 'author' },
    }),
    expected: admins(201),
  },
  { name: 'GET /api/auth/users', build: async () => ({ method: 'GET', url: '/api/auth/users?pageSize=5&sort=name' }), expected: admins(200) },
  {
    name: 'PATCH /api/admin/users/:id (name)',
    build: async (_me, ctx) => ({ method: 'PATCH', url: `/api/admin/users/${await colleague(ctx)}`, payload: { name: 'Renamed' } }),
    expected: admins(200),
  },
  {
    name: 'PATCH /api/admin/users/:id (role)',
    build: async (_me, ctx) => ({ method: 'PATCH', url: `/api/admin/users/${await colleague(ctx)}`, payload: { role: 'editor' } }),
    expected: admins(200),
  },
  {
    // Nobody changes their own role: the admin too is refused (403), like every other role.
    name: 'PATCH /api/admin/users/:id (own role)',
    build: async (me, ctx) => ({ method: 'PATCH', url: `/api/admin/users/${me?.user._id ?? (await colleague(ctx))}`, payload: { role: 'sales' } }),
    expected: admins(403),
  },
  {
    name: 'GET /api/auth/users/:id/holdings',
    build: async (_me, ctx) => ({ method: 'GET', url: `/api/auth/users/${await colleague(ctx)}/holdings` }),
    expected: admins(200),
  },
  {
    name: 'DELETE /api/auth/users/:id',
    build: async (_me, ctx) => ({ method: 'DELETE', url: `/api/auth/users/${await colleague(ctx)}` }),
    expected: admins(200),
  },
  {
    name: 'DELETE /api/auth/users/:id (own)',
    build: async (me, ctx) => ({ method: 'DELETE', url: `/api/auth/users/${me?.user._id ?? (await colleague(ctx))}` }),
    expected: admins(400),
  },
  {
    name: 'DELETE /api/auth/users/:id/two-factor',
    build: async (_me, ctx) => ({ method: 'DELETE', url: `/api/auth/users/${await colleague(ctx)}/two-factor` }),
    expected: admins(200),
  },
  {
    name: 'DELETE /api/auth/users/:id/two-factor (own)',
    build: async (me, ctx) => ({ method: 'DELETE', url: `/api/auth/users/${me?.user._id ?? (await colleague(ctx))}/two-factor` }),
    expected: admins(400),
  },
  {
    name: 'DELETE /api/auth/users/:id/sessions',
    build: async (_me, ctx) => ({ method: 'DELETE', url: `/api/auth/users/${await colleague(ctx)}/sessions` }),
    expected: admins(200),
  },
  {
    name: 'POST /api/auth/invitations',
    build: async () => ({ method: 'POST', url: '/api/auth/invitations', payload: { name: 'I', email: fresh('i') } }),
    expected: admins(201),
  },
  {
    name: 'POST /api/auth/users/:id/invitation',
    build: async (_me, ctx) => ({ method: 'POST', url: `/api/auth/users/${await invited(ctx)}/invitation` }),
    expected: admins(202),
  },
  {
    name: 'PUT /api/auth/me/email',
    build: async () => ({ method: 'PUT', url: '/api/auth/me/email', payload: { email: fresh('own') } }),
    expected: everyone(200),
  },
];
