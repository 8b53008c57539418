import { messageSchema } from '@contract/common';
import {
  contactListSchema,
  erasureSchema,
  leadDetailSchema,
  leadListSchema,
  ownerListSchema,
  sourcesSchema,
  statusCountsSchema,
  type CreateContactBody,
  type CreateLeadBody,
  type LeadFilter,
  type LeadListQuery,
  type UpdateLeadBody,
} from '@contract/leads';
import { accepted, queryString, type Transport } from './transport';

/** Leads over SPEC's /api/contacts paths (`create` and `list` are SPEC's calls, the rest the pipeline's). */
export const leadsApi = ({ baseUrl, send, get, page, enc }: Transport) => ({
  create: (body: CreateContactBody | CreateLeadBody) => send(accepted, 'POST', '/api/contacts', body),
  list: () => get(contactListSchema, '/api/contacts'),
  /** One page, newest first unless sorted; `total` from X-Total-Count. */
  page: (query: LeadListQuery = {}) => page(leadListSchema, '/api/contacts', query),
  get: (id: string) => get(leadDetailSchema, `/api/contacts/${enc(id)}`),
  update: (id: string, body: UpdateLeadBody) => send(messageSchema, 'PATCH', `/api/contacts/${enc(id)}`, body),
  addNote: (id: string, text: string) => send(messageSchema, 'POST', `/api/contacts/${enc(id)}/notes`, { text }),
  statusCounts: () => get(statusCountsSchema, '/api/contacts/status-counts'),
  owners: () => get(ownerListSchema, '/api/contacts/owners'),
  sources: (days: 30 | 90) => get(sourcesSchema, `/api/contacts/sources?days=${days}`),
  erasePerson: (email: string) => send(erasureSchema, 'POST', '/api/admin/erasures', { email }),
  /** The export of what a list shows (its filters, every page; always newest first). */
  csvUrl: (filter: LeadFilter = {}) => `${baseUrl}/api/contacts.csv${queryString(filter)}`,
});
