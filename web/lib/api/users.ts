import { createUserResponse, messageSchema, type CreateUserBody } from '@contract/index';
import { securitySettingsSchema, staffUserListSchema, type InviteUserBody, type SecuritySettings } from '@contract/two-factor';
import type { Transport } from './transport';

/** Staff accounts (admins only). */
export const usersApi = ({ send, get, enc }: Transport) => ({
  list: () => get(staffUserListSchema, '/api/auth/users'),
  create: (body: CreateUserBody) => send(createUserResponse, 'POST', '/api/admin/users', body),
  invite: (body: InviteUserBody) => send(createUserResponse, 'POST', '/api/auth/invitations', body),
  resendInvitation: (id: string) => send(messageSchema, 'POST', `/api/auth/users/${enc(id)}/invitation`),
  resetTwoFactor: (id: string) => send(messageSchema, 'DELETE', `/api/auth/users/${enc(id)}/two-factor`),
  securitySettings: () => get(securitySettingsSchema, '/api/admin/settings/security'),
  setSecuritySettings: (body: SecuritySettings) => send(securitySettingsSchema, 'PUT', '/api/admin/settings/security', body),
  remove: (id: string) => send(messageSchema, 'DELETE', `/api/auth/users/${enc(id)}`),
});
