import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresBinDir, startPgCluster, type PgCluster } from '../../bench/lib/pg-cluster.mjs';
import { startEmbeddedServer, stopServer, waitForHealth, type EmbeddedServer } from '../cluster/embedded-server';
import { backForGood, firstDown, startTraffic, type Lead, type Traffic } from './traffic';
import { startSwitchableSmtp, type SwitchableSmtp } from './switchable-smtp';
import { freePort } from '../helpers/free-port';

/**
 * The database's faults under a stream of leads (issue 23, decision 025): two app processes on a
 * PostgreSQL cluster of the suite's own, which it ends the sessions of, stops, restarts and freezes,
 * and an SMTP server that goes away. Runs with TEST_FAULTS=1 (npm run test:pg sets it) where the
 * PostgreSQL binaries are installed.
 */
const enabled = process.env.TEST_FAULTS === '1' && postgresBinDir() !== null;

// The limits the issue sets: health says 503 within 3 s of an outage and 200 within 15 s of the
// return; a write answers (503) within 6 s.
const DOWN_WITHIN_MS = 3000;
const BACK_WITHIN_MS = 15_000;
const WRITE_ANSWER_MS = 6000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
describe.skipIf(!enabled)('PostgreSQL faults under a stream of leads', () => {
  let cluster: PgCluster;
  let smtp: SwitchableSmtp;
  let databaseUrl = '';
  let dataDir = '';
  const apps: EmbeddedServer[] = [];
  /** Every lead sent by every scenario, for the final accounting. */
  const sent: Lead[] = [];

  async function startApp() {
    const app = startEmbeddedServer(dataDir, await freePort(), {
      DATABASE_URL: databaseUrl,
      SMTP_URL: smtp.url,
      NOTIFY_EMAIL: 'sales@example.com',
      SEED_CONTENT: 'false',
      DATABASE_CONNECT_TIMEOUT_MS: '2000',
      DATABASE_STATEMENT_TIMEOUT_MS: '4000',
    });
    apps.push(app);
    return app;
  }

  beforeAll(async () => {
    cluster = await startPgCluster({ port: await freePort() });
    databaseUrl = await cluster.createDatabase('faults');
    smtp = await startSwitchableSmtp(await freePort());
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'faults-data-'));
    const [a, b] = [await startApp(), await startApp()];
    await Promise.all([waitForHealth(a, 90_000), waitForHealth(b, 90_000)]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(apps.map((app) => stopServer(app)));
    await smtp?.close();
    cluster?.destroy();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  const origins = () => apps.slice(0, 2).map((a) => a.url);

  /** Runs `fault` under traffic, then keeps the traffic going for `afterMs`; answers the record. */
  async function underTraffic(fault: () => Promise<void>, afterMs: number): Promise<Traffic> {
    const traffic = startTraffic(origins());
    await sleep(2000);
    await fault();
    await sleep(afterMs);
    await traffic.stop();
    sent.push(...traffic.leads);
    return traffic;
  }

  /** One line of figures per scenario in the run's output (health's turn-around, the 503s' speed). */
  function report(scenario: string, traffic: Traffic, from: number, to: number) {
    const seconds = (ms: number | null, since: number) => (ms === null ? 'never' : `${((ms - since) / 1000).toFixed(1)} s`);
    const health = [...traffic.health.values()];
    const refused = traffic.leads.filter((l) => l.status === 503);
    const slowest = Math.max(0, ...refused.map((l) => l.answeredAt - l.startedAt));
    console.log(
      `[fault ${scenario}] leads ${traffic.leads.length}: ${traffic.leads.length - refused.length} × 201, ${refused.length} × 503 (slowest ${(slowest / 1000).toFixed(2)} s); ` +
        `health 503 after ${health.map((h) => seconds(firstDown(h, from), from)).join(' / ')}, 200 again ${health.map((h) => seconds(backForGood(h, to), to)).join(' / ')} after the return`,
    );
  }

  function expectEveryProcessAlive() {
    for (const app of apps) expect(app.child.exitCode, `process on :${app.port} exited:\n${app.output()}`).toBeNull();
  }

  /** Every lead was answered 201 or, quickly, 503: never a 500 or a dropped connection. */
  function expectHonestWrites(leads: Lead[]) {
    const statuses = new Set(leads.map((l) => l.status));
    expect([...statuses].filter((s) => s !== 201 && s !== 503)).toEqual([]);
    const slow = leads.filter((l) => l.status === 503 && l.answeredAt - l.startedAt > WRITE_ANSWER_MS);
    expect(slow.map((l) => l.answeredAt - l.startedAt)).toEqual([]);
  }

  it('stays up when every session is terminated (pg_terminate_backend), and keeps taking leads', async () => {
    let terminatedAt = 0;
    const traffic = await underTraffic(async () => {
      terminatedAt = Date.now();
      expect(await cluster.terminateBackends()).toBeGreaterThan(0);
    }, 4000);
    report('terminate', traffic, terminatedAt, terminatedAt);
    expectEveryProcessAlive();
    expectHonestWrites(traffic.leads);
    // Sessions are replaced at once: leads after the first second are all taken.
    const refusedLater = traffic.leads.filter((l) => l.startedAt > terminatedAt + 1000 && l.status !== 201);
    expect(refusedLater.map((l) => `${l.status} at +${l.startedAt - terminatedAt} ms, answered in ${l.answeredAt - l.startedAt} ms`)).toEqual([]);
    for (const answers of traffic.health.values()) expect(backForGood(answers, terminatedAt)).not.toBeNull();
  }, 60_000);

  it('answers 503 while PostgreSQL is stopped, starts a new process meanwhile, and is back within 15 s of the restart', async () => {
    let stoppedAt = 0;
    let restartedAt = 0;
    let late: EmbeddedServer | undefined;
    let lateWhileDown = 0;
    const traffic = await underTraffic(async () => {
      stoppedAt = Date.now();
      cluster.stop();
      // A process started during the outage listens and says 503 rather than exiting.
      late = await startApp();
      // The outage lasts at least 6 s, and until the late process listens (a loaded machine took longer to start it).
      await sleep(Math.max(0, stoppedAt + 6000 - Date.now()));
      const deadline = Date.now() + 60_000;
      while (!lateWhileDown && Date.now() < deadline) {
        lateWhileDown = (await fetch(`${late.url}/api/health`).catch(() => null))?.status ?? 0;
        if (!lateWhileDown) await sleep(250);
      }
      restartedAt = Date.now();
      cluster.start();
    }, 12_000);
    report('stop', traffic, stoppedAt, restartedAt);
    expectEveryProcessAlive();
    expectHonestWrites(traffic.leads);
    expect(traffic.leads.filter((l) => l.startedAt > stoppedAt + 500 && l.startedAt < restartedAt).every((l) => l.status === 503)).toBe(true);
    for (const answers of traffic.health.values()) {
      expect(firstDown(answers, stoppedAt)! - stoppedAt).toBeLessThanOrEqual(DOWN_WITHIN_MS);
      expect(backForGood(answers, restartedAt)! - restartedAt).toBeLessThanOrEqual(BACK_WITHIN_MS);
    }
    expect(lateWhileDown).toBe(503);
    await waitForHealth(late!, BACK_WITHIN_MS);
  }, 150_000);

  it('answers 503 within seconds while PostgreSQL is frozen for 10 s (SIGSTOP), and is back within 15 s of SIGCONT', async () => {
    let frozenAt = 0;
    let thawedAt = 0;
    const traffic = await underTraffic(async () => {
      frozenAt = Date.now();
      cluster.freeze();
      try {
        await sleep(10_000);
      } finally {
        thawedAt = Date.now();
        cluster.thaw();
      }
    }, 12_000);
    report('freeze', traffic, frozenAt, thawedAt);
    expectEveryProcessAlive();
    expectHonestWrites(traffic.leads);
    expect(traffic.leads.some((l) => l.status === 503)).toBe(true);
    for (const answers of traffic.health.values()) {
      expect(firstDown(answers, frozenAt)! - frozenAt).toBeLessThanOrEqual(DOWN_WITHIN_MS);
      expect(backForGood(answers, thawedAt)! - thawedAt).toBeLessThanOrEqual(BACK_WITHIN_MS);
    }
  }, 90_000);

  it('takes every lead while the SMTP server refuses connections, and mails them once it returns', async () => {
    const traffic = await underTraffic(async () => {
      await smtp.refuse();
      await sleep(8000);
      await smtp.accept();
    }, 1000);
    expectEveryProcessAlive();
    expect(traffic.leads.every((l) => l.status === 201)).toBe(true);
  }, 60_000);

  it('has stored every acknowledged lead and mailed staff about each', async () => {
    const acked = sent.filter((l) => l.status === 201);
    expect(acked.length).toBeGreaterThan(100);
    const stored = new Map((await queryApp(`SELECT id, name FROM contacts`)).map((r) => [r.name, r.id]));
    expect(acked.filter((l) => !stored.has(l.name)).map((l) => l.name)).toEqual([]);
    const expected = acked.map((l) => `<lead-${stored.get(l.name)}.staff@localhost>`);
    const deadline = Date.now() + 90_000;
    let missing = expected.filter((id) => !smtp.received.has(id));
    while (missing.length && Date.now() < deadline) {
      await sleep(500);
      missing = missing.filter((id) => !smtp.received.has(id));
    }
    expect(missing).toEqual([]);
    expectEveryProcessAlive();
  }, 120_000);

  async function queryApp(text: string): Promise<{ id: string; name: string }[]> {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return (await client.query<{ id: string; name: string }>(text)).rows;
    } finally {
      await client.end();
    }
  }
});
