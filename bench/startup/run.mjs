#!/usr/bin/env node
// bench/startup: time from spawning the built server to the first 200 of /api/health, on a fresh
// DATA_DIR (the database is created and migrated) and on a restart over the same data.
// Usage: node bench/startup/run.mjs [--pg] [--runs 3]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startPostgres } from '../lib/postgres.mjs';
import { ensureBuild, startServer } from '../lib/server.mjs';

const { values: args } = parseArgs({ options: { pg: { type: 'boolean', default: false }, runs: { type: 'string', default: '3' } } });
const runs = Number(args.runs);

ensureBuild();
const postgres = args.pg ? await startPostgres() : null;
console.log(`\n== bench/startup on ${postgres ? 'PostgreSQL' : 'PGlite (embedded)'}: ${runs} runs ==\n`);
const fresh = [];
const restart = [];
try {
  for (let run = 1; run <= runs; run++) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-startup-'));
    const env = postgres ? { DATABASE_URL: await postgres.createDatabase(`bench_startup_${process.pid}_${run}`) } : {};
    try {
      const first = await startServer({ dataDir, env });
      fresh.push(first.startMs);
      await first.stop();
      const again = await startServer({ dataDir, env });
      restart.push(again.startMs);
      await again.stop();
      console.log(`run ${run}: fresh data ${first.startMs} ms, restart ${again.startMs} ms`);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
} finally {
  await postgres?.stop();
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(`\nspawn → /api/health 200, median: fresh data ${median(fresh)} ms, restart ${median(restart)} ms`);
