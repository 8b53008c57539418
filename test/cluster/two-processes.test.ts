import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_SERVER } from './embedded-server';
import { SERVED_BY, startRoundRobinProxy, type RoundRobinProxy } from './round-robin-proxy';
import { freePort } from '../helpers/free-port';

/**
 * Growth beyond one machine: two app processes over one PostgreSQL server and one shared
 * uploads store, behind a round-robin proxy on loopback; every check goes through the proxy's
 * one port. Runs only in the PostgreSQL pass of the suite (TEST_DB=postgres).
 */
const pgUrl = process.env.TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
const ADMIN = { email: 'cluster-admin@example.com', password: 'cluster-password' };

interface AppProcess {
  port: number;
  child: ChildProcess;
  /** Everything the process printed: its request log among it. */
  output: () => string;
}

async function waitForHealth(app: AppProcess) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (app.child.exitCode !== null) throw new Error(`server exited early:\n${app.output()}`);
    try {
      if ((await fetch(`http://127.0.0.1:${app.port}/api/health`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not become healthy:\n${app.output()}`);
}

describe.skipIf(!pgUrl)('two app processes on one PostgreSQL, behind a round-robin proxy', () => {
  const apps: AppProcess[] = [];
  let proxy: RoundRobinProxy | undefined;
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
    const first = await freePort();
    let second = await freePort();
    while (second === first) second = await freePort();
    const ports = [first, second];
    for (const port of ports) {
      let output = '';
      const child = spawn(process.execPath, BUILT_SERVER, {
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
          // One proxy in front: the client is the address it appends to X-Forwarded-For.
          TRUST_PROXY: '1',
          // Info level logs every request: the proof of which process served it.
          LOG_LEVEL: 'info',
          NODE_ENV: 'production',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout!.on('data', (d) => (output += d));
      child.stderr!.on('data', (d) => (output += d));
      apps.push({ port, child, output: () => output });
    }
    // Both start at once: the migration lock lets one migrate while the other waits.
    await Promise.all(apps.map(waitForHealth));
    proxy = await startRoundRobinProxy(ports);
  }, 90_000);

  afterAll(async () => {
    await proxy?.close();
    await Promise.all(
      apps.map(
        ({ child }) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      ),
    );
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName}`).catch(() => undefined);
    await admin.end();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  /** A request through the proxy; answers the response and the port of the process that served it. */
  async function send(pathname: string, init: RequestInit = {}) {
    const res = await fetch(`${proxy!.url}${pathname}`, init);
    return { res, status: res.status, port: Number(res.headers.get(SERVED_BY)) };
  }
  const json = (body: object): RequestInit => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  it('alternates requests between the two processes, as each process’s own request log shows', async () => {
    const probes = Array.from({ length: 4 }, (_, i) => `/api/health?probe=${randomBytes(4).toString('hex')}-${i}`);
    const served: Awaited<ReturnType<typeof send>>[] = [];
    for (const probe of probes) served.push(await send(probe));
    expect(served.map((s) => s.status)).toEqual([200, 200, 200, 200]);
    const [first, second] = served.map((s) => s.port);
    expect(new Set([first, second])).toEqual(new Set(apps.map((a) => a.port)));
    expect(served.map((s) => s.port)).toEqual([first, second, first, second]);
    // Not just the proxy's word: each probe is in the log of the process it named, and only there.
    // The log line is written after the answer is sent (and crosses a pipe), so wait for it.
    for (const [i, probe] of probes.entries()) {
      const server = apps.find((a) => a.port === served[i]!.port)!;
      await expect.poll(() => server.output().includes(probe), { message: `${probe} in the log of :${server.port}`, timeout: 5_000 }).toBe(true);
    }
    for (const [i, probe] of probes.entries()) {
      for (const app of apps) expect(app.output().includes(probe), `${probe} in the log of :${app.port}`).toBe(app.port === served[i]!.port);
    }
  });

  it('a session made on one process works on the other, and a logout on either ends it', async () => {
    const login = await send('/api/auth/login', json(ADMIN));
    expect(login.status).toBe(200);
    const cookie = login.res.headers
      .getSetCookie()
      .find((c) => c.startsWith('sid='))!
      .split(';')[0]!;
    const me = await send('/api/auth/me', { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(me.port).not.toBe(login.port);
    const logout = await send('/api/auth/logout', { method: 'POST', headers: { cookie, origin: proxy!.url } });
    expect(logout.status).toBe(200);
    const after = await send('/api/auth/me', { headers: { cookie } });
    expect(after.status).toBe(401);
    expect(after.port).not.toBe(logout.port);
  });

  it('shares the public-form rate limit across processes, whatever X-Forwarded-For the client forges', async () => {
    const subscribe = () =>
      send('/api/subscriptions', {
        method: 'POST',
        // The proxy appends the real address after this, and only that one is believed.
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
        },
        body: JSON.stringify({ email: `${randomBytes(4).toString('hex')}@example.com` }),
      });
    const results = [];
    for (let i = 0; i < 5; i++) results.push(await subscribe());
    // The limit is 3 per window in total: spread over both processes, then refused on both.
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 429, 429]);
    expect(new Set(results.slice(0, 3).map((r) => r.port)).size).toBe(2);
    expect(new Set(results.slice(3).map((r) => r.port)).size).toBe(2);
  });

  it('an image uploaded through one process is served by the other from shared storage', async () => {
    const login = await send('/api/auth/login', json(ADMIN));
    const { token } = (await login.res.json()) as { token: string };
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'dot.png');
    const up = await send('/api/uploads', { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    expect(up.status).toBe(201);
    const { secure_url } = (await up.res.json()) as { secure_url: string };
    const served = await send(secure_url);
    expect(served.status).toBe(200);
    expect(served.res.headers.get('content-type')).toBe('image/png');
    expect(served.port).not.toBe(up.port);
  });

  it('a post edited through one process is fresh on the other within a second (LISTEN/NOTIFY), not after its cache expires', async () => {
    const login = await send('/api/auth/login', json(ADMIN));
    const { token } = (await login.res.json()) as { token: string };
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const title = `Cluster post ${randomBytes(3).toString('hex')}`;
    const created = await send('/api/blogs/new', { method: 'POST', headers: auth, body: JSON.stringify({ title, content: '<p>One</p>' }) });
    expect(created.status).toBe(201);
    const { _id: id } = (await created.res.json()) as { _id: string };
    // Each process reads the list anonymously and keeps the answer (30 s) in its own cache.
    const titlesOn = async (app: AppProcess) => {
      const res = await fetch(`http://127.0.0.1:${app.port}/api/blogs`);
      return ((await res.json()) as { title: string }[]).map((p) => p.title);
    };
    for (const app of apps) await expect.poll(() => titlesOn(app), { timeout: 5000 }).toContain(title);
    // Edited through one process: the other drops its cached list as soon as PostgreSQL tells it.
    const [writer, reader] = apps as [AppProcess, AppProcess];
    const edited = `${title} (edited)`;
    const t0 = Date.now();
    const put = await fetch(`http://127.0.0.1:${writer.port}/api/blogs/${id}`, {
      method: 'PUT',
      headers: auth,
      body: JSON.stringify({ title: edited, content: '<p>Two</p>' }),
    });
    expect(put.status).toBe(200);
    await expect.poll(() => titlesOn(reader), { timeout: 1000, interval: 25 }).toContain(edited);
    expect(Date.now() - t0).toBeLessThan(1000);
  });

  it('runs each scheduled purge once across both processes, not once per process', async () => {
    const client = new pg.Client({ connectionString: new URL(`/${dbName}`, pgUrl!).toString() });
    await client.connect();
    try {
      const schedules = await client.query(`SELECT name, cron FROM pgboss.schedule ORDER BY name`);
      expect(schedules.rows).toEqual([
        { name: 'blog-schedule-sweep', cron: '* * * * *' },
        { name: 'lead-digest', cron: '0 8 * * 1-5' },
        { name: 'lead-escalation-sweep', cron: '* * * * *' },
        { name: 'purge-expired', cron: '*/15 * * * *' },
        { name: 'purge-old-leads', cron: '17 3 * * *' },
      ]);
      // Both processes asked for the start-up purge: one job per 15-minute window was made (one window,
      // unless the two starts straddled a boundary) and one process ran each.
      const jobs = await client.query(
        `SELECT count(*)::int AS n,
                count(*) FILTER (WHERE singleton_key = 'at-start')::int AS at_start,
                count(DISTINCT singleton_on) FILTER (WHERE singleton_key = 'at-start')::int AS windows
           FROM pgboss.job WHERE name = 'purge-expired'`,
      );
      const { n, at_start, windows } = jobs.rows[0] as { n: number; at_start: number; windows: number };
      expect(at_start).toBe(windows);
      // Every job (a cron run at a quarter hour included) ran in exactly one of the processes.
      const runs = () => apps.map((a) => a.output().split('purged expired sessions').length - 1);
      await expect.poll(() => runs().reduce((x, y) => x + y, 0), { timeout: 10_000 }).toBe(n);
      if (n === 1) expect(runs().sort()).toEqual([0, 1]);
    } finally {
      await client.end();
    }
  });

  it('counts failed sign-ins from both processes toward one lock-out', async () => {
    const attempt = (password: string) => send('/api/auth/login', json({ email: ADMIN.email, password }));
    const failures = [];
    for (let i = 0; i < 10; i++) failures.push(await attempt('wrong-password'));
    expect(failures.map((f) => f.status)).toEqual(Array(10).fill(401));
    expect(new Set(failures.map((f) => f.port)).size).toBe(2);
    const [a, b] = [await attempt(ADMIN.password), await attempt(ADMIN.password)];
    expect([a.status, b.status]).toEqual([429, 429]);
    expect(a.port).not.toBe(b.port);
  });
});
