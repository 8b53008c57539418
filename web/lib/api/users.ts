import { createUserResponse, messageSchema, type CreateUserBody, type UserListQuery } from '@contract/index';
import { securitySettingsSchema, staffUserListSchema, type InviteUserBody, type SecuritySettings } from '@contract/two-factor';
import { MAX_PAGE_SIZE } from '@contract/paging';
import type { Transport } from './transport';

/** Staff accounts (admins only). */
export const usersApi = ({ send, get, page, enc }: Transport) => ({
  /** One page of accounts, oldest first unless sorted; `total` from X-Total-Count. */
  page: (query: UserListQuery = {}) => page(staffUserListSchema, '/api/auth/users', query),
  /** The first page at the largest size (screens use `page`). */
  list: () => get(staffUserListSchema, `/api/auth/users?pageSize=${MAX_PAGE_SIZE}`),
  create: (body: CreateUserBody) => send(createUserResponse, 'POST', '/api/admin/users', body),
  invite: (body: InviteUserBody) => send(createUserResponse, 'POST', '/api/auth/invitations', body),
  resendInvitation: (id: string) => send(messageSchema, 'POST', `/api/auth/users/${enc(id)}/invitation`),
  resetTwoFactor: (id: string) => send(messageSchema, 'DELETE', `/api/auth/users/${enc(id)}/two-factor`),
  securitySettings: () => get(securitySettingsSchema, '/api/admin/settings/security'),
  setSecuritySettings: (body: SecuritySettings) => send(securitySettingsSchema, 'PUT', '/api/admin/settings/security', body),
  remove: (id: string) => send(messageSchema, 'DELETE', `/api/auth/users/${enc(id)}`),
});
