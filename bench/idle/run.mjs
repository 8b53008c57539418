#!/usr/bin/env node
// bench/idle: what one server costs when nobody calls it (issue 40 point 2, decision 097). The built
// server is started with production settings on the embedded database and on PostgreSQL, left to
// settle after its start, then watched for --seconds without a single request: CPU % of one core
// (utime + stime from /proc/<pid>/stat, the PGlite thread included) beside a bare Node process
// (`setInterval(() => {}, 1e9)`) watched over the same window, and SQL statements per second.
//
// Statements: on the embedded database the app counts what it sends through its database client
// (BENCH_COUNT_STATEMENTS=1, printed on SIGUSR2; server/observability/statement-count.ts; =verbose
// prints each statement). On PostgreSQL the server's own count: transactions committed in the bench's database (pg_stat_database.xact_commit,
// read from another database so the reading is not counted; every idle statement is its own
// transaction, the content listener's ping included).
//
// Usage: npm run bench:idle -- [--seconds 60] [--settle 15] [--no-pg]
//   PostgreSQL: TEST_DATABASE_URL (or BENCH_DATABASE_URL); without either that half is skipped.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { ensureBuild, startServer } from '../lib/server.mjs';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    settle: { type: 'string', default: '15' },
    'no-pg': { type: 'boolean', default: false },
  },
});
const seconds = Number(args.seconds);
const settleSeconds = Number(args.settle);
const CPU_GOAL_PERCENT = 0.5;
const STATEMENTS_GOAL_PER_SECOND = 1;
const TICKS_PER_SECOND = 100; // USER_HZ on Linux

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** CPU seconds a process has used so far (its threads included). */
function cpuSeconds(pid) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/** Asks the server for its statement count (SIGUSR2) and reads the answer from its log (stderr, in the bench's log file). */
async function statementCount(server) {
  const answers = () => [...server.output().matchAll(/\{"benchStatements":(\d+)\}/g)];
  const before = answers().length;
  server.child.kill('SIGUSR2');
  const deadline = Date.now() + 5000;
  for (;;) {
    const now = answers();
    if (now.length > before) return Number(now.at(-1)[1]);
    if (Date.now() > deadline) throw new Error('no statement count from the server (BENCH_COUNT_STATEMENTS)');
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function committed(adminUrl, database) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT xact_commit::bigint AS n FROM pg_stat_database WHERE datname = $1', [database]);
    return Number(rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

async function measure(label, env, pgStats) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-idle-'));
  const bare = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1e9)'], { stdio: 'ignore' });
  const server = await startServer({ dataDir, env: { ...env, BENCH_COUNT_STATEMENTS: '1', LOG_LEVEL: 'warn' } });
  try {
    // The first start's own work (seeding, the at-start schedules, the first jobs) is not idling.
    await sleep(settleSeconds * 1000);
    const before = {
      at: performance.now(),
      server: cpuSeconds(server.child.pid),
      bare: cpuSeconds(bare.pid),
      statements: await statementCount(server),
      xacts: pgStats ? await committed(pgStats.adminUrl, pgStats.database) : 0,
    };
    await sleep(seconds * 1000);
    const elapsed = (performance.now() - before.at) / 1000;
    const statements = (await statementCount(server)) - before.statements;
    const row = {
      database: label,
      seconds: Math.round(elapsed),
      serverCpuPercent: ((cpuSeconds(server.child.pid) - before.server) / elapsed) * 100,
      bareNodeCpuPercent: ((cpuSeconds(bare.pid) - before.bare) / elapsed) * 100,
      // The two counts above asked once each: not idle work.
      statementsPerSecond: Math.max(statements, 0) / elapsed,
      serverXactsPerSecond: pgStats ? ((await committed(pgStats.adminUrl, pgStats.database)) - before.xacts) / elapsed : null,
    };
    return row;
  } finally {
    await server.stop();
    bare.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function report(row) {
  const cpuMet = row.serverCpuPercent < CPU_GOAL_PERCENT;
  const sqlRate = Math.max(row.statementsPerSecond, row.serverXactsPerSecond ?? 0);
  const sqlMet = sqlRate < STATEMENTS_GOAL_PER_SECOND;
  console.log(`\n${row.database}, ${row.seconds} s without a request:`);
  console.log(
    `  CPU          server ${row.serverCpuPercent.toFixed(3)} % of a core   bare node ${row.bareNodeCpuPercent.toFixed(3)} %   goal < ${CPU_GOAL_PERCENT} %: ${cpuMet ? 'MET' : 'NOT MET'}`,
  );
  // On PostgreSQL the pool's queries reach the app's counter only with tracing on: PostgreSQL's own count is the figure.
  const counted =
    row.serverXactsPerSecond === null
      ? `app's count ${row.statementsPerSecond.toFixed(3)}/s`
      : `PostgreSQL's count (xact_commit) ${row.serverXactsPerSecond.toFixed(3)}/s`;
  console.log(`  statements   ${counted}   goal < ${STATEMENTS_GOAL_PER_SECOND}/s: ${sqlMet ? 'MET' : 'NOT MET'}`);
  return cpuMet && sqlMet;
}

ensureBuild();
console.log(`bench/idle: ${seconds} s windows after ${settleSeconds} s of settling (--seconds 300 for the goal's 5 minutes)`);
const rows = [await measure('embedded database (PGlite)', {})];

const pgUrl = process.env.TEST_DATABASE_URL || process.env.BENCH_DATABASE_URL;
if (args['no-pg']) console.log('\nPostgreSQL: skipped (--no-pg)');
else if (!pgUrl) console.log('\nPostgreSQL: skipped (set TEST_DATABASE_URL or BENCH_DATABASE_URL)');
else {
  const database = `bench_idle_${process.pid}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${database}`);
  await admin.query(`CREATE DATABASE ${database}`);
  const url = new URL(pgUrl);
  url.pathname = `/${database}`;
  try {
    rows.push(await measure('PostgreSQL', { DATABASE_URL: url.toString() }, { adminUrl: pgUrl, database }));
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
  }
}

const allMet = rows.map(report).every(Boolean);
console.log(`\n${allMet ? 'MET' : 'NOT MET'}: idle under ${CPU_GOAL_PERCENT} % of a core and ${STATEMENTS_GOAL_PER_SECOND} statement/s`);
process.exitCode = allMet ? 0 : 1;
