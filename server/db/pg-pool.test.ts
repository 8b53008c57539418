import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { createResilientPool, type ResilientPool } from './pg-pool';

/** The PostgreSQL pass only (TEST_DB=postgres): a database of its own on the suite's server. */
const pgUrl = inject('pgUrl');

describe.skipIf(!pgUrl)('createResilientPool', () => {
  const name = `pool_test_${randomBytes(5).toString('hex')}`;
  let resilient: ResilientPool;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(pgUrl!);
    url.pathname = `/${name}`;
    resilient = createResilientPool({ connectionString: url.toString(), connectTimeoutMs: 2000, statementTimeoutMs: 1000 });
  });

  afterAll(async () => {
    await resilient.close();
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
  });

  const inUse = () => resilient.pool.totalCount - resilient.pool.idleCount;
  const back = () => expect.poll(() => resilient.breaker.awayForMs(), { timeout: 5000 }).toBeNull();

  it('gives back a connection lost between checkout and BEGIN (Drizzle never releases it), and works on', async () => {
    const db = drizzle(resilient.pool);
    resilient.pool.once('acquire', (client: pg.PoolClient) => {
      (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    });
    await expect(db.transaction(async (tx) => tx.execute(sql`select 1`))).rejects.toThrow();
    await expect.poll(inUse, { timeout: 2000 }).toBe(0);
    await back();
    await expect(db.transaction(async (tx) => tx.execute(sql`select 1 as one`))).resolves.toMatchObject({ rows: [{ one: 1 }] });
    expect(inUse()).toBe(0);
  });

  it('fails a statement at the statement timeout with a code the error handler maps to 503, and keeps the process and pool alive', async () => {
    const db = drizzle(resilient.pool);
    const started = Date.now();
    const err: unknown = await db.execute(sql`select pg_sleep(5)`).catch((e: unknown) => e);
    expect(Date.now() - started).toBeLessThan(2000);
    const codes = [err, (err as { cause?: unknown }).cause].map((e) => (e as { code?: unknown } | undefined)?.code);
    expect(codes).toContain('57014');
    expect(inUse()).toBe(0);
    await expect(db.execute(sql`select 2 as two`)).resolves.toMatchObject({ rows: [{ two: 2 }] });
  });

  it('answers at once while the database is known to be away, and again once it is back', async () => {
    const db = drizzle(resilient.pool);
    // Every session of this database ended by an administrator: the pool's connections see 57P01.
    await db.execute(sql`select 1`);
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1`, [name]);
    await admin.end();
    await expect.poll(() => resilient.breaker.awayForMs() !== null || resilient.pool.totalCount === 0, { timeout: 2000 }).toBe(true);
    await back();
    await expect(db.execute(sql`select 3 as three`)).resolves.toMatchObject({ rows: [{ three: 3 }] });
    expect(inUse()).toBe(0);
  });
});
