import { randomBytes } from 'node:crypto';
import { invitedUser, newUser } from './helpers';
import { only, type MatrixRows } from './types';

const admins = only('admin');
const fresh = (prefix: string) => `${prefix}-${randomBytes(5).toString('hex')}@example.com`;

/** Other people's accounts (permission `users.manage`): administrators only. */
export const usersRows: MatrixRows = (ctx) => [
  {
    name: 'POST /api/admin/users',
    build: async () => ({ method: 'POST', url: '/api/admin/users', payload: { name: 'M', email: fresh('m'), password: 'Violet kettle 42' } }),
    expected: admins(201),
  },
  { name: 'GET /api/auth/users', build: async () => ({ method: 'GET', url: '/api/auth/users?pageSize=5&sort=name' }), expected: admins(200) },
  {
    name: 'DELETE /api/auth/users/:id',
    build: async () => ({ method: 'DELETE', url: `/api/auth/users/${await newUser(ctx)}` }),
    expected: admins(200),
  },
  {
    name: "PUT /api/auth/changepassword/:id (someone else's)",
    build: async () => ({ method: 'PUT', url: `/api/auth/changepassword/${await newUser(ctx)}`, payload: { password: 'changed-pw' } }),
    expected: admins(200),
  },
  {
    name: 'POST /api/auth/invitations',
    build: async () => ({ method: 'POST', url: '/api/auth/invitations', payload: { name: 'I', email: fresh('i') } }),
    expected: admins(201),
  },
  {
    name: 'POST /api/auth/users/:id/invitation',
    build: async () => ({ method: 'POST', url: `/api/auth/users/${await invitedUser(ctx)}/invitation` }),
    expected: admins(202),
  },
  {
    name: 'DELETE /api/auth/users/:id/two-factor',
    build: async () => ({ method: 'DELETE', url: `/api/auth/users/${await newUser(ctx)}/two-factor` }),
    expected: admins(200),
  },
  {
    name: 'DELETE /api/auth/users/:id/sessions',
    build: async () => ({ method: 'DELETE', url: `/api/auth/users/${await newUser(ctx)}/sessions` }),
    expected: admins(200),
  },
];
