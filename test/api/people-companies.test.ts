import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { LeadDetail, LeadListItem } from '@contract/leads';
import { FREE_MAIL_DOMAINS } from '@contract/people';
import { rowsOf } from '../../server/db/rows';
import { buildTestApp } from '../helpers/app';
import { validContact } from '../helpers/fixtures';

/** Decision 125: every enquiry belongs to a person by normalised email, and to a company by a non-free domain. */
describe('people and companies made by enquiries', async () => {
  const { app, database, loginAs } = await buildTestApp();
  const admin = await loginAs('admin');
  const send = ({ company, ...overrides }: Parameters<typeof validContact>[0] & { company?: string }) =>
    app.inject({ method: 'POST', url: '/api/contacts', payload: { ...validContact(overrides), ...(company ? { company } : {}) } });
  const query = async <T>(text: ReturnType<typeof sql>) => rowsOf<T>(await database.db.execute(text));
  const listed = async (q: string) =>
    (await app.inject({ method: 'GET', url: `/api/contacts?q=${encodeURIComponent(q)}`, headers: admin.bearerHeaders })).json() as LeadListItem[];

  it('the same address in another case and with spaces is one person with two leads, the second an earlier enquiry', async () => {
    expect((await send({ email: 'Grace.Hopper@Acme.com', name: 'Grace Hopper', company: 'Acme Inc.' })).statusCode).toBe(201);
    expect((await send({ email: ' grace.hopper@acme.COM ', name: 'G. Hopper' })).statusCode).toBe(201);
    const people = await query<{ id: string; email: string; name: string }>(sql`select id, email, name from people where email like 'grace.hopper%'`);
    expect(people).toHaveLength(1);
    expect(people[0]).toMatchObject({ email: 'grace.hopper@acme.com', name: 'Grace Hopper' });
    const leads = await listed('hopper');
    expect(leads).toHaveLength(2);
    expect(new Set(leads.map((l) => l.personId))).toEqual(new Set([people[0]!.id]));
    // Newest first: the second enquiry has one before it.
    expect(leads.map((l) => l.earlierEnquiries)).toEqual([1, 0]);
    const detail = (await app.inject({ method: 'GET', url: `/api/contacts/${leads[0]!._id}`, headers: admin.bearerHeaders })).json() as LeadDetail;
    expect(detail).toMatchObject({ personId: people[0]!.id, companyId: leads[0]!.companyId });
  });

  it('makes a company for acme.com, named by the form, and none for gmail.com', async () => {
    const [acme] = await query<{ id: string; name: string }>(sql`select id, name from companies where domain = 'acme.com'`);
    expect(acme).toMatchObject({ name: 'Acme Inc.' });
    const hopper = await listed('hopper');
    expect(hopper.every((l) => l.companyId === acme!.id)).toBe(true);
    expect((await send({ email: 'linus@gmail.com', name: 'Linus Gmail', company: 'Linus Ltd' })).statusCode).toBe(201);
    const [gmail] = await listed('linus gmail');
    expect(gmail).toMatchObject({ companyId: null, earlierEnquiries: 0 });
    expect(await query(sql`select 1 from companies where domain = 'gmail.com'`)).toEqual([]);
  });

  it('a company first known by its domain takes the name a later enquiry gives it', async () => {
    await send({ email: 'a@initech.example', name: 'Nameless Co' });
    expect(await query(sql`select name from companies where domain = 'initech.example'`)).toEqual([{ name: 'initech.example' }]);
    await send({ email: 'b@initech.example', name: 'Named Co', company: 'Initech' });
    await send({ email: 'c@initech.example', name: 'Renamed Co', company: 'Not Initech' });
    expect(await query(sql`select name from companies where domain = 'initech.example'`)).toEqual([{ name: 'Initech' }]);
  });

  it('two enquiries sent at once from one new address make one person (race-safe on the unique key)', async () => {
    const email = `twin-${Date.now()}@parallel.example`;
    const sent = await Promise.all(Array.from({ length: 8 }, (_, i) => send({ email: i % 2 ? email.toUpperCase() : email, name: `Twin ${i}` })));
    expect(sent.map((r) => r.statusCode)).toEqual(Array(8).fill(201));
    const people = await query<{ n: number }>(sql`select count(*)::int as n from people where email = ${email}`);
    expect(people).toEqual([{ n: 1 }]);
    const leads = await query<{ n: number }>(sql`select count(distinct person_id)::int as n from contacts where lower(email) = ${email}`);
    expect(leads).toEqual([{ n: 1 }]);
    expect(await query(sql`select count(*)::int as n from companies where domain = 'parallel.example'`)).toEqual([{ n: 1 }]);
  });

  it('concurrent transactions inserting one new address (not one batch) also make one person', async () => {
    const email = `racer-${Date.now()}@race.example`;
    const insertOne = (i: number) =>
      database.db.execute(sql`insert into contacts (name, email, phone, service, budget) values (${`Racer ${i}`}, ${email}, '+1 1', 'S', 'B')`);
    await Promise.all(Array.from({ length: 6 }, (_, i) => insertOne(i)));
    expect(await query(sql`select count(*)::int as n from people where email = ${email}`)).toEqual([{ n: 1 }]);
  });

  it('an enquiry whose write fails on a foreign key once (its person or company erased under it) is written again and accepted', async () => {
    // The race itself needs two transactions within microseconds; a trigger that fails the first
    // write with 23503 stands in for it (a sequence, as nextval is not rolled back with the write).
    await database.db.execute(sql`create sequence fail_once_seq`);
    await database.db.execute(sql`create function fail_once() returns trigger language plpgsql as $$
      begin
        if nextval('fail_once_seq') = 1 then raise exception 'erased meanwhile' using errcode = 'foreign_key_violation'; end if;
        return new;
      end $$`);
    await database.db.execute(sql`create trigger fail_once after insert on contacts for each row execute function fail_once()`);
    try {
      const sent = await send({ email: 'erased.meanwhile@race.example', name: 'Ernie Meanwhile' });
      expect(sent.statusCode, sent.body).toBe(201);
      expect(await query(sql`select nextval('fail_once_seq')::int as n`)).toEqual([{ n: 3 }]);
      expect(await listed('ernie meanwhile')).toHaveLength(1);
    } finally {
      await database.db.execute(sql`drop trigger fail_once on contacts`);
      await database.db.execute(sql`drop function fail_once()`);
      await database.db.execute(sql`drop sequence fail_once_seq`);
    }
  });

  it('the free-mail list of the contract and the database function agree', async () => {
    const rows = await query<{ d: string; free: boolean }>(
      sql`select d, is_free_mail_domain(d) as free from unnest(${`{${[...FREE_MAIL_DOMAINS, 'acme.com', 'gmail.co'].join(',')}}`}::text[]) d`,
    );
    expect(rows.filter((r) => r.free).map((r) => r.d)).toEqual([...FREE_MAIL_DOMAINS]);
    // And nothing the database calls free is missing from the contract: the function's own list.
    const [definition] = await query<{ src: string }>(sql`select prosrc as src from pg_proc where proname = 'is_free_mail_domain'`);
    const listed = /\{([^}]*)\}/.exec(definition!.src)![1]!.split(',');
    expect(listed.sort()).toEqual([...FREE_MAIL_DOMAINS].sort());
  });
});
