import fs from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { startApp } from '../../server/startup/start-app';
import { createLocalStorage } from '../../server/storage/local';
import { buildTestApp, testConfig } from '../helpers/app';
import { createTestDatabase } from '../helpers/db';
import { validContact } from '../helpers/fixtures';

describe('GET /api/health', async () => {
  const { app, database } = await buildTestApp();

  it('answers ok once the database is ready', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers at once while the database is busy, from a heartbeat at most a few seconds old', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 600));
    // A transaction that holds the embedded database's only connection for 1.5 s (on PostgreSQL, one of the pool's).
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const busy = database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await held;
    });
    const timer = setTimeout(release, 1500);
    try {
      const started = performance.now();
      const res = await app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(200);
      expect(performance.now() - started).toBeLessThan(500);
    } finally {
      clearTimeout(timer);
      release();
      await busy;
    }
  });

  it('answers unknown API paths with the JSON error shape', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'No such API endpoint' });
  });

  it('serves the OpenAPI document', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/contacts', '/api/blogs/new', '/api/auth/login', '/api/uploads']));
  });

  it('answers 503 {status: "unavailable", message} when the database does not answer', async () => {
    const database = await createTestDatabase();
    const dir = `/tmp/uploads-health-${process.pid}`;
    const broken = await buildApp({ config: testConfig, db: database.db, storage: createLocalStorage(dir) });
    await startApp(broken);
    // The job workers stop first: one that fetched a job as the database closed would record its
    // failure into the closed database, and pg-boss does not await that record (an unhandled rejection).
    await broken.jobs.stop();
    await database.close();
    try {
      const res = await broken.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({ status: 'unavailable', message: 'Database unavailable' });
    } finally {
      await broken.close();
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});

describe('GET /api/health after a write the database refused (embedded database on a full disk)', async () => {
  // The heartbeat (a one-row update) can succeed on a full disk while every new lead fails: a
  // trigger stands in for the disk, refusing new leads with PostgreSQL's disk_full error (53100).
  const { app, database } = await buildTestApp({}, { health: { trackWriteFailures: true } });
  const post = () => app.inject({ method: 'POST', url: '/api/contacts', payload: validContact() });
  const health = () => app.inject({ method: 'GET', url: '/api/health' });

  it('answers 503 while the last write failed, and 200 again once a write succeeds', async () => {
    expect((await health()).statusCode).toBe(200);
    await database.db.execute(sql`CREATE FUNCTION refuse_lead() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'could not extend file: No space left on device' USING ERRCODE = 'disk_full'; END $$`);
    await database.db.execute(sql`CREATE TRIGGER disk_full BEFORE INSERT ON contacts FOR EACH ROW EXECUTE FUNCTION refuse_lead()`);
    const refused = await post();
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ message: expect.any(String) });
    const down = await health();
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ status: 'unavailable', message: 'Database unavailable' });

    await database.db.execute(sql`DROP TRIGGER disk_full ON contacts`);
    expect((await health()).statusCode).toBe(503);
    expect((await post()).statusCode).toBe(201);
    expect((await health()).statusCode).toBe(200);
    // The accepted lead's notification job has run before the app closes (none left in flight). The
    // scheduled sweeps' runs (the post scheduler's every minute, pg-boss's own timekeeping) come and go.
    const pending = sql`SELECT count(*) AS n FROM pgboss.job WHERE state IN ('created', 'retry', 'active')
      AND name NOT LIKE '\_\_pgboss%' AND name NOT IN (SELECT name FROM pgboss.schedule)`;
    const count = async () => Number(((await database.db.execute(pending)) as unknown as { rows: { n: unknown }[] }).rows[0]?.n);
    await expect.poll(count, { timeout: 10_000 }).toBe(0);
  });
});
