import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../server/db/client';
import { pgliteExtensions } from '../../server/db/pglite-open';

// Migration 0016's backfills on a database that already holds people, posts, leads, audit entries and sessions
// (the SQL is the same on PostgreSQL).
describe('migration 0016 (roles and sign-in) on existing data', async () => {
  const before = await fs.mkdtemp(path.join(os.tmpdir(), 'migrations-0015-'));
  await fs.cp(migrationsFolder(), before, { recursive: true });
  const journalFile = path.join(before, 'meta/_journal.json');
  const journal = JSON.parse(await fs.readFile(journalFile, 'utf8')) as { entries: { idx: number }[] };
  await fs.writeFile(journalFile, JSON.stringify({ ...journal, entries: journal.entries.filter((e) => e.idx <= 15) }));

  const client = await PGlite.create({ extensions: pgliteExtensions });
  afterAll(async () => {
    await client.close();
    await fs.rm(before, { recursive: true, force: true });
  });
  await migrate(drizzle(client), { migrationsFolder: before });

  const ann = '00000000-0000-4000-8000-0000000000a1';
  const post = '00000000-0000-4000-8000-0000000000b1';
  const lead = '00000000-0000-4000-8000-0000000000c1';
  const gonePost = '00000000-0000-4000-8000-0000000000b9';
  await client.query(`insert into users (id, name, email, role) values ($1, 'Ann Lee', 'ann@example.com', 'admin')`, [ann]);
  await client.query(`insert into blogs (id, slug, title, author, author_id) values ($1, 'pricing', 'Pricing page rewrite', 'Ann Lee', $2)`, [
    post,
    ann,
  ]);
  await client.query(
    `insert into contacts (id, name, email, phone, service, budget) values ($1, 'Erin Visitor', 'erin@example.com', '', 'web', '1k')`,
    [lead],
  );
  const entry = (id: number, at: string, action: string, type: string, target: string, details = '{}') =>
    client.query(
      `insert into audit_events (id, at, actor_id, actor_email, action, target_type, target_id, details) values ($1, $2, $3, 'ann@example.com', $4, $5, $6, $7)`,
      [`00000000-0000-7000-8000-${String(id).padStart(12, '0')}`, at, ann, action, type, target, details],
    );
  await entry(1, '2026-11-01T08:00:00Z', 'auth.signed_in', 'user', ann);
  await entry(2, '2026-11-02T08:00:00Z', 'auth.signed_in', 'user', ann);
  await entry(3, '2026-11-02T09:00:00Z', 'post.updated', 'post', post);
  await entry(4, '2026-11-02T10:00:00Z', 'lead.updated', 'lead', lead);
  await entry(5, '2026-11-02T11:00:00Z', 'post.deleted', 'post', gonePost, '{"title":"Old news"}');
  await client.query(
    `insert into sessions (user_id, token_hash, expires_at, created_at) values ($1, 'h1', now() + interval '1 day', '2026-11-02T08:00:00Z')`,
    [ann],
  );

  await migrate(drizzle(client), { migrationsFolder: migrationsFolder() });
  const rows = async <T>(query: string) => (await client.query<T>(query)).rows;

  it('names the actor and the target of existing entries; a deleted post keeps the title its entry held', async () => {
    const got = await rows<{ action: string; actor_name: string; target_label: string }>(
      `select action, actor_name, target_label from audit_events order by id`,
    );
    expect(got).toEqual([
      { action: 'auth.signed_in', actor_name: 'Ann Lee', target_label: 'Ann Lee' },
      { action: 'auth.signed_in', actor_name: 'Ann Lee', target_label: 'Ann Lee' },
      { action: 'post.updated', actor_name: 'Ann Lee', target_label: 'Pricing page rewrite' },
      { action: 'lead.updated', actor_name: 'Ann Lee', target_label: 'Erin Visitor' },
      { action: 'post.deleted', actor_name: 'Ann Lee', target_label: 'Old news' },
    ]);
  });

  it('takes the last sign-in from the log, and makes open sessions confirm again before a sensitive action', async () => {
    const [user] = await rows<{ last_sign_in_at: Date }>(`select last_sign_in_at from users`);
    expect(user!.last_sign_in_at).toEqual(new Date('2026-11-02T08:00:00Z'));
    const [session] = await rows<{ reauth_at: Date; created_at: Date }>(`select reauth_at, created_at from sessions`);
    expect(session!.reauth_at).toEqual(session!.created_at);
  });
});
