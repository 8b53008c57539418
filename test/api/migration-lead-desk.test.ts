import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../server/db/client';
import { pgliteExtensions } from '../../server/db/pglite-open';

// Migration 0014's hand-written part on a database that already holds leads (the SQL is the same on PostgreSQL).
describe('migration 0014 (lead desk) on existing leads', async () => {
  const before = await fs.mkdtemp(path.join(os.tmpdir(), 'migrations-0013-'));
  await fs.cp(migrationsFolder(), before, { recursive: true });
  const journalFile = path.join(before, 'meta/_journal.json');
  const journal = JSON.parse(await fs.readFile(journalFile, 'utf8')) as { entries: { idx: number }[] };
  await fs.writeFile(journalFile, JSON.stringify({ ...journal, entries: journal.entries.filter((e) => e.idx <= 13) }));

  const client = await PGlite.create({ extensions: pgliteExtensions });
  afterAll(async () => {
    await client.close();
    await fs.rm(before, { recursive: true, force: true });
  });
  await migrate(drizzle(client), { migrationsFolder: before });

  const lead = (id: string, status: string, extra = '') =>
    client.query(
      `insert into contacts (id, name, email, phone, service, budget, status, message) values ($1, $2, $3, '+974 4412 3456', 'Web Scraping', '$0 - $500', $4, $5)`,
      [id, `Lead ${id.slice(-2)}`, `${id.slice(-2)}@acmecorp.io`, status, extra],
    );
  const event = (leadId: string, from: string, to: string, who: string, at: string) =>
    client.query(`insert into lead_history (contact_id, kind, from_value, to_value, actor_name, created_at) values ($1, 'status', $2, $3, $4, $5)`, [
      leadId,
      from,
      to,
      who,
      at,
    ]);
  const answered = '00000000-0000-4000-8000-0000000000a1';
  const waiting = '00000000-0000-4000-8000-0000000000a2';
  const spammed = '00000000-0000-4000-8000-0000000000a3';
  const reopened = '00000000-0000-4000-8000-0000000000a4';
  await lead(answered, 'qualified', 'wants a price list');
  await lead(waiting, 'new');
  await lead(spammed, 'spam');
  await lead(reopened, 'new');
  await event(answered, 'new', 'spam', 'Sam', '2026-11-01T10:00:00Z');
  await event(answered, 'spam', 'new', 'Sam', '2026-11-01T11:00:00Z');
  await event(answered, 'new', 'contacted', 'Alex', '2026-11-01T12:00:00Z');
  await event(answered, 'contacted', 'qualified', 'Sam', '2026-11-02T09:00:00Z');
  await event(spammed, 'new', 'spam', 'Sam', '2026-11-03T09:00:00Z');
  await event(reopened, 'new', 'lost', 'Kim', '2026-11-04T09:00:00Z');
  await event(reopened, 'lost', 'new', 'Kim', '2026-11-05T09:00:00Z');

  await migrate(drizzle(client), { migrationsFolder: migrationsFolder() });
  const rows = async <T>(query: string) => (await client.query<T>(query)).rows;

  it('backfills the first response from the history: the first move out of new, not to spam', async () => {
    const got = await rows<{ id: string; at: Date | null; who: string }>(
      `select id, first_response_at as at, first_response_by_name as who from contacts order by id`,
    );
    expect(got.map((r) => [r.id, r.at?.toISOString() ?? null, r.who])).toEqual([
      [answered, '2026-11-01T12:00:00.000Z', 'Alex'],
      [waiting, null, ''],
      [spammed, null, ''],
      [reopened, '2026-11-04T09:00:00.000Z', 'Kim'],
    ]);
  });

  it('counts the leads already waiting as escalated, so the upgrade sends no flood of escalation mail', async () => {
    const got = await rows<{ id: string }>(`select id from contacts where escalated_at is not null order by id`);
    expect(got.map((r) => r.id)).toEqual([waiting]);
  });

  it('gives every lead its reference and search text, and keeps the text up to date without touching it on status changes', async () => {
    const [ref] = await rows<{ reference: string }>(`select reference from contacts where id = '${answered}'`);
    expect(ref!.reference).toBe('L-0000-0000-00A1');
    const docs = await rows<{ doc: string }>(`select doc from lead_search where contact_id = '${answered}'`);
    expect(docs[0]!.doc).toBe('lead a1 a1@acmecorp.io  l-0000-0000-00a1 +974 4412 3456 wants a price list');
    expect((await rows(`select 1 from lead_search`)).length).toBe(4);

    await client.query(`update contacts set company = 'Acme Corp' where id = '${answered}'`);
    const [edited] = await rows<{ doc: string }>(`select doc from lead_search where contact_id = '${answered}'`);
    expect(edited!.doc).toContain('acme corp');
    const hits = await rows<{ contact_id: string }>(`select contact_id from lead_search where doc ilike '%acme corp%'`);
    expect(hits.map((h) => h.contact_id)).toEqual([answered]);

    await client.query(`delete from contacts where id = '${spammed}'`);
    expect((await rows(`select 1 from lead_search`)).length).toBe(3);
  });
});
