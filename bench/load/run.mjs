#!/usr/bin/env node
// bench/load: throughput and latency of the built server under load, a check that every accepted
// write is stored exactly once, and that every acknowledged lead's staff notification reaches a
// local SMTP sink (counted by Message-ID). Usage: node bench/load/run.mjs [--pg] [--duration 30]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startPostgres } from '../lib/postgres.mjs';
import { rawInsertRate } from '../lib/raw-insert.mjs';
import { adminHeaders, allLeads, contactBody, ensureBuild, startServer, subscriptionBody } from '../lib/server.mjs';
import { awaitNotifications, notificationId, startSmtpSink } from '../lib/smtp-sink.mjs';

const { values: args } = parseArgs({
  options: { pg: { type: 'boolean', default: false }, duration: { type: 'string', default: '30' }, connections: { type: 'string', default: '50' } },
});
const duration = Number(args.duration);
const connections = Number(args.connections);

const fmt = (n, d = 0) => Number(n).toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d });
const stats = async (url, headers) => (await fetch(`${url}/api/stats`, { headers })).json();

ensureBuild();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-load-'));
const postgres = args.pg ? await startPostgres() : null;
const dbUrl = postgres ? await postgres.createDatabase(`bench_load_${process.pid}`) : undefined;
const rawUrl = postgres ? await postgres.createDatabase(`bench_raw_${process.pid}`) : undefined;
const label = postgres ? 'PostgreSQL' : 'PGlite (embedded)';
const sink = await startSmtpSink();
// Staff notifications only, as in the earlier figures (AUTO_REPLY defaults to on with SMTP_URL, decision 042).
const common = { ...(dbUrl ? { DATABASE_URL: dbUrl } : {}), SMTP_URL: sink.url, NOTIFY_EMAIL: 'sales@example.com', AUTO_REPLY: 'false' };

try {
  console.log(`\n== bench/load on ${label}: ${connections} connections, ${duration} s per run ==\n`);
  const raw = await rawInsertRate(postgres ? { kind: 'postgres', url: rawUrl } : { kind: 'pglite' });
  console.log(`raw single-row insert rate (same database kind, sequential): ${fmt(raw)} inserts/s`);

  // (a) contacts only, rate limits lifted.
  let server = await startServer({ dataDir, env: { ...common, RATE_LIMIT_ENABLED: 'false' } });
  const headers = await adminHeaders(server.url);
  // Every request carries a unique name; each connection sends one at a time, so its context knows which was answered.
  const acked = new Set();
  let next = 0;
  const a = await autocannon({
    url: server.url,
    connections,
    duration,
    requests: [
      {
        method: 'POST',
        path: '/api/contacts',
        headers: { 'content-type': 'application/json' },
        setupRequest: (req, context) => {
          context.name = `load-${next++}`;
          return { ...req, body: contactBody(context.name) };
        },
        onResponse: (status, _body, context) => {
          if (status === 201) acked.add(context.name);
        },
      },
    ],
  });
  await new Promise((r) => setTimeout(r, 500)); // let requests still in flight at the stop finish
  const all = await allLeads(server.url, headers);
  const names = all.map((c) => c.name).filter((n) => n.startsWith('load-'));
  const unique = new Set(names);
  const lost = [...acked].filter((n) => !unique.has(n)).length;
  const doubled = names.length - unique.size;
  const stored = names.length;
  // Writes in flight at the stop are stored but unanswered: at most one per connection.
  const within = (storedCount, ackedCount) => storedCount >= ackedCount && storedCount - ackedCount <= connections;
  const okWrites = lost === 0 && doubled === 0 && within(stored, acked.size);
  console.log('\n(a) POST /api/contacts');
  console.log(
    `  req/s ${fmt(a.requests.average)}  p50 ${a.latency.p50} ms  p99 ${a.latency.p99} ms  2xx ${a['2xx']}  non-2xx ${a.non2xx}  errors ${a.errors}  timeouts ${a.timeouts}`,
  );
  console.log(
    `  acknowledged ${acked.size}, stored ${stored} (${stored - acked.size} more were in flight when the run stopped: stored, never answered), lost ${lost}, doubled ${doubled}: ${okWrites ? 'OK' : 'FAILED'}`,
  );
  console.log(`  throughput / raw insert rate: ${fmt((a.requests.average / raw) * 100, 1)} %  (target ≥ 80 %)`);
  const idByName = new Map(all.map((c) => [c.name, c._id]));
  const expected = [...acked].map((n) => notificationId(idByName.get(n)));
  const mail = await awaitNotifications(sink, expected);
  const mailOk = mail.missing === 0 && mail.duplicates === 0;
  console.log(
    `  staff notifications (SMTP sink, by Message-ID): expected ${expected.length}, missing ${mail.missing}, duplicates ${mail.duplicates}; all in ${fmt(
      mail.waitedMs / 1000,
      1,
    )} s after the run (≈ ${fmt(expected.length / ((duration * 1000 + mail.waitedMs) / 1000))} messages/s): ${mailOk ? 'OK' : 'FAILED'}`,
  );

  // (b) mixed: page views, newsletter sign-ups and contacts.
  const counts = { page: 0, sub: 0, contact: 0 };
  const ok = (kind) => (status) => {
    if (status >= 200 && status < 300) counts[kind]++;
  };
  let seq = 0;
  const beforeMixed = await stats(server.url, headers);
  const b = await autocannon({
    url: server.url,
    connections,
    duration,
    requests: [
      { method: 'GET', path: '/', onResponse: ok('page') },
      {
        method: 'POST',
        path: '/api/subscriptions',
        headers: { 'content-type': 'application/json' },
        setupRequest: (req) => ({ ...req, body: subscriptionBody(`bench-${process.pid}-${seq++}@example.com`) }),
        onResponse: ok('sub'),
      },
      { method: 'GET', path: '/faq', onResponse: ok('page') },
      {
        method: 'POST',
        path: '/api/contacts',
        headers: { 'content-type': 'application/json' },
        body: contactBody('Mixed'),
        onResponse: ok('contact'),
      },
      { method: 'GET', path: '/services/web-automation', onResponse: ok('page') },
    ],
  });
  await new Promise((r) => setTimeout(r, 500));
  const afterMixed = await stats(server.url, headers);
  const subs = afterMixed.subscriptions - beforeMixed.subscriptions;
  const contacts = afterMixed.contacts - beforeMixed.contacts;
  console.log('\n(b) mixed: /, /faq, /services/web-automation, newsletter sign-ups, contacts');
  console.log(
    `  req/s ${fmt(b.requests.average)}  p50 ${b.latency.p50} ms  p99 ${b.latency.p99} ms  2xx ${b['2xx']}  non-2xx ${b.non2xx}  errors ${b.errors}  timeouts ${b.timeouts}`,
  );
  const mixedOk = b.non2xx === 0 && b.errors === 0 && b.timeouts === 0 && within(subs, counts.sub) && within(contacts, counts.contact);
  console.log(
    `  pages 2xx ${counts.page}; subscriptions stored ${subs} vs 2xx ${counts.sub}; contacts stored ${contacts} vs 2xx ${counts.contact}: ${
      mixedOk ? 'OK (none lost; the difference is requests in flight at the stop)' : 'MISMATCH'
    }`,
  );
  await server.stop();

  // (c) the limits hold when on: default 10 per window per IP.
  server = await startServer({ dataDir, env: { ...common } });
  const statuses = [];
  for (let i = 0; i < 15; i++) {
    const res = await fetch(`${server.url}/api/contacts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: contactBody('Limited'),
    });
    statuses.push(res.status);
  }
  const accepted = statuses.filter((s) => s === 201).length;
  const limited = statuses.filter((s) => s === 429).length;
  const limitsOk = accepted === 10 && limited === 5;
  console.log(
    `\n(c) rate limit on (RATE_LIMIT_FORMS_MAX=10): 15 contacts from one IP -> ${accepted} x 201, ${limited} x 429: ${limitsOk ? 'OK' : 'UNEXPECTED'}`,
  );
  await server.stop();

  const contactsOk = okWrites && a.non2xx === 0 && a.errors === 0 && a.timeouts === 0 && a.latency.p99 <= 100 && a.requests.average >= 0.8 * raw;
  const pass = contactsOk && mailOk && mixedOk && limitsOk;
  console.log(
    `\nTargets (contacts: 0 errors or timeouts, p99 ≤ 100 ms, ≥ 80 % of raw insert rate, nothing lost, every notification sent once; mixed: nothing lost; limits hold): ${pass ? 'MET' : 'NOT MET'}\n`,
  );
  if (!pass) process.exitCode = 1;
} finally {
  await sink.close();
  postgres?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
