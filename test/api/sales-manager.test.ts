import { describe, expect, it } from 'vitest';
import type { Lead, LeadDetail, Sources } from '@contract/leads';
import type { SavedReply } from '@contract/saved-replies';
import { buildTestApp, type Session } from '../helpers/app';
import { insertLead } from '../helpers/lead-fixtures';
import { expectErrorShape } from '../helpers/fixtures';

/**
 * The sales manager (issue 46 point 4, decision 122): the whole lead desk — every lead, reassigning to
 * anyone, the export, saved replies, the reports — and nothing of people, settings, webhooks, keys or content.
 */
describe('the sales manager role', async () => {
  const { app, database, loginAs } = await buildTestApp();
  const [manager, sam, kim, sal] = await Promise.all([
    loginAs('sales_manager', { name: 'Mia Manager' }),
    loginAs('sales', { name: 'Sam Seller' }),
    loginAs('sales', { name: 'Kim Keen' }),
    loginAs('sales', { name: 'Sal Third' }),
  ]);
  const call = (who: Session, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, headers: who.bearerHeaders, ...(payload ? { payload } : {}) });

  const leadOwnedBy = (owner: Session | null, name: string) => insertLead(database.db, owner?.user._id ?? null, name);
  const samsLead = await leadOwnedBy(sam, 'Sasha Samsclient');

  it("sees another salesperson's lead in the list and opens it", async () => {
    const list = await call(manager, 'GET', '/api/contacts?view=all');
    expect(list.statusCode, list.body).toBe(200);
    expect((list.json() as Lead[]).map((l) => l._id)).toContain(samsLead);
    const one = await call(manager, 'GET', `/api/contacts/${samsLead}`);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toMatchObject({ _id: samsLead, ownerId: sam.user._id });
    // Kim, a salesperson, does not even learn it exists (decision 055).
    expect((await call(kim, 'GET', `/api/contacts/${samsLead}`)).statusCode).toBe(404);
  });

  it("reassigns Sam's lead to a third person, and Kim then works it", async () => {
    const res = await call(manager, 'PATCH', `/api/contacts/${samsLead}`, { ownerId: sal.user._id });
    expect(res.statusCode, res.body).toBe(200);
    const detail = (await call(sal, 'GET', `/api/contacts/${samsLead}`)).json() as LeadDetail;
    expect(detail).toMatchObject({ ownerId: sal.user._id, ownerName: 'Sal Third' });
    expect((await call(sam, 'GET', `/api/contacts/${samsLead}`)).statusCode).toBe(404);
    // In bulk too, to someone else.
    const bulk = await call(manager, 'POST', '/api/contacts/bulk', { ids: [samsLead], action: 'assign', value: kim.user._id });
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect(bulk.json()).toMatchObject({ count: 1 });
    expect(((await call(kim, 'GET', `/api/contacts/${samsLead}`)).json() as LeadDetail).ownerId).toBe(kim.user._id);
  });

  it('a salesperson still cannot give a lead to someone else, and the refusal names who can', async () => {
    const own = await leadOwnedBy(kim, 'Keira Kimsclient');
    const refused = await call(kim, 'PATCH', `/api/contacts/${own}`, { ownerId: sam.user._id });
    expect(refused.statusCode).toBe(403);
    expect(expectErrorShape(refused).message).toBe('Only administrators and sales managers can assign a lead to someone else');
    const bulk = await call(kim, 'POST', '/api/contacts/bulk', { ids: [own], action: 'assign', value: sam.user._id });
    expect(bulk.statusCode).toBe(403);
    expect(((await call(manager, 'GET', `/api/contacts/${own}`)).json() as LeadDetail).ownerId).toBe(kim.user._id);
  });

  it("exports every lead as CSV, a colleague's included", async () => {
    const csv = await call(manager, 'GET', '/api/contacts.csv');
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body).toContain('Sasha Samsclient');
    expect(csv.body).toContain('Keira Kimsclient');
    const refused = await call(kim, 'GET', '/api/contacts.csv');
    expect(refused.statusCode).toBe(403);
    expect(expectErrorShape(refused).message).toBe('You do not have permission to export leads. Only administrators and sales managers can.');
  });

  it('adds, changes and deletes saved replies', async () => {
    const created = await call(manager, 'POST', '/api/saved-replies', { title: 'Price list', subject: 'Re: {{reference}}', body: 'Hello {{name}}' });
    expect(created.statusCode, created.body).toBe(201);
    const { _id } = created.json() as SavedReply;
    const changed = await call(manager, 'PUT', `/api/saved-replies/${_id}`, { title: 'Prices', subject: 'Re: {{reference}}', body: 'Hi' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(((await call(sam, 'GET', '/api/saved-replies')).json() as SavedReply[]).map((r) => r.title)).toContain('Prices');
    expect((await call(sam, 'DELETE', `/api/saved-replies/${_id}`)).statusCode).toBe(403);
    expect((await call(manager, 'DELETE', `/api/saved-replies/${_id}`)).statusCode).toBe(200);
  });

  it('reads the source and response-time report and the site analytics', async () => {
    const sources = await call(manager, 'GET', '/api/contacts/sources?days=30');
    expect(sources.statusCode, sources.body).toBe(200);
    const body = sources.json() as Sources;
    expect(body.bySource.reduce((n, r) => n + r.leads, 0)).toBeGreaterThanOrEqual(2);
    expect(body.speedByResponder).toEqual(expect.any(Array));
    for (const url of ['/api/analytics/pages?days=30', '/api/analytics/sources?days=30', '/api/analytics/summary?days=30']) {
      expect((await call(manager, 'GET', url)).statusCode, url).toBe(200);
      expect((await call(sam, 'GET', url)).statusCode, url).toBe(403);
    }
  });

  it('gets new-lead mail by default, like an admin (a salesperson does not)', async () => {
    expect((await call(manager, 'GET', '/api/auth/me/notifications')).json()).toMatchObject({ newLeads: true });
    expect((await call(sam, 'GET', '/api/auth/me/notifications')).json()).toMatchObject({ newLeads: false });
  });

  it('is refused users, settings, webhooks, API keys and site content, with a 403 naming the permission', async () => {
    const refusals: [string, 'GET' | 'POST' | 'PUT' | 'PATCH', string, object | undefined][] = [
      ['manage users', 'GET', '/api/auth/users', undefined],
      ['manage users', 'PATCH', `/api/admin/users/${sal.user._id}`, { role: 'admin' }],
      ['manage users', 'POST', '/api/auth/invitations', { name: 'Nope', email: 'nope@example.com', role: 'sales_manager' }],
      ['change the security settings', 'GET', '/api/admin/settings/security', undefined],
      ['manage webhooks', 'GET', '/api/webhooks', undefined],
      ['manage API keys', 'GET', '/api/api-keys', undefined],
      ['edit the site’s content', 'POST', '/api/content/team', { data: { name: 'Nope', role: 'Engineer', photo: null, bio: '' } }],
      ['read the audit log', 'GET', '/api/audit', undefined],
    ];
    for (const [what, method, url, payload] of refusals) {
      const res = await call(manager, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(expectErrorShape(res).message, url).toMatch(new RegExp(`^You do not have permission to ${what}\\. Only `));
    }
  });

  it('deletes leads, as the spam clean-up needs; a salesperson may not', async () => {
    const spam = await leadOwnedBy(null, 'Spammy Spam');
    const refused = await call(sam, 'POST', '/api/contacts/bulk', { ids: [spam], action: 'delete' });
    expect(refused.statusCode).toBe(403);
    expect(expectErrorShape(refused).message).toBe('Only administrators and sales managers can delete leads');
    const res = await call(manager, 'POST', '/api/contacts/bulk', { ids: [spam], action: 'delete' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await call(manager, 'GET', `/api/contacts/${spam}`)).statusCode).toBe(404);
  });

  it('an admin can make someone a sales manager, by invitation too', async () => {
    const admin = await loginAs('admin');
    const res = await call(admin, 'POST', '/api/auth/invitations', { name: 'Nia New', email: 'nia@example.com', role: 'sales_manager' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ user: { role: 'sales_manager' } });
    const changed = await call(admin, 'PATCH', `/api/admin/users/${sam.user._id}`, { role: 'sales_manager' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await call(sam, 'GET', `/api/contacts/${samsLead}`)).statusCode).toBe(200);
  });
});
