#!/usr/bin/env node
// bench/blog-list: first the scale part (scale.mjs: /blog's size, the sitemap, RSS and deep pages at
// 100 and 10,000 posts); then, does the public post list starve the server? 200 posts of ~50 KB each;
// /api/health latency is measured alone, then side by side with 20 concurrent anonymous list calls.
// Usage: node bench/blog-list/run.mjs [--duration 15] [--connections 20] [--scale-posts 10000] [--scale-only | --no-scale]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { adminHeaders, ensureBuild, startServer } from '../lib/server.mjs';
import { probeHealth } from '../lib/health-probe.mjs';
import { bigPost, publishPosts } from './posts.mjs';
import { runScale } from './scale.mjs';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '15' },
    connections: { type: 'string', default: '20' },
    posts: { type: 'string', default: '200' },
    'scale-posts': { type: 'string', default: '10000' },
    'scale-only': { type: 'boolean', default: false },
    'no-scale': { type: 'boolean', default: false },
  },
});
const duration = Number(args.duration);
const connections = Number(args.connections);
const POSTS = Number(args.posts);
const TARGET_P99_MS = 50;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const fmt = (n, d = 1) => Number(n).toFixed(d);

const line = (label, { sorted, failures }) =>
  `${label.padEnd(34)} n=${String(sorted.length).padStart(4)}  p50 ${fmt(percentile(sorted, 50)).padStart(6)} ms  p99 ${fmt(percentile(sorted, 99)).padStart(6)} ms  max ${fmt(sorted.at(-1)).padStart(7)} ms  failures ${failures}`;

ensureBuild();
const scaleOk = args['no-scale'] ? true : await runScale({ posts: Number(args['scale-posts']) });
if (args['scale-only']) process.exit(scaleOk ? 0 : 1);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-blog-list-'));
// Rate limits lifted: the figure is the cost of the list itself, not of 429s.
const server = await startServer({ dataDir, env: { RATE_LIMIT_ENABLED: 'false' } });
try {
  await publishPosts(server.url, await adminHeaders(server.url), { to: POSTS, body: bigPost, batch: 10 });
  const first = await fetch(`${server.url}/api/blogs`);
  const firstBody = await first.arrayBuffer();
  console.log(
    `\n== bench/blog-list: ${POSTS} posts of ~50 KB; GET /api/blogs answers ${first.headers.get('x-total-count')} total, ${(firstBody.byteLength / 1024).toFixed(0)} KB per page ==\n`,
  );

  let stop = probeHealth(server.url);
  await new Promise((r) => setTimeout(r, duration * 1000));
  const idle = await stop();

  // Anonymous visitors reading every page of the list (and the default page), 20 at once: first as
  // a client that takes no compression, then as browsers do (SPEC's client is a browser's fetch).
  const pages = Math.ceil(POSTS / 9);
  async function listLoad(acceptEncoding) {
    let n = 0;
    const probe = probeHealth(server.url);
    const load = await autocannon({
      url: server.url,
      connections,
      duration,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: n++ % 4 === 0 ? '/api/blogs' : `/api/blogs?page=${(n % pages) + 1}` }) }],
    });
    return { load, busy: await probe() };
  }
  const br = await fetch(`${server.url}/api/blogs`, { headers: { 'accept-encoding': 'br' } });
  const brBytes = Number(br.headers.get('content-length') ?? 0);
  const plain = await listLoad(null);
  const browser = await listLoad('gzip, deflate, br');

  console.log(line('/api/health alone', idle));
  for (const [label, { load, busy }] of [
    ['no compression', plain],
    [`browsers (br, ${(brBytes / 1024).toFixed(0)} KB a page)`, browser],
  ]) {
    console.log(line(`/api/health beside ${connections} list callers, ${label}`, busy));
    console.log(
      `${'  GET /api/blogs (anonymous)'.padEnd(34)} ${load.requests.total} answered (${fmt(load.requests.average, 0)}/s), p50 ${load.latency.p50} ms, p99 ${load.latency.p99} ms, non-2xx ${load.non2xx}, errors ${load.errors}, timeouts ${load.timeouts}`,
    );
  }
  const p99 = percentile(browser.busy.sorted, 99);
  // Every answer of the list load is a 2xx (rate limits are lifted here: a 429 or a 500 is a failure).
  const non2xx = plain.load.non2xx + browser.load.non2xx + plain.load.errors + browser.load.errors;
  const ok = p99 < TARGET_P99_MS && browser.busy.failures === 0 && non2xx === 0 && scaleOk;
  console.log(
    `\nverdict: /api/health p99 beside browser-like list callers ${fmt(p99)} ms (target < ${TARGET_P99_MS} ms), list non-2xx/errors ${non2xx}, scale part ${scaleOk ? 'met' : 'not met'}: ${ok ? 'MET' : 'NOT MET'}`,
  );
  process.exitCode = ok ? 0 : 1;
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
