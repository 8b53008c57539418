import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../server/db/client';
import { pgliteExtensions } from '../../server/db/pglite-open';

// Migration 0035 (lead_search keeps spam and created_at, decision 131) on a database that already holds
// leads: every row is filled from its lead, the trigram index is back, and the triggers keep both after.
describe('migration 0035 (lead_search state) on existing leads', async () => {
  const before = await fs.mkdtemp(path.join(os.tmpdir(), 'migrations-0034-'));
  await fs.cp(migrationsFolder(), before, { recursive: true });
  const journalFile = path.join(before, 'meta/_journal.json');
  const journal = JSON.parse(await fs.readFile(journalFile, 'utf8')) as { entries: { idx: number }[] };
  await fs.writeFile(journalFile, JSON.stringify({ ...journal, entries: journal.entries.filter((e) => e.idx <= 34) }));

  const client = await PGlite.create({ extensions: pgliteExtensions });
  afterAll(async () => {
    await client.close();
    await fs.rm(before, { recursive: true, force: true });
  });
  await migrate(drizzle(client), { migrationsFolder: before });
  await client.exec(`insert into contacts (name, email, phone, service, budget, message, status, created_at)
    select 'Lead ' || i, 'lead' || i || '@example.com', '+1 5550100', 'Data Extraction', '$0 - $500', 'prices of shops',
      (array['new','spam','won','contacted'])[1 + i % 4], now() - (i * 977 || ' seconds')::interval
    from generate_series(1, 200) as i`);
  await migrate(drizzle(client), { migrationsFolder: migrationsFolder() });

  const mismatches = async () =>
    (
      await client.query<{ n: number }>(`select count(*)::int as n from contacts c full join lead_search s on s.contact_id = c.id
        where s.contact_id is null or c.id is null or s.spam <> (c.status = 'spam') or s.created_at <> c.created_at`)
    ).rows[0]!.n;

  it('fills spam and created_at from each lead, and rebuilds the trigram index', async () => {
    expect((await client.query<{ n: number }>(`select count(*)::int as n from lead_search where spam`)).rows[0]!.n).toBe(50);
    expect(await mismatches()).toBe(0);
    const index = await client.query(`select indexdef from pg_indexes where indexname = 'lead_search_doc_trgm_idx'`);
    expect(index.rows).toHaveLength(1);
  });

  it('keeps them after: leads added, marked spam and back, an arrival moved; other changes leave lead_search alone', async () => {
    await client.exec(`insert into contacts (name, email, phone, service, budget, status) values
      ('Late One', 'late@example.com', '+1 5550100', 'Data Extraction', '$0 - $500', 'spam'),
      ('Late Two', 'late2@example.com', '+1 5550100', 'Data Extraction', '$0 - $500', 'new')`);
    await client.exec(`update contacts set status = 'spam' where status = 'won'`);
    await client.exec(`update contacts set status = 'lost' where name in ('Lead 1', 'Late One')`);
    await client.exec(`update contacts set created_at = created_at - interval '3 days' where name like 'Lead 1%'`);
    expect(await mismatches()).toBe(0);
    const xmin = `select s.xmin::text as xmin from lead_search s join contacts c on c.id = s.contact_id where c.name = 'Lead 4'`;
    const was = (await client.query<{ xmin: string }>(xmin)).rows[0]!.xmin;
    await client.exec(`update contacts set status = 'contacted', owner_id = null where name = 'Lead 4'`);
    expect((await client.query<{ xmin: string }>(xmin)).rows[0]!.xmin).toBe(was);
  });
});
