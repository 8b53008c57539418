import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../server/db/client';
import { pgliteExtensions } from '../../server/db/pglite-open';

// Migration 0015's hand-written part on a database that already holds posts (the SQL is the same on PostgreSQL).
describe('migration 0015 (writers desk) on existing posts', async () => {
  const before = await fs.mkdtemp(path.join(os.tmpdir(), 'migrations-0014-'));
  await fs.cp(migrationsFolder(), before, { recursive: true });
  const journalFile = path.join(before, 'meta/_journal.json');
  const journal = JSON.parse(await fs.readFile(journalFile, 'utf8')) as { entries: { idx: number }[] };
  await fs.writeFile(journalFile, JSON.stringify({ ...journal, entries: journal.entries.filter((e) => e.idx <= 14) }));

  const client = await PGlite.create({ extensions: pgliteExtensions });
  afterAll(async () => {
    await client.close();
    await fs.rm(before, { recursive: true, force: true });
  });
  await migrate(drizzle(client), { migrationsFolder: before });

  const live = '00000000-0000-4000-8000-0000000000b1';
  const draft = '00000000-0000-4000-8000-0000000000b2';
  const post = (id: string, slug: string, published: boolean, at: string) =>
    client.query(
      `insert into blogs (id, slug, title, content, excerpt, tags, author, is_published, created_at, updated_at)
       values ($1, $2, $3, '<p>Scrapers run nightly</p>', 'A short summary', '{Web Scraping,Data}', 'Ada', $4, $5, $5)`,
      [id, slug, `Title of ${slug}`, published, at],
    );
  await post(live, 'live-post', true, '2026-10-01T09:00:00Z');
  await post(draft, 'draft-post', false, '2026-10-02T09:00:00Z');

  await migrate(drizzle(client), { migrationsFolder: migrationsFolder() });
  const rows = async <T>(query: string) => (await client.query<T>(query)).rows;

  it('turns the flag into states: published posts dated by their creation, drafts undated', async () => {
    const got = await rows<{ id: string; status: string; published_at: Date | null; publish_at: Date | null; version: number }>(
      `select id, status, published_at, publish_at, version from blogs order by id`,
    );
    expect(got).toEqual([
      { id: live, status: 'published', published_at: new Date('2026-10-01T09:00:00Z'), publish_at: null, version: 1 },
      { id: draft, status: 'draft', published_at: null, publish_at: null, version: 1 },
    ]);
    const columns = await rows<{ column_name: string }>(`select column_name from information_schema.columns where table_name = 'blogs'`);
    expect(columns.map((c) => c.column_name)).not.toContain('is_published');
  });

  it('gives every post one revision of what it holds, credited to its author', async () => {
    const got = await rows<{ blog_id: string; kind: string; title: string; actor_name: string; settings: Record<string, unknown> }>(
      `select blog_id, kind, title, actor_name, settings from blog_revisions order by blog_id`,
    );
    expect(got).toHaveLength(2);
    expect(got[0]).toMatchObject({ blog_id: live, kind: 'published', title: 'Title of live-post', actor_name: 'Ada' });
    expect(got[0]!.settings).toMatchObject({ slug: 'live-post', status: 'published', tags: ['Web Scraping', 'Data'], excerpt: '' });
    expect(got[1]).toMatchObject({ blog_id: draft, kind: 'draft' });
  });

  it('keeps the states consistent: a published post needs a date, a scheduled one its time', async () => {
    await expect(client.query(`update blogs set published_at = null where id = $1`, [live])).rejects.toThrow(/blogs_published_at_check/);
    await expect(client.query(`update blogs set status = 'scheduled' where id = $1`, [draft])).rejects.toThrow(/blogs_publish_at_check/);
    await expect(client.query(`update blogs set status = 'gone' where id = $1`, [draft])).rejects.toThrow(/blogs_status_check/);
    const [bare] = await rows<{ status: string }>(`insert into blogs (slug, title) values ('bare', 'Bare') returning status`);
    expect(bare!.status).toBe('draft');
  });

  it('indexes title, tags and excerpt for search as soon as it runs (the body once derived)', async () => {
    const hit = await rows<{ id: string }>(`select id from blogs where search @@ websearch_to_tsquery('english', 'scraping') order by id`);
    expect(hit.map((r) => r.id)).toEqual([live, draft]);
    const body = await rows<{ id: string }>(`select id from blogs where search @@ websearch_to_tsquery('english', 'nightly')`);
    expect(body).toEqual([]);
  });
});
