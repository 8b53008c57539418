#!/usr/bin/env node
// bench/memory: resident memory of `npm start` as a person runs it — the whole process tree (npm and
// the server it leaves, summed) — idle after start and after load (contacts, then pages with an
// article), on the embedded database and on PostgreSQL; PGlite's share is the difference.
// Usage: node bench/memory/run.mjs [--duration 20] [--no-pg] [--trials]
//   --trials: also rows with the memory settings tried (decision 029), A/B in the same run.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startPostgres } from '../lib/postgres.mjs';
import { contactBody, ensureBuild, startServer } from '../lib/server.mjs';
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
      setupRequest: (req) => ({ ...req, body: JSON.stringify({ email: `mem-${process.pid}-${seq++}@example.com` }) }),
    },
    { method: 'GET', path: '/blog' },
    { method: 'GET', path: articlePath },
  ]);
  return { failures, contactsPerSecond };
}

async function measure(label, env, { npmStart = true } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-memory-'));
  try {
    const server = await startServer({ dataDir, npmStart, env: { ...env, RATE_LIMIT_ENABLED: 'false' } });
    try {
      const [post] = await (await fetch(`${server.url}/api/blogs?limit=1`)).json();
      const articlePath = `/blogs/${post.slug}`;
      for (const p of ['/', '/blog', articlePath, '/faq', '/api/health']) await (await fetch(server.url + p)).arrayBuffer();
      await new Promise((r) => setTimeout(r, 5000));
      const idle = tree(server.child.pid);
      const { failures, contactsPerSecond } = await load(server.url, articlePath);
      await new Promise((r) => setTimeout(r, 5000));
      const after = tree(server.child.pid);
      return { label, idle: summary(idle), after: summary(after), failures, contactsPerSecond, processes: idle.map((p) => p.name.slice(0, 40)) };
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Memory settings tried against the default in the same run (decision 029). */
const TRIALS = [
  ['PGlite, young generation capped (--max-semi-space-size=4)', { NODE_OPTIONS: '--max-semi-space-size=4' }],
  ['PGlite, young generation capped (--max-semi-space-size=2)', { NODE_OPTIONS: '--max-semi-space-size=2' }],
  ['PGlite, glibc returns freed memory (MALLOC_TRIM_THRESHOLD_=128 KB, 2 arenas)', { MALLOC_TRIM_THRESHOLD_: '131072', MALLOC_ARENA_MAX: '2' }],
  ['PGlite, shared_buffers 8MB', { PGLITE_SHARED_BUFFERS: '8MB' }],
  ['PGlite, shared_buffers 4MB', { PGLITE_SHARED_BUFFERS: '4MB' }],
];

ensureBuild();
const rows = [await measure('PGlite, npm start', {})];
// The server alone, as the Docker image runs it (no npm).
rows.push(await measure('PGlite, `node build/api/main.js` (no npm, as the Docker image runs it)', {}, { npmStart: false }));
if (args.trials) for (const [label, env] of TRIALS) rows.push(await measure(label, env));
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
const pg = rows.find((r) => r.label.startsWith('PostgreSQL'));
if (pg)
  console.log(
    `\nPGlite's share (embedded server minus the same server on PostgreSQL): idle ${current.idle.server - pg.idle.server} MB, after load ${current.after.server - pg.after.server} MB`,
  );
const met = current.idle.total <= IDLE_TARGET_MB && current.after.total <= LOADED_TARGET_MB && current.failures === 0;
console.log(
  `\nTargets for the embedded default (tree idle ≤ ${IDLE_TARGET_MB} MB, ≤ ${LOADED_TARGET_MB} MB after load, 0 non-2xx): ${met ? 'MET' : 'NOT MET'}\n`,
);
if (!met) process.exitCode = 1;
