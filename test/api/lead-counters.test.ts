import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Lead, StatusCounts } from '@contract/leads';
import { LEAD_STATUSES } from '@contract/leads';
import { purgeOldLeads } from '../../server/repositories/purges';
import { buildTestApp } from '../helpers/app';
import { validContact } from '../helpers/fixtures';

// The lists' counts are kept by triggers (row_counts); each step compares them with a real count(*).
describe('kept lead and subscription counts', async () => {
  const { app, database, loginAs } = await buildTestApp();
  const admin = await loginAs('admin', { name: 'Ana Admin' });
  const h = admin.bearerHeaders;
  const get = (url: string) => app.inject({ method: 'GET', url, headers: h });
  const total = async (url: string) => Number((await get(url)).headers['x-total-count']);
  const rows = async <T>(query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

  async function expectCountsTrue() {
    const actual = Object.fromEntries(LEAD_STATUSES.map((s) => [s, 0])) as StatusCounts;
    for (const r of await rows<{ status: keyof StatusCounts; n: number }>(sql`select status, count(*)::int as n from contacts group by status`)) {
      actual[r.status] = r.n;
    }
    const subs = (await rows<{ n: number }>(sql`select count(*)::int as n from subscriptions`))[0]!.n;
    const all = Object.values(actual).reduce((a, b) => a + b, 0);
    expect((await get('/api/contacts/status-counts')).json()).toEqual(actual);
    expect(await total('/api/contacts')).toBe(all - actual.spam);
    for (const s of LEAD_STATUSES) expect(await total(`/api/contacts?status=${s}`), s).toBe(actual[s]);
    expect(await total('/api/subscriptions')).toBe(subs);
    expect((await get('/api/stats')).json()).toMatchObject({ contacts: all, subscriptions: subs });
  }
  const idOf = async (email: string) => ((await get(`/api/contacts?q=${encodeURIComponent(email)}`)).json() as Lead[])[0]!._id;

  it('start right after the migration', async () => {
    await expectCountsTrue();
  });

  it('follow a lead sent through the form, and a bulk insert of many statuses in one statement', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/contacts', payload: validContact({ email: 'one@example.com' }) })).statusCode).toBe(201);
    await database.db.execute(sql`insert into contacts (name, email, phone, service, budget, status)
      select 'Bulk ' || i, 'bulk' || i || '@example.com', '+1 5550100', 'Data Extraction', '$0 - $500',
        (array['new','contacted','won','spam'])[1 + i % 4]
      from generate_series(0, 99) as i`);
    expect((await app.inject({ method: 'POST', url: '/api/subscriptions', payload: { email: 'sub@example.com' } })).statusCode).toBe(201);
    await expectCountsTrue();
    expect(await total('/api/contacts?status=won')).toBe(25);
  });

  it('follow status changes, one lead through PATCH and many in one update', async () => {
    const id = await idOf('one@example.com');
    for (const status of ['contacted', 'spam', 'new'] as const) {
      expect((await app.inject({ method: 'PATCH', url: `/api/contacts/${id}`, headers: h, payload: { status } })).statusCode).toBe(200);
      await expectCountsTrue();
    }
    await database.db.execute(sql`update contacts set status = 'lost' where status = 'contacted'`);
    await database.db.execute(sql`update contacts set owner_id = null`);
    await expectCountsTrue();
  });

  it('follow an erasure of leads and subscriptions', async () => {
    await app.inject({ method: 'POST', url: '/api/contacts', payload: validContact({ email: 'forget@example.com' }) });
    await app.inject({ method: 'POST', url: '/api/subscriptions', payload: { email: 'forget@example.com' } });
    await expectCountsTrue();
    const res = await app.inject({ method: 'POST', url: '/api/admin/erasures', headers: h, payload: { email: 'forget@example.com' } });
    expect(res.json()).toMatchObject({ contacts: 1, subscriptions: 1 });
    await expectCountsTrue();
  });

  it('follow the retention purge', async () => {
    await database.db.execute(sql`update contacts set created_at = now() - interval '400 days' where email like 'bulk1%'`);
    expect(await purgeOldLeads(database.db, 365)).toBe(11);
    await expectCountsTrue();
  });

  it('follow a truncate', async () => {
    await database.db.execute(sql`truncate contacts cascade`);
    await expectCountsTrue();
    expect(await total('/api/contacts')).toBe(0);
  });
});
