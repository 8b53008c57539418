import { describe, expect, it } from 'vitest';
import type { Lead, StatusCounts } from '@contract/leads';
import { buildTestApp, type Session } from '../helpers/app';
import { insertLead } from '../helpers/lead-fixtures';

/** Decision 055: without leads.all, staff work on their own and unassigned leads; others' answer 404. */
describe('lead scope by role', async () => {
  const { app, database, loginAs } = await buildTestApp();
  const [admin, sales, colleague, editor] = await Promise.all([loginAs('admin'), loginAs('sales'), loginAs('user'), loginAs('editor')]);
  const call = (who: Session, method: string, url: string, payload?: object) =>
    app.inject({ method: method as 'GET', url, headers: who.bearerHeaders, ...(payload ? { payload } : {}) });

  const leadOwnedBy = (owner: Session | null, name: string) => insertLead(database.db, owner?.user._id ?? null, name);
  const mine = await leadOwnedBy(sales, 'Sally Own');
  const unassigned = await leadOwnedBy(null, 'Una Signed');
  const theirs = await leadOwnedBy(colleague, 'Colin League');

  it('lists and counts only own and unassigned leads for sales; admins see every lead', async () => {
    const ids = ((await call(sales, 'GET', '/api/contacts?view=all')).json() as Lead[]).map((l) => l._id);
    expect(ids.sort()).toEqual([mine, unassigned].sort());
    const counts = (await call(sales, 'GET', '/api/contacts/status-counts?view=all')).json() as StatusCounts;
    expect(counts.new).toBe(2);
    const all = ((await call(admin, 'GET', '/api/contacts?view=all')).json() as Lead[]).map((l) => l._id);
    expect(all).toEqual(expect.arrayContaining([mine, unassigned, theirs]));
  });

  it('a colleague’s lead answers 404 to read, change, note and reply; own and unassigned ones work', async () => {
    expect((await call(sales, 'GET', `/api/contacts/${theirs}`)).statusCode).toBe(404);
    expect((await call(sales, 'PATCH', `/api/contacts/${theirs}`, { status: 'contacted' })).statusCode).toBe(404);
    expect((await call(sales, 'POST', `/api/contacts/${theirs}/notes`, { text: 'peek' })).statusCode).toBe(404);
    expect((await call(sales, 'POST', `/api/contacts/${theirs}/emails`, { subject: 'Hi', text: 'Hello' })).statusCode).toBe(404);
    expect((await call(sales, 'PATCH', `/api/contacts/${unassigned}`, { status: 'contacted' })).statusCode).toBe(200);
    expect((await call(sales, 'PATCH', `/api/contacts/${mine}`, { status: 'contacted' })).statusCode).toBe(200);
    expect((await call(sales, 'POST', `/api/contacts/${mine}/notes`, { text: 'called' })).statusCode).toBe(201);
    expect((await call(admin, 'GET', `/api/contacts/${theirs}`)).statusCode).toBe(200);
  });

  it('sales assign a lead only to themselves or nobody; admins to anyone', async () => {
    const refused = await call(sales, 'PATCH', `/api/contacts/${mine}`, { ownerId: colleague.user._id });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: 'Only administrators and sales managers can assign a lead to someone else' });
    expect((await call(sales, 'PATCH', `/api/contacts/${unassigned}`, { ownerId: sales.user._id })).statusCode).toBe(200);
    expect((await call(sales, 'PATCH', `/api/contacts/${unassigned}`, { ownerId: null })).statusCode).toBe(200);
    expect((await call(admin, 'PATCH', `/api/contacts/${unassigned}`, { ownerId: colleague.user._id })).statusCode).toBe(200);
    expect((await call(admin, 'PATCH', `/api/contacts/${unassigned}`, { ownerId: null })).statusCode).toBe(200);
  });

  it('bulk changes by sales reach only their own and unassigned leads; assigning to a colleague is refused', async () => {
    const res = await call(sales, 'POST', '/api/contacts/bulk', { ids: [mine, unassigned, theirs], action: 'status', value: 'qualified' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ count: 2 });
    expect(((await call(admin, 'GET', `/api/contacts/${theirs}`)).json() as Lead).status).toBe('new');
    const assign = await call(sales, 'POST', '/api/contacts/bulk', { ids: [mine], action: 'assign', value: colleague.user._id });
    expect(assign.statusCode).toBe(403);
    expect((await call(sales, 'POST', '/api/contacts/bulk', { ids: [mine], action: 'delete' })).statusCode).toBe(403);
  });

  it('the CSV export is not for sales or editors; roles without leads get no lead counts in /api/stats', async () => {
    expect((await call(sales, 'GET', '/api/contacts.csv')).statusCode).toBe(403);
    expect((await call(editor, 'GET', '/api/contacts.csv')).statusCode).toBe(403);
    expect((await call(editor, 'GET', '/api/stats')).json()).toMatchObject({ contacts: null, leads: null, spam: null });
    expect((await call(sales, 'GET', '/api/stats')).json()).toMatchObject({ subscriptions: null, blogs: null, leads: expect.any(Number) });
  });
});
