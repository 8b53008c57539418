#!/usr/bin/env node
// bench/crash: sends contacts continuously, kills the server with SIGKILL mid-run, restarts it on the
// same data (same DATA_DIR, or the same PostgreSQL database), and checks that every contact whose
// 201 was received is there and that its staff notification reaches a local SMTP sink: none lost,
// and a duplicate only as a resend of the same Message-ID, at most one per kill.
// Usage: node bench/crash/run.mjs [--pg] [--runs 5]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startPostgres } from '../lib/postgres.mjs';
import { adminHeaders, allLeads, contactBody, ensureBuild, freePort, startServer } from '../lib/server.mjs';
import { awaitNotifications, notificationId, startSmtpSink } from '../lib/smtp-sink.mjs';

const { values: args } = parseArgs({
  options: { pg: { type: 'boolean', default: false }, runs: { type: 'string', default: '5' }, senders: { type: 'string', default: '20' } },
});
const runs = Number(args.runs);
const senders = Number(args.senders);

ensureBuild();
const postgres = args.pg ? await startPostgres() : null;
const sink = await startSmtpSink();
console.log(
  `\n== bench/crash on ${postgres ? 'PostgreSQL' : 'PGlite (embedded)'}: ${runs} runs, ${senders} concurrent senders, SIGKILL mid-run ==\n`,
);

let failures = 0;
try {
  for (let run = 1; run <= runs; run++) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-crash-'));
    const env = {
      ...(postgres ? { DATABASE_URL: await postgres.createDatabase(`bench_crash_${process.pid}_${run}`) } : {}),
      SMTP_URL: sink.url,
      NOTIFY_EMAIL: 'sales@example.com',
      // Staff notifications only, as in the earlier figures (AUTO_REPLY defaults to on with SMTP_URL, decision 042).
      AUTO_REPLY: 'false',
    };
    const port = await freePort();
    const server = await startServer({ dataDir, port, env: { ...env, RATE_LIMIT_ENABLED: 'false' } });
    const acked = new Set();
    /** Answers other than 201 before the kill (a 4xx/5xx the bench did not expect), by status. */
    const refused = {};
    let seq = 0;
    let killed = false;
    const sender = async () => {
      while (!killed) {
        const name = `crash-${run}-${seq++}`;
        try {
          const res = await fetch(`${server.url}/api/contacts`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: contactBody(name),
          });
          if (res.status === 201) acked.add(name);
          else refused[res.status] = (refused[res.status] ?? 0) + 1;
        } catch {
          // the server is gone: nothing was acknowledged for this one
        }
      }
    };
    const sending = Array.from({ length: senders }, sender);
    await new Promise((r) => setTimeout(r, 1500 + Math.random() * 2000));
    server.child.kill('SIGKILL');
    killed = true;
    await Promise.all(sending);
    await new Promise((resolve) => (server.child.exitCode !== null || server.child.signalCode ? resolve() : server.child.once('exit', resolve)));

    const again = await startServer({ dataDir, port, env });
    const headers = await adminHeaders(again.url);
    const rows = await allLeads(again.url, headers);
    const idByName = new Map(rows.map((c) => [c.name, c._id]));
    const present = [...acked].filter((n) => idByName.has(n)).length;
    const lost = acked.size - present;
    // Every stored lead is notified, acknowledged or not (one in flight at the kill was committed).
    const mail = await awaitNotifications(
      sink,
      [...idByName.values()].map((id) => notificationId(id)),
    );
    const mailOk = mail.missing === 0 && mail.duplicates <= 1;
    const unexpected = Object.values(refused).reduce((n, c) => n + c, 0);
    if (lost > 0 || acked.size === 0 || !mailOk || unexpected > 0) failures++;
    console.log(
      `run ${run}: acknowledged ${acked.size}, present ${present}, lost ${lost}, non-201 answers ${unexpected}${
        unexpected ? ` ${JSON.stringify(refused)}` : ''
      }; notifications for ${idByName.size} stored leads: missing ${
        mail.missing
      }, resent (same Message-ID) ${mail.duplicates}, all in ${(mail.waitedMs / 1000).toFixed(1)} s after the restart${
        acked.size === 0 ? '  (nothing acknowledged: run invalid)' : ''
      }`,
    );
    await again.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
} finally {
  await sink.close();
  postgres?.stop();
}
console.log(
  failures === 0
    ? '\nAll runs: 0 leads and 0 notifications lost, at most one resend per kill\n'
    : `\n${failures} run(s) lost acknowledged writes or notifications, resent more than one, or answered other than 201\n`,
);
process.exit(failures === 0 ? 0 : 1);
