#!/usr/bin/env node
// bench/memory: resident memory of the built server at idle and at its peak under load, for the
// embedded database with the settings before and after decision 013, and for PostgreSQL.
// Usage: node bench/memory/run.mjs [--duration 20] [--no-pg] [--before-build DIR]
//   --before-build: also measure an older build (e.g. main's) for a true before/after column.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startPostgres } from '../lib/postgres.mjs';
import { contactBody, ensureBuild, startServer } from '../lib/server.mjs';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '20' },
    connections: { type: 'string', default: '50' },
    'no-pg': { type: 'boolean', default: false },
    'before-build': { type: 'string' },
  },
});
const duration = Number(args.duration);
const connections = Number(args.connections);

/** VmRSS (now) and VmHWM (peak since start) of a process, in MB. */
function memoryOf(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const mb = (key) => Math.round(Number(status.match(new RegExp(`${key}:\\s+(\\d+)`))[1]) / 1024);
  return { rss: mb('VmRSS'), hwm: mb('VmHWM') };
}

async function load(url) {
  let seq = 0;
  // Contacts (the group-commit write path), then the mixed page/form traffic of bench/load.
  await autocannon({
    url,
    connections,
    duration,
    requests: [
      {
        method: 'POST',
        path: '/api/contacts',
        headers: { 'content-type': 'application/json' },
        setupRequest: (req) => ({ ...req, body: contactBody(`mem-${seq++}`) }),
      },
    ],
  });
  await autocannon({
    url,
    connections,
    duration,
    requests: [
      { method: 'GET', path: '/' },
      {
        method: 'POST',
        path: '/api/subscriptions',
        headers: { 'content-type': 'application/json' },
        setupRequest: (req) => ({ ...req, body: JSON.stringify({ email: `mem-${process.pid}-${seq++}@example.com` }) }),
      },
      { method: 'GET', path: '/blog' },
      { method: 'GET', path: '/faq' },
    ],
  });
}

async function measure(label, env, buildDir) {
  const build = buildDir ? { build: buildDir, env: { ...env, BUILD_DIR: buildDir } } : { env };
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-memory-'));
  try {
    const server = await startServer({ dataDir, ...build, env: { ...build.env, RATE_LIMIT_ENABLED: 'false' } });
    for (const p of ['/', '/blog', '/faq', '/api/health']) await (await fetch(server.url + p)).arrayBuffer();
    await new Promise((r) => setTimeout(r, 5000));
    const idle = memoryOf(server.child.pid);
    await load(server.url);
    const after = memoryOf(server.child.pid);
    await server.stop();
    // Idle again on the same data: what a restarted server holds.
    const again = await startServer({ dataDir, ...build });
    for (const p of ['/', '/blog', '/faq', '/api/health']) await (await fetch(again.url + p)).arrayBuffer();
    await new Promise((r) => setTimeout(r, 5000));
    const restarted = memoryOf(again.child.pid);
    await again.stop();
    return { label, idle: idle.rss, startPeak: idle.hwm, peak: after.hwm, restarted: restarted.rss };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

ensureBuild();
const rows = [];
if (args['before-build']) rows.push(await measure('PGlite, before (older build)', {}, path.resolve(args['before-build'])));
rows.push(await measure("PGlite, PostgreSQL's shared_buffers (128MB)", { PGLITE_SHARED_BUFFERS: '128MB' }));
rows.push(await measure('PGlite, default (16MB)', {}));
if (!args['no-pg']) {
  const postgres = await startPostgres();
  try {
    rows.push(await measure('PostgreSQL server (app process only)', { DATABASE_URL: await postgres.createDatabase(`bench_memory_${process.pid}`) }));
  } finally {
    postgres.stop();
  }
}

console.log(`\n== bench/memory: RSS of the server process, MB (load: ${duration} s contacts + ${duration} s mixed, ${connections} connections) ==\n`);
console.log('| Database | Idle after first start | Peak during start | Peak under load | Idle after restart |');
console.log('|---|---:|---:|---:|---:|');
for (const r of rows) console.log(`| ${r.label} | ${r.idle} | ${r.startPeak} | ${r.peak} | ${r.restarted} |`);
const current = rows.find((r) => r.label.startsWith('PGlite, default'));
const met = current.idle <= 250 && current.peak <= 400;
console.log(`\nTargets for the embedded default (idle ≤ 250 MB, peak ≤ 400 MB): ${met ? 'MET' : 'NOT MET'}\n`);
if (!met) process.exitCode = 1;
