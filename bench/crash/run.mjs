#!/usr/bin/env node
// bench/crash: sends contacts continuously, kills the server with SIGKILL mid-run, restarts it on the
// same data (same DATA_DIR, or the same PostgreSQL database), and checks that every contact whose
// 201 was received is there. Usage: node bench/crash/run.mjs [--pg] [--runs 5]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startPostgres } from '../lib/postgres.mjs';
import { adminHeaders, contactBody, ensureBuild, freePort, startServer } from '../lib/server.mjs';

const { values: args } = parseArgs({
  options: { pg: { type: 'boolean', default: false }, runs: { type: 'string', default: '5' }, senders: { type: 'string', default: '20' } },
});
const runs = Number(args.runs);
const senders = Number(args.senders);

ensureBuild();
const postgres = args.pg ? await startPostgres() : null;
console.log(
  `\n== bench/crash on ${postgres ? 'PostgreSQL' : 'PGlite (embedded)'}: ${runs} runs, ${senders} concurrent senders, SIGKILL mid-run ==\n`,
);

let failures = 0;
try {
  for (let run = 1; run <= runs; run++) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-crash-'));
    const env = postgres ? { DATABASE_URL: await postgres.createDatabase(`bench_crash_${process.pid}_${run}`) } : {};
    const port = await freePort();
    const server = await startServer({ dataDir, port, env: { ...env, RATE_LIMIT_ENABLED: 'false' } });
    const acked = new Set();
    let seq = 0;
    let killed = false;
    const sender = async () => {
      while (!killed) {
        const name = `crash-${run}-${seq++}`;
        try {
          const res = await fetch(`${server.url}/api/contacts`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: contactBody(name),
          });
          if (res.status === 201) acked.add(name);
        } catch {
          // the server is gone: nothing was acknowledged for this one
        }
      }
    };
    const sending = Array.from({ length: senders }, sender);
    await new Promise((r) => setTimeout(r, 1500 + Math.random() * 2000));
    server.child.kill('SIGKILL');
    killed = true;
    await Promise.all(sending);
    await new Promise((resolve) => (server.child.exitCode !== null || server.child.signalCode ? resolve() : server.child.once('exit', resolve)));

    const again = await startServer({ dataDir, port, env });
    const headers = await adminHeaders(again.url);
    const stored = new Set((await (await fetch(`${again.url}/api/contacts`, { headers })).json()).map((c) => c.name));
    const present = [...acked].filter((n) => stored.has(n)).length;
    const lost = acked.size - present;
    if (lost > 0 || acked.size === 0) failures++;
    console.log(
      `run ${run}: acknowledged ${acked.size}, present ${present}, lost ${lost}${acked.size === 0 ? '  (nothing acknowledged: run invalid)' : ''}`,
    );
    await again.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
} finally {
  postgres?.stop();
}
console.log(failures === 0 ? '\nAll runs: lost 0\n' : `\n${failures} run(s) lost acknowledged writes\n`);
process.exit(failures === 0 ? 0 : 1);
