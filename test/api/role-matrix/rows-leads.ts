import { newLead, newLeadWithNextAction, newSavedReply, newUser } from './helpers';
import { only, type MatrixRows } from './types';

/** Roles that work leads (`leads.work`: own and unassigned). */
const workers = only('admin', 'sales_manager', 'sales', 'user');
/** Every lead, exports and saved replies (`leads.all`, `leads.export`): admins and sales managers (decision 122). */
const managers = only('admin', 'sales_manager');
/** A colleague's lead: out of scope (404) for those who work only their own and unassigned ones (decision 055). */
const othersLead = (ok: number) => managers(ok, { sales: 404, user: 404 });

/** Leads and saved replies, on unassigned leads (in every worker's scope), then on a colleague's lead. */
export const leadsRows: MatrixRows = (ctx) => [
  { name: 'GET /api/contacts', build: async () => ({ method: 'GET', url: '/api/contacts' }), expected: workers(200) },
  { name: 'GET /api/contacts.csv', build: async () => ({ method: 'GET', url: '/api/contacts.csv' }), expected: managers(200) },
  { name: 'GET /api/contacts/status-counts', build: async () => ({ method: 'GET', url: '/api/contacts/status-counts' }), expected: workers(200) },
  {
    name: 'GET /api/contacts/status-counts (filtered)',
    build: async () => ({ method: 'GET', url: '/api/contacts/status-counts?view=mine&due=overdue&q=matrix' }),
    expected: workers(200),
  },
  { name: 'GET /api/contacts/board', build: async () => ({ method: 'GET', url: '/api/contacts/board' }), expected: workers(200) },
  {
    name: 'GET /api/contacts/board/column',
    build: async () => ({ method: 'GET', url: '/api/contacts/board/column?status=new&view=mine' }),
    expected: workers(200),
  },
  { name: 'GET /api/contacts/owners', build: async () => ({ method: 'GET', url: '/api/contacts/owners' }), expected: workers(200) },
  { name: 'GET /api/contacts/sources', build: async () => ({ method: 'GET', url: '/api/contacts/sources?days=90' }), expected: workers(200) },
  { name: 'GET /api/contacts/desk', build: async () => ({ method: 'GET', url: '/api/contacts/desk' }), expected: workers(200) },
  {
    name: 'GET /api/contacts/:id (unassigned)',
    build: async () => ({ method: 'GET', url: `/api/contacts/${await newLead(ctx)}` }),
    expected: workers(200),
  },
  {
    name: 'PATCH /api/contacts/:id (unassigned)',
    build: async () => ({ method: 'PATCH', url: `/api/contacts/${await newLead(ctx)}`, payload: { status: 'contacted' } }),
    expected: workers(200),
  },
  {
    name: 'POST /api/contacts/:id/next-action/snooze (unassigned)',
    build: async () => ({ method: 'POST', url: `/api/contacts/${await newLeadWithNextAction(ctx)}/next-action/snooze`, payload: { by: 'hour' } }),
    expected: workers(200),
  },
  {
    name: 'POST /api/contacts/:id/notes (unassigned)',
    build: async () => ({ method: 'POST', url: `/api/contacts/${await newLead(ctx)}/notes`, payload: { text: 'Matrix note' } }),
    expected: workers(201),
  },
  {
    name: 'POST /api/contacts/:id/emails (unassigned)',
    build: async () => ({ method: 'POST', url: `/api/contacts/${await newLead(ctx)}/emails`, payload: { subject: 'Matrix reply', text: 'Hello' } }),
    expected: workers(201),
  },
  {
    name: 'POST /api/contacts/bulk (status)',
    build: async () => ({ method: 'POST', url: '/api/contacts/bulk', payload: { ids: [await newLead(ctx)], action: 'status', value: 'contacted' } }),
    expected: workers(200),
  },
  {
    name: 'POST /api/contacts/bulk (delete)',
    build: async () => ({ method: 'POST', url: '/api/contacts/bulk', payload: { ids: [await newLead(ctx)], action: 'delete' } }),
    expected: managers(200),
  },
  { name: 'GET /api/saved-replies', build: async () => ({ method: 'GET', url: '/api/saved-replies' }), expected: workers(200) },
  {
    name: 'POST /api/saved-replies',
    build: async () => ({ method: 'POST', url: '/api/saved-replies', payload: { title: 'By matrix', subject: 'Re: hi', body: 'Hello' } }),
    expected: managers(201),
  },
  {
    name: 'PUT /api/saved-replies/:id',
    build: async () => ({
      method: 'PUT',
      url: `/api/saved-replies/${await newSavedReply(ctx)}`,
      payload: { title: 'Changed', subject: 'Re: hi', body: 'Hi' },
    }),
    expected: managers(200),
  },
  {
    name: 'DELETE /api/saved-replies/:id',
    build: async () => ({ method: 'DELETE', url: `/api/saved-replies/${await newSavedReply(ctx)}` }),
    expected: managers(200),
  },
  {
    name: "GET /api/contacts/:id (a colleague's)",
    build: async () => ({ method: 'GET', url: `/api/contacts/${await newLead(ctx, await newUser(ctx))}` }),
    expected: othersLead(200),
  },
  {
    // Giving a lead to someone else is refused before the lead is looked up (403, whether it exists or not).
    name: "PATCH /api/contacts/:id (a colleague's, to a third person)",
    build: async () => ({
      method: 'PATCH',
      url: `/api/contacts/${await newLead(ctx, await newUser(ctx))}`,
      payload: { ownerId: await newUser(ctx) },
    }),
    expected: managers(200),
  },
  {
    // Without leads.all a lead goes only to oneself or nobody: 403 even on a lead in one's scope.
    name: 'PATCH /api/contacts/:id (unassigned, to a colleague)',
    build: async () => ({ method: 'PATCH', url: `/api/contacts/${await newLead(ctx)}`, payload: { ownerId: await newUser(ctx) } }),
    expected: managers(200),
  },
  {
    name: "POST /api/contacts/:id/notes (a colleague's)",
    build: async () => ({ method: 'POST', url: `/api/contacts/${await newLead(ctx, await newUser(ctx))}/notes`, payload: { text: 'Matrix note' } }),
    expected: othersLead(201),
  },
];
