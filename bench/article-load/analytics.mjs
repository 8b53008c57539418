#!/usr/bin/env node
// bench/article-load/analytics.mjs: what counting page views costs (decision 066). Two built servers
// started the same way but for ANALYTICS=false / ANALYTICS=true, the same article on each, taking
// turns in rounds (off on on off …) so load from other work on a shared machine falls on both alike.
// Every request carries one of 50 user agents (2 of them bots), every tenth a campaign query; both
// targets make their requests the same way, so the client's own cost is alike. Prints both req/s,
// the ratio (target: counting ≥ 0.95 × not counting) and the views each server counted.
// Usage: node bench/article-load/analytics.mjs [--duration 20] [--connections 50]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { ensureBuild, startServer } from '../lib/server.mjs';
import { reportChecks } from '../lib/checks.mjs';
import { seedArticle } from './article.mjs';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '20' },
    connections: { type: 'string', default: '50' },
    // h29c's port range (3530-3539): the two servers.
    'port-off': { type: 'string', default: '3531' },
    'port-on': { type: 'string', default: '3532' },
    rounds: { type: 'string', default: '4' },
  },
});
const duration = Number(args.duration);
const connections = Number(args.connections);
const ROUNDS = Number(args.rounds);
const TARGET = 0.95;
const fmt = (n, d = 0) => Number(n).toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d });

/** 48 browsers (versions and platforms varied) and 2 crawlers: visitors differ by user agent, all from 127.0.0.1. */
const AGENTS = [
  ...Array.from(
    { length: 16 },
    (_, i) => `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${110 + i}.0.0.0 Safari/537.36`,
  ),
  ...Array.from({ length: 16 }, (_, i) => `Mozilla/5.0 (X11; Linux x86_64; rv:${115 + i}.0) Gecko/20100101 Firefox/${115 + i}.0`),
  ...Array.from(
    { length: 16 },
    (_, i) =>
      `Mozilla/5.0 (iPhone; CPU iPhone OS 17_${i} like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.${i} Mobile/15E148 Safari/604.1`,
  ),
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
];

ensureBuild();
const dirs = [];
const servers = [];

function once(target, seconds) {
  let n = 0;
  return autocannon({
    url: target.server.url,
    connections,
    duration: seconds,
    requests: [
      {
        setupRequest: (req) => {
          const i = n++;
          const p = i % 10 === 0 ? `${target.articlePath}?utm_source=bench&utm_medium=email` : target.articlePath;
          return { ...req, path: p, headers: { ...req.headers, 'user-agent': AGENTS[i % AGENTS.length] } };
        },
      },
    ],
  });
}

/** Views the server counted (its own figures, after writing what it holds). */
async function countedViews(target) {
  const res = await fetch(`${target.server.url}/api/analytics/summary?days=7`, { headers: target.headers });
  if (res.status !== 200) throw new Error(`summary: ${res.status} ${await res.text()}`);
  return (await res.json()).views;
}

try {
  const targets = [];
  for (const [title, analytics, port] of [
    ['not counting (ANALYTICS=false)', 'false', args['port-off']],
    ['counting (ANALYTICS=true)', 'true', args['port-on']],
  ]) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-analytics-'));
    dirs.push(dataDir);
    const server = await startServer({ dataDir, port: Number(port), env: { ANALYTICS: analytics } });
    servers.push(server);
    targets.push({ title, server, ...(await seedArticle(server)), results: [] });
  }
  const [off, on] = targets;
  const before = await countedViews(on);
  console.log(
    `\n== bench/article-load/analytics: ${connections} connections, ${ROUNDS} rounds, ${duration} s per target, ${AGENTS.length} user agents ==\n`,
  );
  const seconds = Math.max(1, Math.round(duration / ROUNDS));
  for (let i = 0; i < ROUNDS; i++) for (const t of i % 2 === 0 ? [off, on] : [on, off]) t.results.push(await once(t, seconds));

  const rows = targets.map((t) => {
    const total = t.results.reduce((n, r) => n + r.requests.total, 0);
    const secs = t.results.reduce((n, r) => n + r.duration, 0);
    const p99s = t.results.map((r) => r.latency.p99).sort((a, b) => a - b);
    const bad = t.results.reduce((n, r) => n + r.non2xx + r.errors + r.timeouts, 0);
    return { ...t, total, rps: total / secs, p99: p99s[Math.floor(p99s.length / 2)], bad };
  });
  const [offRow, onRow] = rows;
  const counted = (await countedViews(on)) - before;
  const offCounted = await countedViews(off);
  // The bots' share of the requests is not counted; every other answered request is one view.
  const expected = Math.round((onRow.total * (AGENTS.length - 2)) / AGENTS.length);

  console.log('target                              req/s    p99 ms   requests   non-2xx+errors   views counted');
  for (const row of rows) {
    const views = row === onRow ? counted : offCounted;
    console.log(
      `${row.title.padEnd(34)} ${fmt(row.rps).padStart(7)}   ${fmt(row.p99).padStart(6)}   ${fmt(row.total).padStart(8)}   ${String(row.bad).padStart(14)}   ${fmt(views).padStart(13)}`,
    );
  }
  // Per round pair (taken back to back): a burst of other work on the machine spoils one pair, not the figure.
  const pairRatios = on.results
    .map((r, i) => r.requests.total / r.duration / (off.results[i].requests.total / off.results[i].duration))
    .sort((a, b) => a - b);
  const ratio = pairRatios[Math.floor(pairRatios.length / 2)];
  console.log(
    `\nround pairs, counting ÷ not counting: ${pairRatios.map((x) => fmt(x, 3)).join(', ')}; over all rounds ${fmt(onRow.rps / offRow.rps, 3)}`,
  );
  const checks = [
    [`counting ÷ not counting ≥ ${TARGET} (median of the round pairs)`, ratio >= TARGET, fmt(ratio, 3)],
    // Requests in flight when a round stops are answered (and counted) but not in autocannon's total.
    [
      `every non-bot request counted once`,
      counted >= expected * 0.99 && counted <= expected * 1.01 + connections * ROUNDS,
      `${fmt(counted)} for ${fmt(expected)} + up to ${connections * ROUNDS} in flight`,
    ],
    ['nothing counted with ANALYTICS=false', offCounted === 0, fmt(offCounted)],
    ['0 non-2xx, 0 errors', rows.every((r) => r.bad === 0), rows.map((r) => r.bad).join(' / ')],
  ];
  reportChecks(checks);
} finally {
  for (const server of servers) await server.stop();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
}
