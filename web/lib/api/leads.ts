import { messageSchema } from '@contract/common';
import {
  boardColumnSchema,
  bulkLeadsResult,
  contactListSchema,
  erasureSchema,
  leadConflictSchema,
  leadDeskSchema,
  leadBoardSchema,
  leadDetailSchema,
  leadListSchema,
  leadReplyResult,
  leadUpdatedSchema,
  nextActionSnoozedSchema,
  ownerListSchema,
  sourcesSchema,
  statusCountsSchema,
  type BulkLeadsBody,
  type CreateContactBody,
  type CreateLeadBody,
  type SnoozeNextActionBody,
  type LeadBoardColumnQuery,
  type LeadBoardQuery,
  type LeadFilter,
  type LeadListQuery,
  type LeadReplyBody,
  type StatusCountsQuery,
  type UpdateLeadBody,
} from '@contract/leads';
import { ApiRequestError, LeadConflictError } from './errors';
import { accepted, queryString, type Transport } from './transport';

/** A 409 that carries the lead as it is now becomes a LeadConflictError; anything else is rethrown. */
function asConflict(err: unknown): never {
  if (err instanceof ApiRequestError && err.status === 409) {
    const parsed = leadConflictSchema.safeParse(err.raw);
    if (parsed.success) throw new LeadConflictError(parsed.data);
  }
  throw err;
}

/** Leads over SPEC's /api/contacts paths (`create` and `list` are SPEC's calls, the rest the pipeline's). */
export const leadsApi = ({ baseUrl, send, get, page, enc }: Transport) => ({
  create: (body: CreateContactBody | CreateLeadBody) => send(accepted, 'POST', '/api/contacts', body),
  list: () => get(contactListSchema, '/api/contacts'),
  /** One page, newest first unless sorted; `total` from X-Total-Count. */
  page: (query: LeadListQuery = {}) => page(leadListSchema, '/api/contacts', query),
  /** The board: each column's total and first page of cards (decision 113). */
  board: (query: LeadBoardQuery = {}) => get(leadBoardSchema, `/api/contacts/board${queryString(query)}`),
  /** A column's next page: `after` is the `next` its last page gave. */
  boardColumn: (query: LeadBoardColumnQuery) => get(boardColumnSchema, `/api/contacts/board/column${queryString(query)}`),
  get: (id: string) => get(leadDetailSchema, `/api/contacts/${enc(id)}`),
  /** Send only the changed fields and the version they were made on; a stale version throws LeadConflictError. */
  update: (id: string, body: UpdateLeadBody) => send(leadUpdatedSchema, 'PATCH', `/api/contacts/${enc(id)}`, body).catch(asConflict),
  /** Later by an hour or a day; a stale version throws LeadConflictError (decision 123). */
  snooze: (id: string, body: SnoozeNextActionBody) =>
    send(nextActionSnoozedSchema, 'POST', `/api/contacts/${enc(id)}/next-action/snooze`, body).catch(asConflict),
  addNote: (id: string, text: string) => send(messageSchema, 'POST', `/api/contacts/${enc(id)}/notes`, { text }),
  /** A reply mail to the lead, From the site with Reply-To the signed-in person. */
  reply: (id: string, body: LeadReplyBody) => send(leadReplyResult, 'POST', `/api/contacts/${enc(id)}/emails`, body),
  /** One action on a selection (`ids`) or on every lead a filter matches. */
  bulk: (body: BulkLeadsBody) => send(bulkLeadsResult, 'POST', '/api/contacts/bulk', body),
  /** Leads per status among those the other filters match. */
  statusCounts: (filter: StatusCountsQuery = {}) => get(statusCountsSchema, `/api/contacts/status-counts${queryString(filter)}`),
  /** Currency, today, owners and my due counts: what the desk's screens need besides the list. */
  desk: () => get(leadDeskSchema, '/api/contacts/desk'),
  owners: () => get(ownerListSchema, '/api/contacts/owners'),
  sources: (days: 30 | 90) => get(sourcesSchema, `/api/contacts/sources?days=${days}`),
  erasePerson: (email: string) => send(erasureSchema, 'POST', '/api/admin/erasures', { email }),
  /** The export of what a list shows (its filters, every page; always newest first). */
  csvUrl: (filter: LeadFilter = {}) => `${baseUrl}/api/contacts.csv${queryString(filter)}`,
});
