import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as pgliteDrizzle } from 'drizzle-orm/pglite';
import { migrate as pgliteMigrate } from 'drizzle-orm/pglite/migrator';
import { drizzle as pgDrizzle } from 'drizzle-orm/node-postgres';
import { migrate as pgMigrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, describe, expect, it, inject } from 'vitest';
import { migrationsFolder } from '../../server/db/client';
import { pgliteExtensions } from '../../server/db/pglite-open';

type Query = <T>(text: string) => Promise<T[]>;

/** A fresh empty database of the run's kind (PGlite, or PostgreSQL with TEST_DB=postgres), migrated by the app's migrator. */
async function emptyDatabase(): Promise<{ query: Query; migrate: (folder: string) => Promise<void>; close: () => Promise<void> }> {
  const pgUrl = inject('pgUrl');
  if (pgUrl) {
    const name = `app_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(pgUrl);
    url.pathname = `/${name}`;
    const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
    return {
      query: async <T>(text: string) => (await pool.query(text)).rows as T[],
      migrate: (folder) => pgMigrate(pgDrizzle(pool), { migrationsFolder: folder }),
      async close() {
        await pool.end();
        await admin.query(`DROP DATABASE IF EXISTS ${name}`);
        await admin.end();
      },
    };
  }
  const client = await PGlite.create({ extensions: pgliteExtensions });
  return {
    query: async <T>(text: string) => (await client.query<T>(text)).rows,
    migrate: (folder) => pgliteMigrate(pgliteDrizzle(client), { migrationsFolder: folder }),
    close: () => client.close(),
  };
}

// Migration 0028 (people and companies, decision 125) on a database that already holds leads: every lead
// gets its person by normalised email and, unless free mail, its company by domain.
describe('migration 0028 (people and companies) on existing leads', async () => {
  const before = await fs.mkdtemp(path.join(os.tmpdir(), 'migrations-0026-'));
  await fs.cp(migrationsFolder(), before, { recursive: true });
  const journalFile = path.join(before, 'meta/_journal.json');
  const journal = JSON.parse(await fs.readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
  await fs.writeFile(journalFile, JSON.stringify({ ...journal, entries: journal.entries.filter((e) => e.tag < '0028') }));

  const db = await emptyDatabase();
  afterAll(async () => {
    await db.close();
    await fs.rm(before, { recursive: true, force: true });
  });
  await db.migrate(before);
  await db.query(`insert into contacts (name, email, phone, service, budget, company, created_at) values
    ('Ann First', ' Ann@Acme.com ', '+1 1', 'S', 'B', '', now() - interval '3 days'),
    ('Ann Again', 'ann@acme.com', '+1 2', 'S', 'B', 'Acme Ltd', now() - interval '2 days'),
    ('Carl', 'carl@ACME.com', '+1 3', 'S', 'B', 'ACME Corporation', now() - interval '1 day'),
    ('Bob', 'bob@gmail.com', '+1 4', 'S', 'B', 'Bob Consulting', now()),
    ('Bob Dotted', 'b.o.b@gmail.com', '+1 5', 'S', 'B', '', now()),
    ('Dana', 'dana@beta.io', '+1 6', 'S', 'B', '', now())`);
  await db.migrate(migrationsFolder());

  it('makes one person per normalised address, named by their first lead, and links every lead', async () => {
    const persons = await db.query<{ email: string; name: string; phone: string; leads: number }>(
      `select p.email, p.name, p.phone, (select count(*)::int from contacts c where c.person_id = p.id) as leads from people p order by p.email collate "C"`,
    );
    expect(persons).toEqual([
      { email: 'ann@acme.com', name: 'Ann First', phone: '+1 1', leads: 2 },
      // Gmail's dots are kept: two addresses, two people (decision 125).
      { email: 'b.o.b@gmail.com', name: 'Bob Dotted', phone: '+1 5', leads: 1 },
      { email: 'bob@gmail.com', name: 'Bob', phone: '+1 4', leads: 1 },
      { email: 'carl@acme.com', name: 'Carl', phone: '+1 3', leads: 1 },
      { email: 'dana@beta.io', name: 'Dana', phone: '+1 6', leads: 1 },
    ]);
    const [orphans] = await db.query<{ n: number }>(`select count(*)::int as n from contacts where person_id is null`);
    expect(orphans!.n).toBe(0);
  });

  it('makes a company per non-free domain, named by the first lead that named it, else the domain', async () => {
    const found = await db.query<{ domain: string; name: string; people: number; leads: number }>(
      `select co.domain, co.name, (select count(*)::int from people p where p.company_id = co.id) as people,
         (select count(*)::int from contacts c where c.company_id = co.id) as leads from companies co order by co.domain collate "C"`,
    );
    expect(found).toEqual([
      { domain: 'acme.com', name: 'Acme Ltd', people: 2, leads: 3 },
      { domain: 'beta.io', name: 'beta.io', people: 1, leads: 1 },
    ]);
    const [free] = await db.query<{ n: number }>(`select count(*)::int as n from contacts where email like '%gmail.com' and company_id is not null`);
    expect(free!.n).toBe(0);
  });

  it('refuses a lead without a person from now on, and gives a new lead its person through the trigger', async () => {
    await db.query(`insert into contacts (name, email, phone, service, budget) values ('Ann Third', 'ANN@acme.com', '+1 7', 'S', 'B')`);
    const [row] = await db.query<{ same: boolean; company: string }>(
      `select c.person_id = (select id from people where email = 'ann@acme.com') as same, co.name as company
         from contacts c join companies co on co.id = c.company_id where c.name = 'Ann Third'`,
    );
    expect(row).toEqual({ same: true, company: 'Acme Ltd' });
    const [column] = await db.query<{ is_nullable: string }>(
      `select is_nullable from information_schema.columns where table_name = 'contacts' and column_name = 'person_id'`,
    );
    expect(column!.is_nullable).toBe('NO');
  });
});
