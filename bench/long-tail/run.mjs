#!/usr/bin/env node
// bench/long-tail: a blog of many posts read at random (views spread uniformly over every post, as
// a long-tail site's are) beside one hot article, side by side in one run (issue 44 point 4). Each
// post is read once first (the warm-up: a render each, timed), then the two targets take turns;
// the server's renders and page-cache answers in the long-tail rounds come from its metrics.
// Goal: long tail ≥ 0.5 × the hot article's req/s. Every answer's status is counted.
// Usage: node bench/long-tail/run.mjs [--posts 10000] [--duration 20] [--connections 50] [--seed-only]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { reportChecks } from '../lib/checks.mjs';
import { ensureBuild, freePort, startServer } from '../lib/server.mjs';
import { fillLongTailInDataDir, longTailPath } from './fill.mjs';

const { values: args } = parseArgs({
  options: {
    posts: { type: 'string', default: '10000' },
    duration: { type: 'string', default: '20' },
    connections: { type: 'string', default: '50' },
    // Requests at a time in the warm-up (each a render).
    'warm-concurrency': { type: 'string', default: '4' },
    // A quick run: seed a few posts, read each once, check they are kept; no load (CI runs the seed itself: fill.mjs).
    'seed-only': { type: 'boolean', default: false },
  },
});
const posts = Number(args.posts);
const duration = Number(args.duration);
const connections = Number(args.connections);
const ROUNDS = 4;
const GOAL = 0.5;
/** What a browser sends: compressed answers, and a browser's User-Agent (analytics counts it, as production does). */
const BROWSER = {
  'accept-encoding': 'gzip, deflate, br, zstd',
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
};
const fmt = (n, d = 0) => Number(n).toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d });

/** A counter's values by label from the Prometheus text (METRICS_PORT). */
async function counters(metricsUrl, name) {
  const text = await (await fetch(metricsUrl)).text();
  const values = {};
  for (const line of text.split('\n')) {
    const match = new RegExp(`^${name}\\{[a-z]+="([^"]+)"\\} (\\d+)`).exec(line);
    if (match) values[match[1]] = Number(match[2]);
  }
  return values;
}
const delta = (after, before) =>
  Object.fromEntries(
    Object.entries(after)
      .map(([k, v]) => [k, v - (before[k] ?? 0)])
      .filter(([, v]) => v > 0),
  );

async function once(target, seconds) {
  let n = 0;
  const result = await autocannon({
    url: target.url,
    connections,
    duration: seconds,
    headers: BROWSER,
    requests: [{ setupRequest: (req) => ({ ...req, path: target.pathFor(n++) }) }],
  });
  return result;
}

function summarize(title, results) {
  const seconds = results.reduce((n, r) => n + r.duration, 0);
  const total = results.reduce((n, r) => n + r.requests.total, 0);
  const unexpected = results.reduce((n, r) => n + r.non2xx, 0);
  const errors = results.reduce((n, r) => n + r.errors + r.timeouts, 0);
  const p99s = results.map((r) => r.latency.p99).sort((a, b) => a - b);
  return { title, total, rps: total / seconds, p99: p99s[Math.floor(p99s.length / 2)], unexpected, errors };
}

ensureBuild();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-long-tail-'));
let server;
try {
  // 1. Migrate (a first start), then the posts straight into the database.
  const first = await startServer({ dataDir, env: { SEED_CONTENT: 'false' } });
  await first.stop();
  const seedStarted = performance.now();
  await fillLongTailInDataDir(path.join(dataDir, 'pgdata'), posts);
  const seedSeconds = (performance.now() - seedStarted) / 1000;

  // 2. The server as production runs it (default page-cache budgets), its metrics on loopback.
  const metricsPort = await freePort();
  server = await startServer({ dataDir, env: { SEED_CONTENT: 'false', METRICS_PORT: String(metricsPort) } });
  const metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
  const paths = Array.from({ length: posts }, (_, i) => longTailPath(i + 1));

  // 3. Warm-up: every post read once, each a render (the rate a cache that lost them would run at).
  const warmStarted = performance.now();
  let next = 0;
  let bytes = 0;
  const failures = [];
  await Promise.all(
    Array.from({ length: Number(args['warm-concurrency']) }, async () => {
      while (next < paths.length) {
        const url = server.url + paths[next++];
        const res = await fetch(url, { headers: BROWSER });
        bytes += Number(res.headers.get('content-length') ?? 0);
        await res.arrayBuffer();
        if (res.status !== 200) failures.push(`${res.status} ${url}`);
      }
    }),
  );
  const warmSeconds = (performance.now() - warmStarted) / 1000;
  const warm = await counters(metricsUrl, 'page_renders_total');

  // Read again: each kept (memory or disk), none rendered.
  const sample = [paths[0], paths[Math.floor(posts / 2)], paths[posts - 1]];
  const states = [];
  for (const p of sample) states.push((await fetch(server.url + p, { headers: BROWSER })).headers.get('x-page-cache'));
  const rendersAfterSample = (await counters(metricsUrl, 'page_renders_total')).public ?? 0;

  console.log(
    `\n== bench/long-tail: ${fmt(posts)} posts (seeded in ${fmt(seedSeconds, 1)} s), warm-up ${fmt(warmSeconds, 1)} s = ${fmt(posts / warmSeconds, 1)} renders/s, ` +
      `${fmt(bytes / posts / 1024, 1)} KB a page as sent (br); read again: ${states.join(', ')} ==\n`,
  );
  const checks = [
    ['every post answered 200 in the warm-up', failures.length === 0, failures.slice(0, 3).join('; ') || `${posts} / ${posts}`],
    [
      'a post read again is kept, not rendered',
      rendersAfterSample === (warm.public ?? 0) && states.every((s) => s === 'hit' || s === 'disk'),
      states.join(', '),
    ],
  ];

  if (!args['seed-only']) {
    // 4. Turns: one hot article, then a random post per request; both paths made per request alike.
    const hot = { title: 'one hot article', url: server.url, pathFor: () => paths[0] };
    const tail = { title: `random post of ${fmt(posts)} per request`, url: server.url, pathFor: () => paths[Math.floor(Math.random() * posts)] };
    const results = [[], []];
    /** What the long-tail rounds cost the server: its page-cache answers and renders, summed over the rounds. */
    const tailCounts = { cache: {}, renders: {} };
    const add = (sum, more) => {
      for (const [k, v] of Object.entries(more)) sum[k] = (sum[k] ?? 0) + v;
    };
    for (let i = 0; i < ROUNDS; i++) {
      const seconds = Math.max(1, Math.round(duration / ROUNDS));
      results[0].push(await once(hot, seconds));
      const renders = await counters(metricsUrl, 'page_renders_total');
      const cache = await counters(metricsUrl, 'page_cache_requests_total');
      results[1].push(await once(tail, seconds));
      add(tailCounts.renders, delta(await counters(metricsUrl, 'page_renders_total'), renders));
      add(tailCounts.cache, delta(await counters(metricsUrl, 'page_cache_requests_total'), cache));
    }
    const [hotRow, tailRow] = [summarize(hot.title, results[0]), summarize(tail.title, results[1])];
    console.log(`${connections} connections, ${ROUNDS} rounds each, ${duration} s per target, taking turns\n`);
    console.log('target                                   req/s   ÷ hot   p99 ms   non-2xx   errors');
    for (const row of [hotRow, tailRow])
      console.log(
        `${row.title.padEnd(38)} ${fmt(row.rps).padStart(7)}   ${fmt(row.rps / hotRow.rps, 2).padStart(5)}   ${fmt(row.p99).padStart(6)}   ${String(row.unexpected).padStart(7)}   ${row.errors}`,
      );
    console.log(
      `\nlong-tail rounds, through Fastify (hits answered before it are counted as hit too): page cache ${JSON.stringify(tailCounts.cache)}, renders ${JSON.stringify(tailCounts.renders)}`,
    );
    const ratio = tailRow.rps / hotRow.rps;
    console.log(
      `\n${ratio >= GOAL ? 'MET' : 'NOT MET'}  long tail ≥ ${GOAL} × one hot article (${fmt(ratio, 2)}: ${fmt(tailRow.rps)} against ${fmt(hotRow.rps)} req/s)`,
    );
    checks.push(
      [`long tail ÷ hot article ≥ ${GOAL}`, ratio >= GOAL, fmt(ratio, 2)],
      ...[hotRow, tailRow].map((row) => [
        `${row.title}: 0 non-2xx, 0 errors`,
        row.unexpected === 0 && row.errors === 0,
        `${row.unexpected} / ${row.errors}`,
      ]),
    );
  }
  reportChecks(checks);
} finally {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
