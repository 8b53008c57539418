import { createUserResponse, messageSchema, type CreateUserBody, type UserListQuery } from '@contract/index';
import { securitySettingsSchema, staffUserListSchema, type InviteUserBody, type SecuritySettings } from '@contract/two-factor';
import type { Transport } from './transport';

/** Staff accounts (admins only). */
export const usersApi = ({ send, get, page, enc }: Transport) => ({
  /** One page of accounts, oldest first unless sorted; `total` from X-Total-Count. */
  page: (query: UserListQuery = {}) => page(staffUserListSchema, '/api/auth/users', query),
  /** SPEC's list: the first page (50, oldest first); screens use `page`. */
  list: () => get(staffUserListSchema, '/api/auth/users'),
  create: (body: CreateUserBody) => send(createUserResponse, 'POST', '/api/admin/users', body),
  invite: (body: InviteUserBody) => send(createUserResponse, 'POST', '/api/auth/invitations', body),
  resendInvitation: (id: string) => send(messageSchema, 'POST', `/api/auth/users/${enc(id)}/invitation`),
  resetTwoFactor: (id: string) => send(messageSchema, 'DELETE', `/api/auth/users/${enc(id)}/two-factor`),
  securitySettings: () => get(securitySettingsSchema, '/api/admin/settings/security'),
  setSecuritySettings: (body: SecuritySettings) => send(securitySettingsSchema, 'PUT', '/api/admin/settings/security', body),
  remove: (id: string) => send(messageSchema, 'DELETE', `/api/auth/users/${enc(id)}`),
});
