import { messageSchema } from '@contract/common';
import { apiKeyCreatedSchema, apiKeyListSchema, type CreateApiKeyBody } from '@contract/api-keys';
import type { Transport } from './transport';

/** Integrators' API keys (admins; creating and revoking need a recent re-authentication). */
export const apiKeysApi = ({ get, send, enc }: Transport) => ({
  list: () => get(apiKeyListSchema, '/api/api-keys'),
  create: (body: CreateApiKeyBody) => send(apiKeyCreatedSchema, 'POST', '/api/api-keys', body),
  revoke: (id: string) => send(messageSchema, 'DELETE', `/api/api-keys/${enc(id)}`),
});
