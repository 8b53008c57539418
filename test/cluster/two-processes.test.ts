import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Growth beyond one machine: two app processes over one PostgreSQL server and one shared
 * uploads store. Runs only in the PostgreSQL pass of the suite (TEST_DB=postgres).
 */
const pgUrl = process.env.TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
const ADMIN = { email: 'cluster-admin@example.com', password: 'cluster-password' };

async function waitForHealth(base: string, child: ChildProcess, log: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log()}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not become healthy:\n${log()}`);
}

describe.skipIf(!pgUrl)('two app processes on one PostgreSQL', () => {
  const children: ChildProcess[] = [];
  const bases: string[] = [];
  let dbName = '';
  let dataDir = '';

  beforeAll(async () => {
    dbName = `cluster_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    const url = new URL(pgUrl!);
    url.pathname = `/${dbName}`;
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cluster-data-'));
    const ports = [41000 + Math.floor(Math.random() * 2000), 43500 + Math.floor(Math.random() * 2000)];
    // Both start at once: the migration lock lets one migrate while the other waits.
    await Promise.all(
      ports.map(async (port) => {
        let output = '';
        const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
          env: {
            ...process.env,
            PORT: String(port),
            HOST: '127.0.0.1',
            DATABASE_URL: url.toString(),
            DATA_DIR: dataDir,
            BUILD_DIR: path.join(dataDir, 'no-web-build'),
            ADMIN_EMAIL: ADMIN.email,
            ADMIN_PASSWORD: ADMIN.password,
            RATE_LIMIT_FORMS_MAX: '3',
            LOG_LEVEL: 'warn',
            NODE_ENV: 'production',
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        child.stdout!.on('data', (d) => (output += d));
        child.stderr!.on('data', (d) => (output += d));
        children.push(child);
        const base = `http://127.0.0.1:${port}`;
        await waitForHealth(base, child, () => output);
        bases.push(base);
      }),
    );
  }, 90_000);

  afterAll(async () => {
    await Promise.all(
      children.map(
        (c) =>
          new Promise<void>((resolve) => {
            if (c.exitCode !== null) return resolve();
            c.once('exit', () => resolve());
            c.kill('SIGTERM');
          }),
      ),
    );
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName}`).catch(() => undefined);
    await admin.end();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  const [a, b] = [() => bases[0]!, () => bases[1]!];

  async function login(base: string) {
    const res = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    expect(res.status).toBe(200);
    const cookie = res.headers
      .getSetCookie()
      .find((c) => c.startsWith('sid='))!
      .split(';')[0]!;
    return { cookie, token: ((await res.json()) as { token: string }).token };
  }

  it('a session made on one process works on the other, and a logout on either ends it', async () => {
    const { cookie } = await login(a());
    expect((await fetch(`${b()}/api/auth/me`, { headers: { cookie } })).status).toBe(200);
    expect((await fetch(`${b()}/api/auth/logout`, { method: 'POST', headers: { cookie, origin: b() } })).status).toBe(200);
    expect((await fetch(`${a()}/api/auth/me`, { headers: { cookie } })).status).toBe(401);
  });

  it('shares the public-form rate limit across processes', async () => {
    const send = (base: string) =>
      fetch(`${base}/api/subscriptions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `${randomBytes(4).toString('hex')}@example.com` }),
      }).then((r) => r.status);
    // Limit is 3 per window in total: two on A and one on B use it up, so the next on either is refused.
    expect([await send(a()), await send(a()), await send(b())]).toEqual([201, 201, 201]);
    expect(await send(b())).toBe(429);
    expect(await send(a())).toBe(429);
  });

  it('an image uploaded through one process is served by the other from shared storage', async () => {
    const { token } = await login(a());
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'dot.png');
    const up = await fetch(`${a()}/api/uploads`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    expect(up.status).toBe(201);
    const { secure_url } = (await up.json()) as { secure_url: string };
    const served = await fetch(b() + secure_url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
  });

  it('counts failed sign-ins from both processes toward one lock-out', async () => {
    const attempt = (base: string, password: string) =>
      fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: ADMIN.email, password }),
      }).then((r) => r.status);
    for (let i = 0; i < 10; i++) expect(await attempt(i % 2 ? a() : b(), 'wrong-password')).toBe(401);
    expect(await attempt(a(), ADMIN.password)).toBe(429);
    expect(await attempt(b(), ADMIN.password)).toBe(429);
  });
});
