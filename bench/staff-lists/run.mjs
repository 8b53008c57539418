// bench/staff-lists: staff lists at 100,000 leads and 100,000 subscribers (issue 17); the lead desk's views,
// search, counts and a bulk change of 10,000 leads with /api/health probed meanwhile (issue 26, decisions 038/039);
// the people the leads come from, 60,000 of them (issue 46: the people list and a person's page).
// Usage: node bench/staff-lists/run.mjs [--leads 100000] [--people 60000] [--port 3190]   (PGlite; BENCH_DATABASE_URL for PostgreSQL)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
// The migrations create pg_trgm (0014): every open of a migrated database loads it (server/db/pglite-open.ts).
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { chromium } from '@playwright/test';
import { timedDownload } from '../lib/download.mjs';
import { probeHealth } from '../lib/health-probe.mjs';
import { adminSession, ensureBuild, startServer } from '../lib/server.mjs';
import { BULK_SERVICE, seed } from './seed.mjs';

const arg = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : dflt;
};
const N = arg('leads', 100_000);
const PEOPLE = Math.min(N, arg('people', 60_000));
const port = arg('port', undefined);
const dbUrl = process.env.BENCH_DATABASE_URL;
ensureBuild();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-staff-lists-'));
const env = dbUrl ? { DATABASE_URL: dbUrl } : {};

// 1. Migrate (first start), stop, seed directly, start again.
let server = await startServer({ dataDir, env, port });
await server.stop();
const t0 = performance.now();
if (dbUrl) {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  await seed((sql) => client.query(sql), { leads: N, people: PEOPLE });
  await client.end();
} else {
  const db = await PGlite.create(path.join(dataDir, 'pgdata'), { extensions: { pg_trgm } });
  await seed((sql) => db.exec(sql), { leads: N, people: PEOPLE });
  await db.close();
}
console.log(`seeded ${N} leads from ${PEOPLE} people and ${N} subscribers in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
server = await startServer({ dataDir, env, port });
const { url } = server;
const pid = server.child.pid;

const { auth, cookie } = await adminSession(url);

const rssMb = () => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
/** A page or API answer the bench times: anything but 2xx ends the run (it would time an error). */
async function ok(res) {
  if (!res.ok) throw new Error(`${res.url}: unexpected ${res.status} ${await res.text()}`);
  return res;
}
async function timed(fn) {
  const s = performance.now();
  await fn();
  return performance.now() - s;
}
async function sample(label, path, n = 20) {
  const times = [];
  let bytes = 0;
  for (let i = 0; i < n; i++) {
    times.push(
      await timed(async () => {
        const r = await ok(await fetch(url + path, { headers: auth }));
        bytes = (await r.arrayBuffer()).byteLength;
      }),
    );
  }
  return { label, median: pct(times, 50), p95: pct(times, 95), bytes };
}

const rows = [];
// Warm-up, then the dashboard's API calls.
await sample('warm-up', '/api/contacts', 3);
rows.push(await sample('GET /api/contacts (first page)', '/api/contacts'));
rows.push(await sample('GET /api/contacts/status-counts', '/api/contacts/status-counts'));
rows.push(await sample('GET /api/contacts?q=lead4242&status=new (search)', '/api/contacts?q=lead4242&status=new'));
rows.push(await sample('GET /api/contacts?service=…&owner=none (filter)', '/api/contacts?service=Daily%20Data%20Feeds&owner=none'));
// The desk (issue 26): the bench admin owns a fifth of the leads.
const deskRows = [];
const hits = async (path) => Number((await ok(await fetch(url + path, { headers: auth }))).headers.get('x-total-count'));
const oneHit = String(Math.floor(N * 0.84211));
const overdue = '/api/contacts?owner=me&due=overdue&sort=nextAction';
deskRows.push(await sample(`GET ${overdue} (${await hits(overdue)} matching)`, overdue));
const fragment = `/api/contacts?q=${oneHit}`;
deskRows.push(await sample(`GET ${fragment} (search, a fragment: ${await hits(fragment)} hit)`, fragment));
const common = '/api/contacts?q=shops';
deskRows.push(await sample(`GET ${common} (search, a common word: ${await hits(common)} hits)`, common));
deskRows.push(await sample('GET /api/contacts/status-counts?owner=me&q=shops', '/api/contacts/status-counts?owner=me&q=shops'));
deskRows.push(await sample('GET /api/contacts/status-counts?view=mine&due=today', '/api/contacts/status-counts?view=mine&due=today'));
deskRows.push(await sample('GET /api/contacts?view=mine&sort=status', '/api/contacts?view=mine&sort=status'));
{
  // The board: each column's total and first page in one call (decision 113).
  const times = [];
  for (let i = 0; i < 10; i++) {
    times.push(await timed(async () => (await ok(await fetch(`${url}/api/contacts/board?view=mine`, { headers: auth }))).arrayBuffer()));
  }
  deskRows.push({
    label: 'GET /api/contacts/board?view=mine (6 columns: totals and first pages)',
    median: pct(times, 50),
    p95: pct(times, 95),
    bytes: 0,
  });
}
// People (issue 46): the list, a search, and a returning sender's page (two leads, one timeline).
const peopleRows = [];
peopleRows.push(await sample('GET /api/people (first page)', '/api/people'));
const personQuery = '/api/people?q=lead4242';
peopleRows.push(await sample(`GET ${personQuery} (search, a fragment: ${await hits(personQuery)} hits)`, personQuery));
const [returning] = await (await ok(await fetch(`${url}/api/people?q=lead4242@example.com`, { headers: auth }))).json();
peopleRows.push(await sample(`GET /api/people/{id} (${returning.leads} leads, their timeline)`, `/api/people/${returning._id}`));
{
  const times = [];
  for (let i = 0; i < 10; i++) {
    times.push(await timed(async () => (await ok(await fetch(`${url}/dashboard/people/${returning._id}`, { headers: { cookie } }))).text()));
  }
  peopleRows.push({ label: 'GET /dashboard/people/{id} (server-rendered page)', median: pct(times, 50), p95: pct(times, 95), bytes: 0 });
}
rows.push(await sample('GET /api/subscriptions (first page)', '/api/subscriptions'));
rows.push(await sample('GET /api/stats (dashboard cards)', '/api/stats'));
{
  const times = [];
  for (let i = 0; i < 10; i++) times.push(await timed(async () => (await ok(await fetch(`${url}/dashboard`, { headers: { cookie } }))).text()));
  rows.push({ label: 'GET /dashboard (server-rendered page, all its API calls)', median: pct(times, 50), p95: pct(times, 95), bytes: 0 });
}

// The page in Chromium: navigation until the table's rows are there and the page is interactive.
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const context = await browser.newContext();
await context.addCookies(cookie.split('; ').map((c) => ({ name: c.split('=')[0], value: c.split('=').slice(1).join('='), url })));
const page = await context.newPage();
const loads = [];
for (let i = 0; i < 5; i++) {
  const s = performance.now();
  await page.goto(`${url}/dashboard`, { waitUntil: 'load' });
  // The row's name link since issue 26 (the View button before it).
  await page
    .getByRole('link', { name: /^Open lead from/ })
    .or(page.getByRole('button', { name: /^View/ }))
    .first()
    .waitFor();
  loads.push(performance.now() - s);
}
await browser.close();
const pageLoad = pct(loads, 50);

// Full CSV export: time, first byte, server memory over idle.
const exportCsv = () => timedDownload(`${url}/api/contacts.csv?status=new`, auth);
global.gc?.();
await new Promise((r) => setTimeout(r, 1000));
const idle = rssMb();
let peak = idle;
const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 20);
const full = await timedDownload(`${url}/api/contacts.csv`, auth);
clearInterval(sampler);

// Reference on this (shared) machine: /api/health with nothing else running. The probe runs on its
// own thread (bench/lib/health-probe.mjs), so the staff loops' parsing here does not delay it.
async function healthFor(ms) {
  const stop = probeHealth(url);
  await new Promise((r) => setTimeout(r, ms));
  const { sorted, failures } = await stop();
  if (failures > 0) throw new Error(`/api/health: ${failures} answers were not 2xx`);
  return sorted;
}
const idleHealth = await healthFor(5_000);

// /api/health while loops run: the export alone, the 5 staff alone, then both (the target's case).
let running = false;
const staffLoop = async () => {
  while (running) await (await ok(await fetch(`${url}/dashboard`, { headers: { cookie } }))).text();
};
const exportLoop = async () => {
  while (running) await exportCsv();
};
async function healthDuring(staff, exports, ms) {
  running = true;
  const loops = [...Array.from({ length: staff }, staffLoop), ...Array.from({ length: exports }, exportLoop)];
  const times = await healthFor(ms);
  running = false;
  await Promise.all(loops);
  return times;
}
const exportOnlyHealth = await healthDuring(0, 1, 8_000);
const staffOnlyHealth = await healthDuring(5, 0, 8_000);
const health = await healthDuring(5, 1, 15_000);

// Bulk status change of every new lead of one service (N/10) in one request, /api/health probed meanwhile.
const stopBulkProbe = probeHealth(url);
const bulkBody = { filter: { service: BULK_SERVICE, status: 'new' }, action: 'status', value: 'contacted' };
let bulkCount = 0;
const bulkMs = await timed(async () => {
  const res = await ok(
    await fetch(`${url}/api/contacts/bulk`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify(bulkBody),
    }),
  );
  bulkCount = (await res.json()).count;
});
const { sorted: bulkHealth, failures: bulkHealthFailures } = await stopBulkProbe();
await server.stop();
fs.rmSync(dataDir, { recursive: true, force: true });

const f = (ms) => `${ms.toFixed(1)} ms`;
console.log(`\n## bench/staff-lists — ${N} leads, ${N} subscribers, ${dbUrl ? 'PostgreSQL' : 'PGlite'}\n`);
console.log(
  `load average at the end (1/5/15 min): ${os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' / ')}, ${os.cpus().length} CPUs\n`,
);
console.log('| Measure | Median | p95 | Body |');
console.log('|---|---|---|---|');
for (const r of rows) console.log(`| ${r.label} | ${f(r.median)} | ${f(r.p95)} | ${r.bytes ? `${(r.bytes / 1024).toFixed(1)} KB` : '—'} |`);
console.log(`| Dashboard in Chromium (navigation to rows shown), median of 5 | ${f(pageLoad)} | | |`);
console.log(`| Full CSV export (${(full.bytes / 1048576).toFixed(1)} MB): total / first byte | ${f(full.ms)} | first byte ${f(full.first)} | |`);
console.log(`| Server RSS idle → peak during export | ${idle.toFixed(0)} MB → ${peak.toFixed(0)} MB (+${(peak - idle).toFixed(0)} MB) | | |`);
console.log(
  `| /api/health, nothing else running (reference, ${idleHealth.length} calls) | p50 ${f(pct(idleHealth, 50))} | p99 ${f(pct(idleHealth, 99))} | |`,
);
console.log(
  `| /api/health during 1 export alone (${exportOnlyHealth.length} calls) | p50 ${f(pct(exportOnlyHealth, 50))} | p99 ${f(pct(exportOnlyHealth, 99))} | |`,
);
console.log(
  `| /api/health during 5 staff alone (${staffOnlyHealth.length} calls) | p50 ${f(pct(staffOnlyHealth, 50))} | p99 ${f(pct(staffOnlyHealth, 99))} | |`,
);
console.log(`| /api/health during 5 staff + 1 export (${health.length} calls) | p50 ${f(pct(health, 50))} | p99 ${f(pct(health, 99))} | |`);
console.log(`\n### The lead desk (issue 26), same run\n`);
console.log('| Measure | Median | p95 | Body |');
console.log('|---|---|---|---|');
for (const r of deskRows) console.log(`| ${r.label} | ${f(r.median)} | ${f(r.p95)} | ${r.bytes ? `${(r.bytes / 1024).toFixed(1)} KB` : '—'} |`);
console.log(`| POST /api/contacts/bulk: status of ${bulkCount} leads (filter service + new) | ${f(bulkMs)} | | |`);
console.log(
  `| /api/health during the bulk change (${bulkHealth.length} calls, ${bulkHealthFailures} failed) | p50 ${f(pct(bulkHealth, 50))} | p99 ${f(pct(bulkHealth, 99))} | |`,
);
console.log(`| /api/health, nothing else running (the reference above) | p50 ${f(pct(idleHealth, 50))} | p99 ${f(pct(idleHealth, 99))} | |\n`);
console.log(`\n### People (issue 46), same run: ${PEOPLE} people\n`);
console.log('| Measure | Median | p95 | Body |');
console.log('|---|---|---|---|');
for (const r of peopleRows) console.log(`| ${r.label} | ${f(r.median)} | ${f(r.p95)} | ${r.bytes ? `${(r.bytes / 1024).toFixed(1)} KB` : '—'} |`);
// The dashboard's own API calls (made in parallel by its loader): the slowest of them.
const api = Math.max(...rows.filter((r) => /contacts \(first page\)|status-counts|api\/stats/.test(r.label)).map((r) => r.median));
const verdict = [
  ['dashboard API < 100 ms', api < 100],
  ['page usable < 1 s', pageLoad < 1000],
  ['/api/health p99 < 50 ms', pct(health, 99) < 50],
  ['export within 50 MB of idle', peak - idle <= 50],
  ['owner=me&due=overdue&sort=nextAction < 100 ms', deskRows[0].median < 100],
  ['search (a fragment and a common word) < 100 ms', Math.max(deskRows[1].median, deskRows[2].median) < 100],
  [`bulk status change of ${bulkCount} leads < 5 s`, bulkMs < 5000 && bulkCount === Math.floor(N / 10)],
  ['people list, search and a person (API and page) < 100 ms', Math.max(...peopleRows.map((r) => r.median)) < 100],
  ['/api/health p99 < 100 ms during the bulk change, none failed', pct(bulkHealth, 99) < 100 && bulkHealthFailures === 0],
];
for (const [label, ok] of verdict) console.log(`${ok ? 'PASS' : 'NOT MET'}: ${label}`);
process.exitCode = verdict.every(([, ok]) => ok) ? 0 : 1;
