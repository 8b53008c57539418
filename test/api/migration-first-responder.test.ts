import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../server/db/client';
import { pgliteExtensions } from '../../server/db/pglite-open';

// Migration 0030's hand-written part (decision 124) on a database that already holds answered leads
// (the SQL is the same on PostgreSQL).
describe('migration 0030 (first responder) on existing leads', async () => {
  const before = await fs.mkdtemp(path.join(os.tmpdir(), 'migrations-0030-'));
  await fs.cp(migrationsFolder(), before, { recursive: true });
  const journalFile = path.join(before, 'meta/_journal.json');
  const journal = JSON.parse(await fs.readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
  await fs.writeFile(journalFile, JSON.stringify({ ...journal, entries: journal.entries.filter((e) => e.tag < '0030') }));

  const client = await PGlite.create({ extensions: pgliteExtensions });
  afterAll(async () => {
    await client.close();
    await fs.rm(before, { recursive: true, force: true });
  });
  await migrate(drizzle(client), { migrationsFolder: before });

  const user = (id: string, name: string) =>
    client.query(`insert into users (id, name, email) values ($1, $2, $3)`, [id, name, `${id.slice(-2)}@site.test`]);
  const lead = (id: string, at: string | null, who: string) =>
    client.query(
      `insert into contacts (id, name, email, phone, service, budget, status, first_response_at, first_response_by_name)
       values ($1, 'Lead', $2, '+974 4412 3456', 'Web Scraping', '$0 - $500', $3, $4, $5)`,
      [id, `${id.slice(-2)}@acmecorp.io`, at ? 'contacted' : 'new', at, who],
    );
  const sam = '00000000-0000-4000-8000-0000000000b1';
  const kim = '00000000-0000-4000-8000-0000000000b2';
  const twinA = '00000000-0000-4000-8000-0000000000b3';
  const twinB = '00000000-0000-4000-8000-0000000000b4';
  await user(sam, 'Sam Seller');
  await user(kim, 'Kim Keller');
  await user(twinA, 'Pat Twin');
  await user(twinB, 'Pat Twin');

  const named = '00000000-0000-4000-8000-0000000000a1';
  const gone = '00000000-0000-4000-8000-0000000000a2';
  const twins = '00000000-0000-4000-8000-0000000000a3';
  const bulk = '00000000-0000-4000-8000-0000000000a4';
  const waiting = '00000000-0000-4000-8000-0000000000a5';
  const system = '00000000-0000-4000-8000-0000000000a6';
  await lead(named, '2026-11-01T10:00:00Z', 'Sam Seller');
  await lead(gone, '2026-11-01T11:00:00Z', 'Lee Left');
  await lead(twins, '2026-11-01T12:00:00Z', 'Pat Twin');
  // A bulk move stamped the time only; its history line, same instant, names Kim.
  await lead(bulk, '2026-11-02T09:00:00Z', '');
  await client.query(
    `insert into lead_history (contact_id, kind, from_value, to_value, actor_id, actor_name, created_at)
     values ($1, 'status', 'new', 'contacted', $2, 'Kim Keller', '2026-11-02T09:00:00Z'),
            ($1, 'status', 'contacted', 'qualified', $3, 'Sam Seller', '2026-11-03T09:00:00Z')`,
    [bulk, kim, sam],
  );
  await lead(waiting, null, '');
  await lead(system, '2026-11-04T09:00:00Z', 'System');

  await migrate(drizzle(client), { migrationsFolder: migrationsFolder() });

  it('credits the user of that name, else the person of the bulk move, else nobody known; names stay', async () => {
    const got = await client.query<{ id: string; by: string | null; who: string }>(
      `select id, first_response_by as by, first_response_by_name as who from contacts order by id`,
    );
    expect(got.rows.map((r) => [r.id, r.by, r.who])).toEqual([
      [named, sam, 'Sam Seller'],
      [gone, null, 'Lee Left'],
      [twins, null, 'Pat Twin'],
      [bulk, kim, 'Kim Keller'],
      [waiting, null, ''],
      [system, null, 'System'],
    ]);
  });

  it('a user deleted later leaves the credit unknown and keeps the name', async () => {
    await client.query(`delete from users where id = $1`, [sam]);
    const got = await client.query<{ by: string | null; who: string }>(
      `select first_response_by as by, first_response_by_name as who from contacts where id = $1`,
      [named],
    );
    expect(got.rows).toEqual([{ by: null, who: 'Sam Seller' }]);
  });
});
