import { createUserResponse, messageSchema, type CreateUserBody, type UserListQuery } from '@contract/index';
import { securitySettingsSchema, staffUserListSchema, updateUserResponse, type InviteUserBody, type SecuritySettings } from '@contract/two-factor';
import { deleteUserResponse, userHoldingsSchema, type DeleteUserQuery, type UpdateUserBody } from '@contract/users';
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
  /** Edit a colleague: any of name, email, phone, photo, role. */
  update: (id: string, body: UpdateUserBody) => send(updateUserResponse, 'PATCH', `/api/admin/users/${enc(id)}`, body),
  /** How many leads and posts a delete hands over. */
  holdings: (id: string) => get(userHoldingsSchema, `/api/auth/users/${enc(id)}/holdings`),
  /** Delete; leads go to `leadsTo` (default unassigned), posts to `postsTo` (default the caller). */
  remove: (id: string, handover: DeleteUserQuery = {}) => {
    const query = new URLSearchParams(Object.entries(handover).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''));
    const q = query.size ? `?${query.toString()}` : '';
    return send(deleteUserResponse, 'DELETE', `/api/auth/users/${enc(id)}${q}`);
  },
  /** End every session of the person (one's own: all but this one). */
  signOutEverywhere: (id: string) => send(messageSchema, 'DELETE', `/api/auth/users/${enc(id)}/sessions`),
});
