import { missingPathListSchema, redirectListSchema, redirectSchema, type RedirectBody, type RedirectPatchBody } from '@contract/redirects';
import type { Transport } from './transport';

/** Redirects and the most requested missing pages (administrators, decision 064). */
export const redirectsApi = ({ get, send, enc }: Transport) => ({
  list: () => get(redirectListSchema, '/api/redirects'),
  create: (body: RedirectBody) => send(redirectSchema, 'POST', '/api/redirects', body),
  update: (id: string, body: RedirectPatchBody) => send(redirectSchema, 'PATCH', `/api/redirects/${enc(id)}`, body),
  remove: (id: string) => send(null, 'DELETE', `/api/redirects/${enc(id)}`),
  missing: (days = 30) => get(missingPathListSchema, `/api/redirects/missing?days=${days}`),
});
