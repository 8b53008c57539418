import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../server/db/client';
import { pgliteExtensions } from '../../server/db/pglite-open';

// Migration 0026 (analytics_leads, decision 121) on a database that already holds leads: the backfill
// says what the dashboard's raw count said (the SQL is the same on PostgreSQL).
describe('migration 0026 (leads per hour for the dashboard) on existing leads', async () => {
  const before = await fs.mkdtemp(path.join(os.tmpdir(), 'migrations-0025-'));
  await fs.cp(migrationsFolder(), before, { recursive: true });
  const journalFile = path.join(before, 'meta/_journal.json');
  const journal = JSON.parse(await fs.readFile(journalFile, 'utf8')) as { entries: { idx: number }[] };
  await fs.writeFile(journalFile, JSON.stringify({ ...journal, entries: journal.entries.filter((e) => e.idx <= 25) }));

  const client = await PGlite.create({ extensions: pgliteExtensions });
  afterAll(async () => {
    await client.close();
    await fs.rm(before, { recursive: true, force: true });
  });
  await migrate(drizzle(client), { migrationsFolder: before });
  await client.exec(`insert into contacts (name, email, phone, service, budget, status, value, landing_page, referrer, utm_source, created_at)
    select 'Lead ' || i, 'lead' || i || '@example.com', '+1 5550100', 'Data Extraction', '$0 - $500',
      (array['new','won','spam','lost','won'])[1 + i % 5],
      case when i % 4 = 0 then null else i * 10 end,
      (array['', 'https://site.test/', 'https://www.site.test/blogs/a?utm_source=z#x', 'http://site.test'])[1 + i % 4],
      (array['', 'https://www.bing.com/search', 'https://t.co/x'])[1 + i % 3],
      (array['', 'Google', '', 'newsletter', ''])[1 + i % 5],
      now() - (i * 977 || ' seconds')::interval
    from generate_series(1, 300) as i`);
  await migrate(drizzle(client), { migrationsFolder: migrationsFolder() });

  it('fills analytics_leads with every lead but spam, per hour, landing path and source, won and won value', async () => {
    const stored = await client.query(`select hour::text, landing_path, source, leads::text, won::text, won_value::text
      from analytics_leads order by 1, 2, 3`);
    const fromLeads = await client.query(`select date_bin('1 hour', created_at, timestamptz '1970-01-01 00:00:00+00')::text as hour,
        case when landing_page = '' then ''
          else coalesce(nullif(regexp_replace(landing_page, '^[A-Za-z][A-Za-z0-9+.-]*://[^/]+|[?#].*$', '', 'g'), ''), '/') end as landing_path,
        coalesce(nullif(lower(utm_source), ''),
          nullif(regexp_replace(coalesce(substring(referrer from '^[A-Za-z][A-Za-z0-9+.-]*://([^/:?#]+)'), ''), '^www\\.', ''), ''),
          'direct') as source,
        count(*)::text as leads, (count(*) filter (where status = 'won'))::text as won,
        coalesce(sum(value) filter (where status = 'won'), 0)::text as won_value
      from contacts where status <> 'spam' group by 1, 2, 3 order by 1, 2, 3`);
    expect(stored.rows.length).toBeGreaterThan(50);
    expect(stored.rows).toEqual(fromLeads.rows);
    const kinds = await client.query<{ landing_path: string; source: string }>(
      `select distinct landing_path, source from analytics_leads order by 1, 2`,
    );
    expect(new Set(kinds.rows.map((r) => r.landing_path))).toEqual(new Set(['', '/', '/blogs/a']));
    expect(new Set(kinds.rows.map((r) => r.source))).toEqual(new Set(['direct', 'bing.com', 't.co', 'google', 'newsletter']));
  });

  it('keeps counting after the migration: a lead won, then marked spam', async () => {
    const total = async () => (await client.query<{ n: number }>(`select coalesce(sum(leads), 0)::int as n from analytics_leads`)).rows[0]!.n;
    const n = await total();
    await client.exec(`update contacts set status = 'spam' where email = 'lead1@example.com'`);
    expect(await total()).toBe(n - 1);
  });
});
