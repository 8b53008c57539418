import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { LeadDetail } from '@contract/leads';
import type { CompanyDetail, Person, PersonDetail } from '@contract/people';
import { companies, leads, people } from '../../server/db/schema/index';
import { buildTestApp, type Session } from '../helpers/app';
import { expectErrorShape, validContact } from '../helpers/fixtures';

/** GET /api/people, /api/people/{id}, /api/companies/{id} and the widened erasure (decision 125). */
describe('people and companies for staff', async () => {
  const { app, database, loginAs } = await buildTestApp();
  const [admin, sales, colleague, editor] = await Promise.all([loginAs('admin'), loginAs('sales'), loginAs('user'), loginAs('editor')]);
  const get = (who: Session, url: string) => app.inject({ method: 'GET', url, headers: who.bearerHeaders });
  const db = database.db;

  /** A lead sent through the form by `email`, then given to `owner`; answers its id and person. */
  async function enquiry(email: string, name: string, owner: Session | null, company = '') {
    const res = await app.inject({
      method: 'POST',
      url: '/api/contacts',
      payload: { ...validContact({ email, name }), ...(company ? { company } : {}) },
    });
    expect(res.statusCode).toBe(201);
    const [row] = await db.select({ id: leads.id, personId: leads.personId, companyId: leads.companyId }).from(leads).where(eq(leads.name, name));
    if (owner) await db.update(leads).set({ ownerId: owner.user._id }).where(eq(leads.id, row!.id));
    return row!;
  }

  // Ruth: two enquiries at Umbrella, one of them the colleague's; Sam: only the colleague's; Una: unassigned gmail.
  const ruth1 = await enquiry('ruth@umbrella.example', 'Ruth Older', colleague, 'Umbrella Corp');
  const ruth2 = await enquiry('Ruth@Umbrella.example', 'Ruth Newer', sales);
  const sam = await enquiry('sam@umbrella.example', 'Sam Hidden', colleague);
  const una = await enquiry('una@gmail.com', 'Una Free', null);
  await db.update(leads).set({ status: 'won', value: 1200 }).where(eq(leads.id, ruth1.id));
  await db.update(leads).set({ status: 'won', value: 300 }).where(eq(leads.id, ruth2.id));
  // A note and a status change on the newer lead: history lines of the person's timeline.
  await app.inject({ method: 'POST', url: `/api/contacts/${ruth2.id}/notes`, headers: admin.bearerHeaders, payload: { text: 'Called back' } });
  await app.inject({ method: 'PATCH', url: `/api/contacts/${ruth1.id}`, headers: admin.bearerHeaders, payload: { status: 'lost' } });

  it('lists every person for leads.all and only people with an own or unassigned lead for leads.work; roles without leads get 403', async () => {
    const all = await get(admin, '/api/people?q=umbrella');
    expect(all.statusCode).toBe(200);
    expect(all.headers['x-total-count']).toBe('2');
    expect((all.json() as Person[]).map((p) => p.email).sort()).toEqual(['ruth@umbrella.example', 'sam@umbrella.example']);
    const scoped = (await get(sales, '/api/people')).json() as Person[];
    expect(scoped.map((p) => p.email).sort()).toEqual(['ruth@umbrella.example', 'una@gmail.com']);
    // Sales see one of Ruth's two leads.
    expect(scoped.find((p) => p.email === 'ruth@umbrella.example')).toMatchObject({
      leads: 1,
      company: { name: 'Umbrella Corp', domain: 'umbrella.example' },
    });
    expect((await get(editor, '/api/people')).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/people' })).statusCode).toBe(401);
  });

  it('searches by a fragment of name or email, and by the start of either with 1–2 characters', async () => {
    expect(((await get(admin, '/api/people?q=hidden')).json() as Person[]).map((p) => p.name)).toEqual(['Sam Hidden']);
    expect(((await get(admin, '/api/people?q=un')).json() as Person[]).map((p) => p.name)).toEqual(['Una Free']);
    expect(((await get(admin, '/api/people?q=gmail.com')).json() as Person[]).map((p) => p.name)).toEqual(['Una Free']);
  });

  it('answers 400 naming the field for a bad query', async () => {
    for (const [query, field] of [
      ['sort=phone', 'sort'],
      ['pageSize=0', 'pageSize'],
      ['page=x', 'page'],
    ] as const) {
      const res = await get(admin, `/api/people?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(expectErrorShape(res).errors?.map((e) => e.field)).toContain(field);
    }
  });

  it('a person: company, leads newest first and one timeline of every lead, newest first; scoped to own and unassigned leads', async () => {
    const full = (await get(admin, `/api/people/${ruth1.personId}`)).json() as PersonDetail;
    expect(ruth2.personId).toBe(ruth1.personId);
    expect(full.leadList.map((l) => l._id)).toEqual([ruth2.id, ruth1.id]);
    expect(full.company).toMatchObject({ _id: ruth1.companyId, name: 'Umbrella Corp' });
    const kinds = full.timeline.map((t) => `${t.kind}:${t.leadId === ruth1.id ? 1 : 2}`);
    expect(kinds).toEqual(['status:1', 'note:2', 'enquiry:2', 'enquiry:1']);
    expect(full.timeline.map((t) => t.createdAt)).toEqual([...full.timeline.map((t) => t.createdAt)].sort().reverse());
    const scoped = (await get(sales, `/api/people/${ruth1.personId}`)).json() as PersonDetail;
    expect(scoped.leadList.map((l) => l._id)).toEqual([ruth2.id]);
    expect(scoped.timeline.every((t) => t.leadId === ruth2.id)).toBe(true);
    expect((await get(sales, `/api/people/${sam.personId}`)).statusCode).toBe(404);
    expect((await get(colleague, `/api/people/${sam.personId}`)).statusCode).toBe(200);
    expect((await get(admin, '/api/people/not-a-uuid')).statusCode).toBe(404);
    expect((await get(admin, '/api/people/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('a company: its people and leads and the value of its won leads; scoped viewers see their part only', async () => {
    const full = (await get(admin, `/api/companies/${ruth1.companyId}`)).json() as CompanyDetail;
    expect(full).toMatchObject({ name: 'Umbrella Corp', domain: 'umbrella.example', leads: 3, wonValue: 300, currency: 'USD' });
    expect(full.people.map((p) => p.email).sort()).toEqual(['ruth@umbrella.example', 'sam@umbrella.example']);
    const scoped = (await get(sales, `/api/companies/${ruth1.companyId}`)).json() as CompanyDetail;
    expect(scoped).toMatchObject({ leads: 1, wonValue: 300 });
    expect(scoped.people.map((p) => p.email)).toEqual(['ruth@umbrella.example']);
    expect(una.companyId).toBeNull();
    expect((await get(sales, '/api/companies/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('erasing a person removes their people row, every lead of theirs and their company when nobody is left in it', async () => {
    const erased = await app.inject({
      method: 'POST',
      url: '/api/admin/erasures',
      headers: admin.bearerHeaders,
      payload: { email: 'RUTH@umbrella.example' },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json()).toMatchObject({ contacts: 2 });
    expect(await db.select().from(people).where(eq(people.id, ruth1.personId))).toEqual([]);
    expect(await db.select().from(leads).where(eq(leads.personId, ruth1.personId))).toEqual([]);
    // Sam is still at Umbrella: the company stays.
    expect(await db.select({ id: companies.id }).from(companies).where(eq(companies.id, ruth1.companyId!))).toHaveLength(1);
    expect((await get(admin, `/api/people/${ruth1.personId}`)).statusCode).toBe(404);
    await app.inject({ method: 'POST', url: '/api/admin/erasures', headers: admin.bearerHeaders, payload: { email: 'sam@umbrella.example' } });
    expect(await db.select({ id: companies.id }).from(companies).where(eq(companies.id, ruth1.companyId!))).toEqual([]);
    const lead = (await get(admin, `/api/contacts/${una.id}`)).json() as LeadDetail;
    expect(lead.personId).toBe(una.personId);
    expect(await db.select({ id: people.id }).from(people).where(eq(people.email, 'una@gmail.com'))).toHaveLength(1);
  });
});
