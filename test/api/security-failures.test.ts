import fs from 'node:fs/promises';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../server/db/client';
import { createLogger } from '../../server/logger';
import { buildTestApp } from '../helpers/app';
import { expectErrorShape, imageBuffer, listFiles, multipart, validContact } from '../helpers/fixtures';

/** Everything the app logs, as text. */
function memoryLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { logger: createLogger('info', stream), text: () => lines.join('') };
}

/** Makes inserts into a table fail as on a full disk (SQLSTATE 53100), on PGlite and PostgreSQL alike. */
async function fillDisk(db: Db, table: string) {
  await db.execute(
    sql.raw(`create or replace function disk_full() returns trigger language plpgsql as $$
      begin raise exception 'could not extend file "base/1/2": No space left on device' using errcode = '53100'; end $$`),
  );
  await db.execute(sql.raw(`create trigger ${table}_disk_full before insert or update on ${table} for each row execute function disk_full()`));
}
async function freeDisk(db: Db, table: string) {
  await db.execute(sql.raw(`drop trigger if exists ${table}_disk_full on ${table}`));
}

describe('when the database cannot write', async () => {
  const log = memoryLog();
  const { app, database, loginAs } = await buildTestApp({}, { logger: log.logger });
  const admin = await loginAs('admin');

  it('/api/health answers 503 (a heartbeat write), and {"status":"ok"} again once it can', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok' });
    // The answer is at most one fresh heartbeat old (0.5 s), so it turns within about a second.
    const health = () => app.inject({ method: 'GET', url: '/api/health' });
    await fillDisk(database.db, 'heartbeat');
    try {
      await expect.poll(async () => (await health()).statusCode, { timeout: 3000, interval: 100 }).toBe(503);
      const res = await health();
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable', message: 'Database unavailable' });
      expect(res.headers['cache-control']).toBe('no-store');
    } finally {
      await freeDisk(database.db, 'heartbeat');
    }
    await expect.poll(async () => (await health()).statusCode, { timeout: 3000, interval: 100 }).toBe(200);
    expect((await health()).json()).toEqual({ status: 'ok' });
  });

  it('a form post answers 503 with Retry-After and a clear message, and the log holds the query, never the lead', async () => {
    const lead = validContact({ name: 'Grace Hopperlead', phone: '+44 20 7946 0321', message: 'Secret project codename BLUEFIN' });
    await fillDisk(database.db, 'contacts');
    try {
      const res = await app.inject({ method: 'POST', url: '/api/contacts', payload: lead });
      expect(res.statusCode).toBe(503);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(expectErrorShape(res).message).toBe('We cannot save this right now. Please try again in a few minutes.');
    } finally {
      await freeDisk(database.db, 'contacts');
    }
    const text = log.text();
    expect(text).toMatch(/insert into \\"contacts\\"/);
    expect(text).toMatch(/"paramCount":\d+/);
    for (const secret of [lead.name, lead.email, lead.phone, lead.message]) expect(text).not.toContain(secret);
  });

  it('a failed user insert logs no password hash and no address', async () => {
    await fillDisk(database.db, 'users');
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/api/admin/users',
        headers: admin.bearerHeaders,
        payload: { name: 'Hash Victim', email: 'hash-victim@example.com', password: 'amber-otter-92', role: 'user' },
      });
      expect(res.statusCode).toBe(503);
    } finally {
      await freeDisk(database.db, 'users');
    }
    const text = log.text();
    expect(text).toMatch(/insert into \\"users\\"/);
    expect(text).not.toMatch(/\$argon2/);
    expect(text).not.toContain('hash-victim@example.com');
    expect(text).not.toContain('amber-otter-92');
  });

  it('never logs cookies, authorization headers or bodies', async () => {
    await app.inject({ method: 'GET', url: '/api/auth/me', headers: { ...admin.bearerHeaders, cookie: admin.cookie } });
    const text = log.text();
    expect(text).not.toContain(admin.token);
    expect(text).not.toContain(admin.cookie.split('=')[1]!);
  });
});

describe('a failed upload leaves nothing behind', async () => {
  const { app, uploadsDir, loginAs } = await buildTestApp();
  const staff = await loginAs('user');
  afterEach(() => vi.restoreAllMocks());

  it('after ENOSPC on write: 503, and no temporary file under uploads', async () => {
    const realWrite = fs.writeFile;
    // What a full disk does: the file is created, then the write fails.
    vi.spyOn(fs, 'writeFile').mockImplementation(async (file) => {
      await realWrite(file as string, '');
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    });
    const body = multipart([{ filename: 'a.png', contentType: 'image/png', data: await imageBuffer('png') }]);
    const res = await app.inject({
      method: 'POST',
      url: '/api/uploads',
      payload: body.payload,
      headers: { ...body.headers, ...staff.bearerHeaders },
    });
    expect(res.statusCode).toBe(503);
    expectErrorShape(res);
    expect(await listFiles(uploadsDir)).toEqual([]);
  });
});
