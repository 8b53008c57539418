import { loginResponse, messageSchema } from '@contract/index';
import {
  passkeyListSchema,
  passkeyOptionsResponse,
  passkeySchema,
  type LoginOptionsBody,
  type LoginVerifyBody,
  type RegistrationVerifyBody,
  type RenamePasskeyBody,
} from '@contract/passkeys';
import type { Transport } from './transport';

/** Passkeys (decision 060): signing in with one, and one's own list. */
export const passkeysApi = ({ send, get, enc }: Transport) => ({
  list: () => get(passkeyListSchema, '/api/auth/passkeys'),
  registrationOptions: () => send(passkeyOptionsResponse, 'POST', '/api/auth/passkeys/registration/options', {}),
  register: (body: RegistrationVerifyBody) => send(passkeySchema, 'POST', '/api/auth/passkeys/registration/verify', body),
  rename: (id: string, body: RenamePasskeyBody) => send(passkeySchema, 'PATCH', `/api/auth/passkeys/${enc(id)}`, body),
  remove: (id: string) => send(messageSchema, 'DELETE', `/api/auth/passkeys/${enc(id)}`),
  loginOptions: (body: LoginOptionsBody = {}) => send(passkeyOptionsResponse, 'POST', '/api/auth/passkeys/login/options', body),
  login: (body: LoginVerifyBody) => send(loginResponse, 'POST', '/api/auth/passkeys/login/verify', body),
});
