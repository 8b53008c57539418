#!/usr/bin/env node
// bench/newsletter: a published post sent to N confirmed subscribers (default 10,000) through a
// loopback SMTP sink. Reports the time to send all and messages per second, then does it again with
// a SIGKILL of the server at about half way and a restart on the same data: 0 missing, and a
// duplicate only as a resend of the same Message-ID, at most SEND_LANES (8) per kill (counted by
// Message-ID and by recipient).
// Usage: node bench/newsletter/run.mjs [--subscribers 10000] [--per-minute 1000000] [--pg]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startSmtpSink } from '../lib/smtp-sink.mjs';
import { fillDataDir } from '../lib/pgdata.mjs';
import { startPostgres } from '../lib/postgres.mjs';
import { adminHeaders, ensureBuild, startServer } from '../lib/server.mjs';
import { seedConfirmedSubscribers, subscriberAddress } from './subscribers.mjs';

const { values: args } = parseArgs({
  options: {
    subscribers: { type: 'string', default: '10000' },
    // High by default: the bench measures how fast the worker can go; NEWSLETTER_PER_MINUTE paces production.
    'per-minute': { type: 'string', default: '1000000' },
    pg: { type: 'boolean', default: false },
  },
});
const N = Number(args.subscribers);
const perMinute = args['per-minute'];

/** Missing recipients, resends of one Message-ID, and recipients that got two different messages. */
function countDeliveries(sink, addresses) {
  const missing = addresses.filter((a) => !sink.recipients.has(a)).length;
  const resends = [...sink.received.values()].reduce((n, c) => n + c - 1, 0);
  const twoMessages = [...sink.recipients.values()].filter((ids) => ids.size > 1).length;
  return { missing, resends, twoMessages, unique: sink.received.size };
}

const addresses = Array.from({ length: N }, (_, i) => subscriberAddress(i + 1));

/** A fresh server whose database holds N confirmed subscribers (seeded straight into the tables). */
async function prepare(env, dataDir) {
  const first = await startServer({ dataDir, env });
  await first.stop();
  if (env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    await seedConfirmedSubscribers((sql) => client.query(sql), N);
    await client.end();
  } else {
    await fillDataDir(path.join(dataDir, 'pgdata'), (exec) => seedConfirmedSubscribers(exec, N));
  }
}

/** A JSON answer the bench reads; anything but 2xx ends the run. */
async function okJson(res) {
  if (!res.ok) throw new Error(`${res.url}: unexpected ${res.status} ${await res.text()}`);
  return res.json();
}

async function sendStatus(url, headers, id) {
  return okJson(await fetch(`${url}/api/newsletter-sends/${id}`, { headers }));
}

/** Starts the send; with `killAt`, SIGKILLs the server once that many messages arrived and restarts it. */
async function run(label, sink, env, { killAt } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-newsletter-'));
  await prepare(env, dataDir);
  let server = await startServer({ dataDir, env });
  let headers = await adminHeaders(server.url);
  const [post] = await okJson(await fetch(`${server.url}/api/blogs?limit=1`));
  sink.reset();
  const started = performance.now();
  const res = await fetch(`${server.url}/api/blogs/${post._id}/newsletter`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: '{}',
  });
  if (res.status !== 202) throw new Error(`send refused: ${res.status} ${await res.text()}`);
  const { id } = await res.json();
  let killedAfter = null;
  if (killAt) {
    while (sink.total() < killAt) await new Promise((r) => setTimeout(r, 5));
    server.child.kill('SIGKILL');
    await new Promise((resolve) => (server.child.exitCode !== null || server.child.signalCode ? resolve() : server.child.once('exit', resolve)));
    killedAfter = sink.total();
    server = await startServer({ dataDir, env });
    headers = await adminHeaders(server.url);
  }
  let status;
  for (;;) {
    status = await sendStatus(server.url, headers, id);
    if (status.status === 'sent' || performance.now() - started > 900_000) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const seconds = (performance.now() - started) / 1000;
  // Anything still on the wire lands before we count.
  await new Promise((r) => setTimeout(r, 300));
  const c = countDeliveries(sink, addresses);
  const ok = c.missing === 0 && c.twoMessages === 0 && status.sent === N && (killAt ? c.resends <= 8 : c.resends === 0);
  console.log(
    `${label}: ${N} confirmed subscribers, ${status.sent} sent, ${status.failed} failed, ${status.remaining} remaining in ${seconds.toFixed(1)} s ` +
      `(${(N / seconds).toFixed(0)} messages/s${killAt ? ', restart included' : ''}); received ${sink.total()} (${c.unique} distinct Message-IDs): ` +
      `missing ${c.missing}, resends of the same Message-ID ${c.resends}, recipients with two different messages ${c.twoMessages}` +
      (killedAfter !== null ? `; SIGKILL after ${killedAfter} received` : '') +
      (ok ? '' : '  << FAILED'),
  );
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  return ok;
}

ensureBuild();
const postgres = args.pg ? await startPostgres() : null;
const sink = await startSmtpSink();
console.log(
  `\n== bench/newsletter on ${postgres ? 'PostgreSQL' : 'PGlite (embedded)'}: ${N} subscribers, NEWSLETTER_PER_MINUTE=${perMinute}, load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} ==\n`,
);
let ok = true;
try {
  const base = { SMTP_URL: sink.url, NEWSLETTER_PER_MINUTE: perMinute, RATE_LIMIT_ENABLED: 'false' };
  const db = async (name) => (postgres ? { DATABASE_URL: await postgres.createDatabase(`bench_newsletter_${process.pid}_${name}`) } : {});
  ok = (await run('clean run', sink, { ...base, ...(await db('clean')) })) && ok;
  ok = (await run('SIGKILL at half way', sink, { ...base, ...(await db('kill')) }, { killAt: Math.floor(N / 2) })) && ok;
} finally {
  await sink.close();
  postgres?.stop();
}
console.log(
  `\nload average after: ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}\n`,
);
process.exit(ok ? 0 : 1);
