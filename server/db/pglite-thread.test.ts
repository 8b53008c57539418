import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgliteThread } from './pglite-thread';

describe('the embedded database on its own thread', () => {
  let dir = '';
  let db: PgliteThread;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-thread-'));
    db = await PgliteThread.open({ dir });
    await db.exec('CREATE TABLE t (id int PRIMARY KEY, at timestamptz NOT NULL DEFAULT now())');
  }, 60_000);

  afterAll(async () => {
    await db?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answers queries as PGlite does: rows as objects or arrays, dates as text when Drizzle asks', async () => {
    await db.query('INSERT INTO t (id) VALUES ($1), ($2)', [1, 2]);
    const objects = await db.query<{ id: number; at: Date }>('SELECT id, at FROM t ORDER BY id');
    expect(objects.rows.map((r) => r.id)).toEqual([1, 2]);
    expect(objects.rows[0]!.at).toBeInstanceOf(Date);
    const arrays = await db.query<unknown[]>('SELECT id, at FROM t ORDER BY id', [], { rowMode: 'array', parsers: {} });
    expect(arrays.rows[0]![0]).toBe(1);
    expect(typeof arrays.rows[0]![1]).toBe('string');
  });

  it('says since when it is busy: an open transaction or an unanswered statement, null when idle', async () => {
    expect(db.busySince()).toBeNull();
    const before = Date.now();
    let during: number | null = null;
    await db.transaction(async (tx) => {
      await tx.query('SELECT 1');
      during = db.busySince(); // between two statements of the transaction
      await tx.query('SELECT pg_sleep(0.05)');
    });
    expect(during).not.toBeNull();
    expect(during!).toBeGreaterThanOrEqual(before);
    const slow = db.query('SELECT pg_sleep(0.05)');
    expect(db.busySince()).not.toBeNull();
    await slow;
    expect(db.busySince()).toBeNull();
  });

  it('keeps PostgreSQL’s error fields (the code a unique violation is recognised by)', async () => {
    const err = await db.query('INSERT INTO t (id) VALUES (1)').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect(err).toMatchObject({ code: '23505', constraint: 't_pkey' });
  });

  it('commits a transaction that succeeds and rolls back one that throws, while others wait', async () => {
    const outside: Promise<unknown>[] = [];
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO t (id) VALUES (10)');
      // A statement from outside waits for the transaction (PGlite has one session): it sees 11.
      outside.push(db.query<{ n: number }>('SELECT count(*)::int AS n FROM t WHERE id = 11'));
      await tx.query('INSERT INTO t (id) VALUES (11)');
    });
    expect(((await outside[0]) as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
    const failed = await db
      .transaction(async (tx) => {
        await tx.query('INSERT INTO t (id) VALUES (20)');
        throw new Error('changed my mind');
      })
      .catch((e: Error) => e.message);
    expect(failed).toBe('changed my mind');
    const rows = await db.query<{ id: number }>('SELECT id FROM t WHERE id >= 10 ORDER BY id');
    expect(rows.rows.map((r) => r.id)).toEqual([10, 11]);
  });

  it('keeps transactions begun back to back apart, their first statements sent before BEGIN is answered', async () => {
    // Both callbacks send their first statement at once; the second transaction must see the first's rows.
    const first = db.transaction(async (tx) => {
      await tx.query('INSERT INTO t (id) VALUES (30)');
      await tx.query('INSERT INTO t (id) VALUES (31)');
    });
    const second = db.transaction(async (tx) => (await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM t WHERE id IN (30, 31)')).rows[0]!.n);
    // A first statement that fails rolls its transaction back, and the thread goes on.
    const failing = db
      .transaction(async (tx) => {
        await tx.query('INSERT INTO t (id) VALUES (32)');
        await tx.query('INSERT INTO t (id) VALUES (30)');
      })
      .catch((e: unknown) => e);
    await first;
    expect(await second).toBe(2);
    expect(await failing).toMatchObject({ code: '23505' });
    const rows = await db.query<{ id: number }>('SELECT id FROM t WHERE id >= 30 ORDER BY id');
    expect(rows.rows.map((r) => r.id)).toEqual([30, 31]);
  });

  it('ends the transaction block a failed statement of its own text left open (pg-boss: BEGIN; …; COMMIT;), so later calls answer', async () => {
    // On a full disk pg-boss's maintenance failed like this, and every later call answered "current transaction is aborted" (issue 40).
    const failed = await db.exec('BEGIN; INSERT INTO t (id) VALUES (40); SELECT 1 / 0; COMMIT;').catch((e: unknown) => e);
    expect(failed).toMatchObject({ code: '22012' });
    const rows = await db.query<{ id: number }>('SELECT id FROM t WHERE id >= 40 ORDER BY id');
    expect(rows.rows).toEqual([]);
    await db.query('INSERT INTO t (id) VALUES (41)');
    await db.transaction(async (tx) => void (await tx.query('INSERT INTO t (id) VALUES (42)')));
    expect((await db.query<{ id: number }>('SELECT id FROM t WHERE id >= 40 ORDER BY id')).rows.map((r) => r.id)).toEqual([41, 42]);
  });

  it('dumps its files as a gzipped tarball', async () => {
    const dump = await db.dumpDataDir();
    const head = new Uint8Array(await dump.slice(0, 2).arrayBuffer());
    expect([...head]).toEqual([0x1f, 0x8b]);
    expect(dump.size).toBeGreaterThan(100_000);
  });

  it('refuses calls once closed, instead of hanging', async () => {
    await db.close();
    await expect(db.query('SELECT 1')).rejects.toThrow(/stopped/);
  });
});
