#!/usr/bin/env node
// bench/outage: two built app processes on a PostgreSQL cluster of the bench's own, under 20 leads/s,
// public pages and health checks; PostgreSQL goes away for 20 s (pg_ctl stop, or --freeze: SIGSTOP
// of the postmaster and its children) and comes back. Prints process exits, acknowledged leads lost,
// seconds from the return to health 200, how the writes were answered during the outage, and the
// share of public-page requests answered 200 (from the page cache) during it. Decision 025.
// Usage: node bench/outage/run.mjs [--freeze] [--outage 20] [--rate 20] [--build-dir DIR]
// (--build-dir: start that build as it is, e.g. one of an earlier commit, for a reference run).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startPgCluster } from '../lib/pg-cluster.mjs';
import { contactBody, ensureBuild, freePort, startServer } from '../lib/server.mjs';
import { awaitNotifications, notificationId, startSmtpSink } from '../lib/smtp-sink.mjs';

const { values: args } = parseArgs({
  options: {
    freeze: { type: 'boolean', default: false },
    outage: { type: 'string', default: '20' },
    rate: { type: 'string', default: '20' },
    'build-dir': { type: 'string' },
  },
});
const outageMs = Number(args.outage) * 1000;
const rate = Number(args.rate);
const PAGES = ['/', '/blog', '/aboutus', '/faq', '/howworks', '/industries'];
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const build = args['build-dir'] ? path.resolve(args['build-dir']) : undefined;
if (!build) ensureBuild();
const cluster = await startPgCluster({ port: await freePort() });
const sink = await startSmtpSink();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-outage-'));
const databaseUrl = await cluster.createDatabase('bench_outage');
// AUTO_REPLY off: staff notifications only, as in the earlier figures (decision 042).
const env = { DATABASE_URL: databaseUrl, SMTP_URL: sink.url, NOTIFY_EMAIL: 'sales@example.com', AUTO_REPLY: 'false', RATE_LIMIT_ENABLED: 'false' };
const apps = [await startServer({ dataDir, env, build }), await startServer({ dataDir, env, build })];
const exits = [];
for (const app of apps) app.child.once('exit', (code, signal) => exits.push({ port: app.port, code, signal }));
console.log(
  `\n== bench/outage: 2 processes on PostgreSQL, ${rate} leads/s, PostgreSQL ${args.freeze ? 'frozen (SIGSTOP)' : 'stopped (pg_ctl stop -m fast)'} for ${outageMs / 1000} s ==\n`,
);

/** Fires a request and records when it started and how (and when) it was answered; 0 = no answer. */
const records = { leads: [], health: [], pages: [] };
const inFlight = new Set();
function fire(list, url, init, extra = {}) {
  const startedAt = Date.now();
  const p = fetch(url, { ...init, signal: AbortSignal.timeout(30_000) })
    .then(async (res) => {
      await res.arrayBuffer();
      list.push({ ...extra, url, startedAt, answeredAt: Date.now(), status: res.status, cache: res.headers.get('x-page-cache') });
    })
    .catch(() => list.push({ ...extra, url, startedAt, answeredAt: Date.now(), status: 0 }));
  inFlight.add(p);
  p.finally(() => inFlight.delete(p));
}

// The pages are rendered (and cached) once before the traffic starts, as visitors would have.
for (const app of apps) for (const page of PAGES) await fetch(app.url + page).then((r) => r.arrayBuffer());

let n = 0;
const timers = [
  setInterval(() => {
    const app = apps[n % apps.length];
    const name = `outage-${n++}`;
    fire(
      records.leads,
      `${app.url}/api/contacts`,
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: contactBody(name) },
      { name },
    );
  }, 1000 / rate),
  setInterval(() => apps.forEach((app) => fire(records.health, `${app.url}/api/health`, {}, { port: app.port })), 250),
  setInterval(() => apps.forEach((app) => fire(records.pages, app.url + PAGES[Math.floor(Math.random() * PAGES.length)])), 100),
];

await sleep(5000);
const downAt = Date.now();
if (args.freeze) cluster.freeze();
else cluster.stop();
await sleep(outageMs);
const upAt = Date.now();
if (args.freeze) cluster.thaw();
else cluster.start();
await sleep(20_000);
timers.forEach(clearInterval);
while (inFlight.size) await Promise.all([...inFlight]);

// Accounting: every acknowledged lead stored, and its staff notification sent.
const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
const stored = new Map((await client.query('SELECT id, name FROM contacts')).rows.map((r) => [r.name, r.id]));
await client.end();
const acked = records.leads.filter((l) => l.status === 201);
const lost = acked.filter((l) => !stored.has(l.name)).length;
const mail = await awaitNotifications(
  sink,
  acked.filter((l) => stored.has(l.name)).map((l) => notificationId(stored.get(l.name))),
  // A mail job that failed through the outage is retried with back-off (2, 4, 8, 16, 32 s…).
  120_000,
);

const during = (r) => r.startedAt >= downAt && r.startedAt < upAt;
const duringLeads = records.leads.filter(during);
const statusCounts = (list) =>
  Object.entries(list.reduce((m, r) => ({ ...m, [r.status]: (m[r.status] ?? 0) + 1 }), {})).map(([s, c]) => `${c}×${s || 'no answer'}`);
const slowest503 = Math.max(0, ...duringLeads.filter((l) => l.status === 503).map((l) => l.answeredAt - l.startedAt));
const perApp = apps.map((app) => {
  const h = records.health.filter((r) => r.port === app.port).sort((a, b) => a.startedAt - b.startedAt);
  const down = h.find((r) => r.startedAt >= downAt && r.status === 503);
  let back = null;
  for (const r of h.filter((x) => x.startedAt >= upAt)) back = r.status === 200 ? (back ?? r.answeredAt) : null;
  return { port: app.port, downS: down ? (down.answeredAt - downAt) / 1000 : null, backS: back ? (back - upAt) / 1000 : null };
});
const pagesDuring = records.pages.filter(during);
const pagesOk = pagesDuring.filter((r) => r.status === 200).length;

const exitCount = exits.length; // before our own stop below, which ends them
const f = (x) => (x === null ? 'never' : `${x.toFixed(1)} s`);
console.log(`process exits:                         ${exits.length}${exits.length ? ` (${JSON.stringify(exits)})` : ''}`);
const logLines = (needle) =>
  apps.reduce(
    (n, a) =>
      n +
      a
        .output()
        .split('\n')
        .filter((l) => l.includes(needle)).length,
    0,
  );
console.log(
  `log lines: lost the database ${logLines('lost the database')}, back ${logLines('the database is back')}, unhandled rejections ${logLines('unhandled rejection')}, all warnings and errors ${logLines('"level":')}`,
);
console.log(`leads sent / acknowledged (201):       ${records.leads.length} / ${acked.length}`);
console.log(`acknowledged leads lost:               ${lost}`);
console.log(
  `notifications missing for stored acks: ${mail.missing} (duplicates ${mail.duplicates}; the last arrived ${(mail.waitedMs / 1000).toFixed(0)} s after the traffic)`,
);
console.log(
  `leads sent during the outage:          ${duringLeads.length}: ${statusCounts(duringLeads).join(', ')}; slowest 503 ${(slowest503 / 1000).toFixed(2)} s`,
);
console.log(`health 503 after the outage began:     ${perApp.map((a) => f(a.downS)).join(', ')}`);
console.log(`seconds from return to health 200:     ${perApp.map((a) => f(a.backS)).join(', ')}`);
console.log(
  `cached pages during the outage:        ${pagesDuring.length ? ((100 * pagesOk) / pagesDuring.length).toFixed(1) : '-'} % answered 200 (${pagesOk} of ${pagesDuring.length}; ${statusCounts(pagesDuring).join(', ')})`,
);

await Promise.all(apps.map((a) => a.stop()));
await sink.close();
cluster.destroy();
fs.rmSync(dataDir, { recursive: true, force: true });
const ok = exitCount === 0 && lost === 0 && mail.missing === 0 && perApp.every((a) => a.backS !== null && a.backS <= 15);
console.log(ok ? '\nno exit, no acknowledged lead or notification lost, health back within 15 s\n' : '\nFAILED: see the figures above\n');
process.exit(ok ? 0 : 1);
