#!/usr/bin/env node
// bench/memory/breakdown.mjs: where the server's resident memory goes, in one run, each part beside
// the same run's references: a bare Node, Node with only PGlite's thread open (the server's
// worker bundle and settings), the server idle and after a short load (process.memoryUsage(),
// V8's heap spaces, /proc/self/smaps grouped), and npm's own share under `npm start`.
// Usage: node bench/memory/breakdown.mjs [--duration 10] [--shared-buffers 16MB,8MB,1MB]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { buildDir, ensureBuild, startServer } from '../lib/server.mjs';
import { processTree, treeSummary } from './tree.mjs';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    'shared-buffers': { type: 'string', default: '16MB,8MB,1MB' },
  },
});
const probe = path.resolve(path.dirname(new URL(import.meta.url).pathname), 'probe.mjs');
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Asks a probed process where its memory is (probe.mjs). */
async function readProbe(pid, file) {
  fs.rmSync(file, { force: true });
  process.kill(pid, 'SIGUSR2');
  for (let i = 0; i < 50 && !fs.existsSync(file); i++) await sleep(100);
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** A Node process running `source` with the probe, measured once `ready` is printed and 3 s have passed. */
async function measureScript(label, source, extraEnv = {}) {
  const file = path.join(os.tmpdir(), `probe-${process.pid}-${Math.random().toString(36).slice(2)}.json`);
  // From a file: a worker thread refuses the parent's --input-type.
  const script = `${file}.mjs`;
  fs.writeFileSync(script, source);
  const child = spawn(process.execPath, ['--import', probe, script], {
    env: { ...process.env, MEMORY_PROBE_FILE: file, ...extraEnv },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (d) => String(d).includes('ready') && resolve());
    child.once('exit', (code) => reject(new Error(`${label} exited with ${code}`)));
  });
  await sleep(3000);
  const result = await readProbe(child.pid, file);
  child.kill('SIGTERM');
  fs.rmSync(script, { force: true });
  return { label, ...result };
}

const KEEP_ALIVE = "setInterval(() => {}, 1 << 30); console.log('ready');";
const pgliteThread = (dir, sharedBuffers) => `
import { Worker } from 'node:worker_threads';
const worker = new Worker(${JSON.stringify(path.join(buildDir, 'api/pglite-worker.js'))}, {
  workerData: { dir: ${JSON.stringify(dir)}, sharedBuffers: ${JSON.stringify(sharedBuffers)} },
  resourceLimits: { maxYoungGenerationSizeMb: 8 },
});
worker.once('message', (m) => { if (!m.ready) { console.error(m); process.exit(1); } ${KEEP_ALIVE} });`;

async function measureServer(label, dataDir, { npmStart = false, env = {} } = {}) {
  const file = path.join(os.tmpdir(), `probe-${process.pid}-server.json`);
  const server = await startServer({
    dataDir,
    npmStart,
    env: { RATE_LIMIT_ENABLED: 'false', NODE_OPTIONS: `--import ${probe}`, MEMORY_PROBE_FILE: file, ...env },
  });
  try {
    const [post] = await (await fetch(`${server.url}/api/blogs?limit=1`)).json();
    const article = `/blogs/${post.slug}`;
    for (const p of ['/', '/blog', article, '/faq', '/sitemap.xml', '/api/health']) await (await fetch(server.url + p)).arrayBuffer();
    await sleep(5000);
    const tree = processTree(server.child.pid);
    const serverPid = tree.find((p) => /api\/main\.js|scripts\/start\.mjs/.test(p.name)).pid;
    const idle = { tree: treeSummary(tree), ...(await readProbe(serverPid, file)) };
    await autocannon({
      url: server.url,
      connections: 50,
      duration: Number(args.duration),
      requests: [{ path: article }, { path: '/' }, { path: `${article}?utm_source=x` }],
    });
    await sleep(5000);
    const after = { tree: treeSummary(processTree(server.child.pid)), ...(await readProbe(serverPid, file)) };
    return { label, idle, after };
  } finally {
    await server.stop();
  }
}

ensureBuild();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-memory-breakdown-'));
try {
  const server = await measureServer('server, `node build/api/main.js`', dataDir);
  const npm = await measureServer('server under `npm start`', dataDir, { npmStart: true });
  const bare = await measureScript('bare Node (nothing loaded)', KEEP_ALIVE);
  const threads = [];
  for (const sb of args['shared-buffers'].split(','))
    threads.push(await measureScript(`Node + PGlite's thread only, shared_buffers=${sb}`, pgliteThread(path.join(dataDir, 'pgdata'), sb)));

  const row = (label, r) =>
    `| ${label} | ${r.rollup.Rss} | ${r.usage.heapUsed}/${r.usage.heapTotal} | ${r.usage.external} | ${r.usage.arrayBuffers} | ${Object.entries(
      r.mappings,
    )
      .map(([k, v]) => `${k} ${v}`)
      .join('; ')} |`;
  console.log('\n== bench/memory breakdown: one run, MB ==\n');
  console.log('| Process | RSS | V8 heap used/total (main thread) | external | arrayBuffers | smaps by mapping |');
  console.log('|---|---:|---:|---:|---:|---|');
  console.log(row(bare.label, bare));
  for (const t of threads) console.log(row(t.label, t));
  console.log(row(`${server.label}, idle`, server.idle));
  console.log(row(`${server.label}, after ${args.duration} s of pages`, server.after));
  console.log(row(`${npm.label}, idle (server only)`, npm.idle));
  console.log(
    `\nTree under \`npm start\`: idle ${npm.idle.tree.total} MB (npm ${npm.idle.tree.npm}, server ${npm.idle.tree.server}); after load ${npm.after.tree.total} MB (npm ${npm.after.tree.npm})`,
  );
  console.log(`\nPGlite's thread alone (default settings) over a bare Node: ${threads[0].rollup.Rss - bare.rollup.Rss} MB`);
  console.log(
    `The server over Node + PGlite's thread: idle ${server.idle.rollup.Rss - threads[0].rollup.Rss} MB, after load ${server.after.rollup.Rss - threads[0].rollup.Rss} MB`,
  );
  console.log('\nV8 heap spaces of the server idle (used MB):', JSON.stringify(server.idle.spaces));
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
