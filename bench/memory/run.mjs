#!/usr/bin/env node
// bench/memory: resident memory of `npm start` as a person runs it — the whole process tree (npm and
// the server it leaves, summed) — idle after start and after load (contacts, then pages with an
// article), on the embedded database and on PostgreSQL; PGlite's share is the difference.
// The floors are measured in the same run: a bare Node, and Node with only PGlite's worker thread open
// (the server's own worker bundle); the app's share is the server above that floor (issue 40 point 7).
// Usage: node bench/memory/run.mjs [--duration 20] [--no-pg] [--trials]
//   --trials: also rows with the memory settings tried (decision 029), A/B in the same run.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startPostgres } from '../lib/postgres.mjs';
import { buildDir, contactBody, ensureBuild, startServer, subscriptionBody } from '../lib/server.mjs';
import { processTree as tree, treeSummary as summary } from './tree.mjs';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '20' },
    connections: { type: 'string', default: '50' },
    'no-pg': { type: 'boolean', default: false },
    trials: { type: 'boolean', default: false },
  },
});
const duration = Number(args.duration);
const connections = Number(args.connections);
const IDLE_TARGET_MB = 150;
const LOADED_TARGET_MB = 300;
const PG_IDLE_TARGET_MB = 100;
const APP_OVER_FLOOR_TARGET_MB = 60;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** RSS (MB) of a Node process running `source` (an ES module), 3 s after it prints `ready`. */
async function floor(source) {
  const script = path.join(os.tmpdir(), `bench-memory-floor-${process.pid}-${Math.random().toString(36).slice(2)}.mjs`);
  fs.writeFileSync(script, source);
  const child = spawn(process.execPath, [script], { stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    await new Promise((resolve, reject) => {
      child.stdout.on('data', (d) => String(d).includes('ready') && resolve());
      child.once('exit', (code) => reject(new Error(`floor process exited with ${code}`)));
    });
    await sleep(3000);
    return Math.round(tree(child.pid)[0].rss);
  } finally {
    child.kill('SIGTERM');
    fs.rmSync(script, { force: true });
  }
}
const KEEP_ALIVE = "setInterval(() => {}, 1 << 30); console.log('ready');";
/** Node with an empty PGlite open in the server's own worker bundle and settings. */
const pgliteFloor = (dir) => `
import { Worker } from 'node:worker_threads';
const worker = new Worker(${JSON.stringify(path.join(buildDir, 'api/pglite-worker.js'))}, {
  workerData: { dir: ${JSON.stringify(dir)} },
  resourceLimits: { maxYoungGenerationSizeMb: 8 },
});
worker.once('message', (m) => { if (!m.ready) { console.error(m); process.exit(1); } ${KEEP_ALIVE} });`;

async function load(url, articlePath) {
  let seq = 0;
  let contactsPerSecond = 0;
  const run = async (requests) => {
    const result = await autocannon({ url, connections, duration, requests });
    contactsPerSecond ||= result.requests.average;
    return result.non2xx + result.errors;
  };
  // Contacts (the group-commit write path), then pages: the article (bench/article-load's page),
  // the home page, the blog and a form.
  let failures = await run([
    {
      method: 'POST',
      path: '/api/contacts',
      headers: { 'content-type': 'application/json' },
      setupRequest: (req) => ({ ...req, body: contactBody(`mem-${seq++}`) }),
    },
  ]);
  failures += await run([
    { method: 'GET', path: articlePath },
    { method: 'GET', path: '/' },
    {
      method: 'POST',
      path: '/api/subscriptions',
      headers: { 'content-type': 'application/json' },
      setupRequest: (req) => ({ ...req, body: subscriptionBody(`mem-${process.pid}-${seq++}@example.com`) }),
    },
    { method: 'GET', path: '/blog' },
    { method: 'GET', path: articlePath },
  ]);
  return { failures, contactsPerSecond };
}

async function measure(label, env, { npmStart = true, nodeArgs } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-memory-'));
  try {
    const server = await startServer({ dataDir, npmStart, ...(nodeArgs ? { nodeArgs } : {}), env: { ...env, RATE_LIMIT_ENABLED: 'false' } });
    try {
      const [post] = await (await fetch(`${server.url}/api/blogs?limit=1`)).json();
      const articlePath = `/blogs/${post.slug}`;
      for (const p of ['/', '/blog', articlePath, '/faq', '/api/health']) await (await fetch(server.url + p)).arrayBuffer();
      await new Promise((r) => setTimeout(r, 5000));
      const idle = tree(server.child.pid);
      const { failures, contactsPerSecond } = await load(server.url, articlePath);
      await new Promise((r) => setTimeout(r, 5000));
      const after = tree(server.child.pid);
      const perProcess = idle.map((p) => ({
        name: p.name.slice(0, 48),
        idle: Math.round(p.rss),
        after: Math.round(after.find((a) => a.pid === p.pid)?.rss ?? 0),
      }));
      return {
        label,
        idle: summary(idle),
        after: summary(after),
        failures,
        contactsPerSecond,
        processes: idle.map((p) => p.name.slice(0, 40)),
        perProcess,
      };
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Memory settings tried against production's in the same run (decisions 029, 118); the young-generation rows run the server alone. */
const serverAlone = (nodeArgs) => ({ npmStart: false, nodeArgs });
const TRIALS = [
  ["PGlite, young generation at Node's default (no --max-semi-space-size)", {}, serverAlone([])],
  ['PGlite, young generation capped lower (--max-semi-space-size=4)', {}, serverAlone(['--max-semi-space-size=4'])],
  ['PGlite, glibc returns freed memory (MALLOC_TRIM_THRESHOLD_=128 KB, 2 arenas)', { MALLOC_TRIM_THRESHOLD_: '131072', MALLOC_ARENA_MAX: '2' }],
  ['PGlite, shared_buffers 8MB', { PGLITE_SHARED_BUFFERS: '8MB' }],
  ['PGlite, shared_buffers 4MB', { PGLITE_SHARED_BUFFERS: '4MB' }],
];

ensureBuild();
const floorDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-memory-floor-'));
const bareNode = await floor(KEEP_ALIVE);
const nodePglite = await floor(pgliteFloor(path.join(floorDir, 'pgdata')));
fs.rmSync(floorDir, { recursive: true, force: true });
const rows = [await measure('PGlite, npm start', {})];
// The server alone, as the Docker image runs it (no npm).
rows.push(await measure('PGlite, `node build/api/main.js` (no npm, as the Docker image runs it)', {}, { npmStart: false }));
if (args.trials) for (const [label, env, opts] of TRIALS) rows.push(await measure(label, env, opts));
if (!args['no-pg']) {
  const postgres = await startPostgres();
  try {
    rows.push(
      await measure('PostgreSQL server, npm start (no PGlite)', { DATABASE_URL: await postgres.createDatabase(`bench_memory_${process.pid}`) }),
    );
  } finally {
    postgres.stop();
  }
}

console.log(
  `\n== bench/memory: RSS of the \`npm start\` process tree, MB (load: ${duration} s contacts + ${duration} s pages, ${connections} connections) ==\n`,
);
console.log(`Processes in the tree: ${rows[0].processes.join(' | ')}\n`);
console.log(
  '| Server | Tree idle | of which npm | of which server | Tree after load | of which server | Tree private (USS) idle / after load | contacts/s | non-2xx under load |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const r of rows)
  console.log(
    `| ${r.label} | ${r.idle.total} | ${r.idle.npm} | ${r.idle.server} | ${r.after.total} | ${r.after.server} | ${r.idle.uss} / ${r.after.uss} | ${Math.round(r.contactsPerSecond)} | ${r.failures} |`,
  );
const current = rows[0];
const alone = rows.find((r) => r.label.includes('no npm'));
const pg = rows.find((r) => r.label.startsWith('PostgreSQL'));
console.log('\nPer process, RSS MB (idle / after load):');
for (const r of rows) console.log(`- ${r.label}: ${r.perProcess.map((p) => `${p.name} ${p.idle} / ${p.after}`).join(' | ')}`);
console.log(
  `\nFloors in this run: bare Node ${bareNode} MB; Node + an empty PGlite in its worker thread ${nodePglite} MB (PGlite's thread ${nodePglite - bareNode})`,
);
if (pg)
  console.log(
    `PGlite's share (embedded server minus the same server on PostgreSQL): idle ${current.idle.server - pg.idle.server} MB, after load ${current.after.server - pg.after.server} MB`,
  );
const goals = [
  [`tree idle ≤ ${IDLE_TARGET_MB} MB (PGlite, npm start)`, current.idle.total, IDLE_TARGET_MB],
  [`tree after load ≤ ${LOADED_TARGET_MB} MB (PGlite, npm start)`, current.after.total, LOADED_TARGET_MB],
  [
    `app above Node + PGlite's thread ≤ ${APP_OVER_FLOOR_TARGET_MB} MB idle (server ${current.idle.server} − ${nodePglite})`,
    current.idle.server - nodePglite,
    APP_OVER_FLOOR_TARGET_MB,
  ],
  ...(alone
    ? [
        [
          `the server alone (no npm) above the same floor ≤ ${APP_OVER_FLOOR_TARGET_MB} MB idle`,
          alone.idle.server - nodePglite,
          APP_OVER_FLOOR_TARGET_MB,
        ],
      ]
    : []),
  ...(pg ? [[`tree idle ≤ ${PG_IDLE_TARGET_MB} MB (PostgreSQL, npm start)`, pg.idle.total, PG_IDLE_TARGET_MB]] : []),
  ...(pg
    ? [
        [
          `PostgreSQL server above bare Node ≤ ${APP_OVER_FLOOR_TARGET_MB} MB idle (server ${pg.idle.server} − ${bareNode})`,
          pg.idle.server - bareNode,
          APP_OVER_FLOOR_TARGET_MB,
        ],
      ]
    : []),
];
console.log('\nGoals (issue 40 point 7):');
for (const [name, value, target] of goals) console.log(`- ${name}: ${value} MB — ${value <= target ? 'MET' : 'NOT MET'}`);
const failures = rows.reduce((n, r) => n + r.failures, 0);
console.log(`- 0 non-2xx under load: ${failures} — ${failures === 0 ? 'MET' : 'NOT MET'}\n`);
if (failures || goals.some(([, value, target]) => value > target)) process.exitCode = 1;
