import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startEmbeddedServer, stopServer, waitForHealth, type EmbeddedServer } from '../cluster/embedded-server';

/**
 * A first start on a CPU-starved machine (issue 40 point 1, decision 097): sixteen busy loops on the
 * two cores, then the built server as production runs it on the embedded database and, with
 * TEST_DATABASE_URL, on PostgreSQL, both at once. Part of the fault suite (TEST_FAULTS=1), which runs
 * alone: the busy loops would starve any test beside it. Each must come up (health 200) with
 * every start step logged, and no framework timeout in its output: before, the jobs' start ran in
 * an onReady hook under Fastify's 10-s limit and the process exited with AVV_ERR_READY_TIMEOUT.
 */
const BUSY_PROCESSES = 16;
const HEALTHY_WITHIN_MS = 300_000;
const TIMEOUT_ERRORS = /FST_ERR_HOOK_TIMEOUT|AVV_ERR_READY_TIMEOUT|FST_ERR_PLUGIN_TIMEOUT|AVV_ERR_PLUGIN_EXEC_TIMEOUT|did not start in time/;
const STEPS = ['database and migrations', 'first admin', 'redirect rules', 'jobs'];

describe.runIf(process.env.TEST_FAULTS === '1')('a start with sixteen busy processes on the machine', () => {
  const busy: ChildProcess[] = [];
  const servers: EmbeddedServer[] = [];
  const dirs: string[] = [];
  let admin: pg.Client | undefined;
  const database = `busy_start_${process.pid}`;

  afterAll(async () => {
    for (const child of busy) child.kill('SIGKILL');
    for (const server of servers) await stopServer(server);
    if (admin) {
      await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => undefined);
      await admin.end();
    }
    for (const dir of dirs) await fs.rm(dir, { recursive: true, force: true });
  });

  it(
    'comes up on each database, every step logged, no timeout',
    async () => {
      for (let i = 0; i < BUSY_PROCESSES; i++) busy.push(spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
      const envs: { label: string; env: Record<string, string> }[] = [{ label: 'embedded', env: {} }];
      const pgUrl = process.env.TEST_DATABASE_URL;
      if (pgUrl) {
        admin = new pg.Client({ connectionString: pgUrl });
        await admin.connect();
        await admin.query(`CREATE DATABASE ${database}`);
        const url = new URL(pgUrl);
        url.pathname = `/${database}`;
        envs.push({ label: 'postgres', env: { DATABASE_URL: url.toString() } });
      }
      const started = Date.now();
      const results = await Promise.all(
        envs.map(async ({ label, env }) => {
          const dir = await fs.mkdtemp(path.join(os.tmpdir(), `busy-start-${label}-`));
          dirs.push(dir);
          const server = startEmbeddedServer(dir, await freePort(), { ...env, LOG_LEVEL: 'info', JOBS_CRON_CHECK_SECONDS: '30' });
          servers.push(server);
          await waitForHealth(server, HEALTHY_WITHIN_MS);
          return { label, ms: Date.now() - started, output: server.output() };
        }),
      );
      for (const { label, ms, output } of results) {
        console.log(`busy start (${label}): healthy after ${(ms / 1000).toFixed(1)} s`);
        expect(output, label).not.toMatch(TIMEOUT_ERRORS);
        for (const step of STEPS) expect(output, `${label}: ${step}`).toContain(`"step":"${step}"`);
      }
    },
    HEALTHY_WITHIN_MS + 30_000,
  );
});
