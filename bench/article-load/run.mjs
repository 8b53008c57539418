#!/usr/bin/env node
// bench/article-load: req/s and p99 of a server-rendered blog article against the same page served
// as a static file by the same server. Usage: node bench/article-load/run.mjs [--duration 20] [--connections 50]
/* global fetch */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { adminHeaders, buildDir, ensureBuild, startServer } from '../lib/server.mjs';

const { values: args } = parseArgs({
  options: { duration: { type: 'string', default: '20' }, connections: { type: 'string', default: '50' } },
});
const duration = Number(args.duration);
const connections = Number(args.connections);
const fmt = (n, d = 0) => Number(n).toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d });

const paragraph =
  'Reliable scraping starts with knowing when a page changed. We fingerprint every template, alert on empty fields and keep ' +
  'a replayable archive of raw responses, so a broken selector costs minutes instead of a day of missing data.';
const content = [
  '<h2>Why scrapers break</h2>',
  ...Array.from({ length: 4 }, () => `<p>${paragraph} <strong>Monitoring</strong> and <em>retries</em> matter.</p>`),
  '<ul><li><p>Template fingerprints</p></li><li><p>Field-level alerts</p></li><li><p>Raw response archive</p></li></ul>',
  '<h3>What we ship</h3>',
  ...Array.from({ length: 3 }, () => `<p>${paragraph} <a href="https://example.com/docs">Read the docs</a>.</p>`),
].join('');

ensureBuild();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-article-'));
const staticDir = path.join(buildDir, 'client', '__bench');
const staticFile = path.join(staticDir, 'article.html');
let server;

async function run(title, url, conns = connections) {
  const result = await autocannon({ url, connections: conns, duration });
  const row = { title, rps: result.requests.average, p99: result.latency.p99, p50: result.latency.p50, non2xx: result.non2xx, errors: result.errors };
  console.log(
    `${title.padEnd(38)} req/s ${fmt(row.rps).padStart(7)}   p50 ${fmt(row.p50)} ms   p99 ${fmt(row.p99)} ms   non-2xx ${row.non2xx}   errors ${row.errors}`,
  );
  return row;
}

try {
  // 1. A fresh server and database; one article seeded through the API, as staff would.
  server = await startServer({ dataDir });
  const headers = { ...(await adminHeaders(server.url)), 'content-type': 'application/json' };
  const res = await fetch(`${server.url}/api/blogs/new`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ title: 'Keeping scrapers healthy at scale', content, tags: ['scraping', 'monitoring'], isPublished: true }),
  });
  if (res.status !== 201) throw new Error(`seeding failed: ${res.status} ${await res.text()}`);
  const { slug } = await res.json();
  const articlePath = `/blogs/${slug}`;

  // 2. The page's HTML saved as a static file under the build's client folder. Static routes are
  //    registered at start, so the server restarts on the same data dir to serve it.
  const html = await (await fetch(server.url + articlePath)).text();
  fs.mkdirSync(staticDir, { recursive: true });
  fs.writeFileSync(staticFile, html);
  await server.stop();
  server = await startServer({ dataDir });
  const staticPath = '/__bench/article.html';
  const check = await fetch(server.url + staticPath);
  if (!check.ok) throw new Error(`static copy not served: ${check.status}`);
  await fetch(server.url + articlePath); // warm the page cache, as any first visitor would

  console.log(`\n== bench/article-load: ${connections} connections, ${duration} s per run, ${fmt(html.length / 1024, 1)} KB page ==\n`);
  const rendered = await run(`rendered article (page cache)`, server.url + articlePath);
  const file = await run(`same HTML as a static file`, server.url + staticPath);
  // For comparison: every request rendered (a query string other than ?page= bypasses the cache).
  // Fewer connections there: at 50, renders queue past autocannon's 10 s timeout on a small machine.
  const uncached = await run(`rendered, cache bypassed (10 conns)`, `${server.url}${articlePath}?bench=nocache`, Math.min(connections, 10));

  const ratio = rendered.rps / file.rps;
  console.log(`\nrendered / static: ${fmt(ratio * 100, 1)} %   (target ≥ 50 %)`);
  console.log(`rendered req/s:    ${fmt(rendered.rps)}   (target ≥ 1,000)`);
  console.log(`page cache gain:   ${fmt(rendered.rps / Math.max(uncached.rps, 1), 1)}× over rendering every request`);
  const ok = ratio >= 0.5 && rendered.rps >= 1000 && rendered.non2xx === 0 && rendered.errors === 0;
  console.log(ok ? '\nPASS' : '\nFAIL');
  process.exitCode = ok ? 0 : 1;
} finally {
  await server?.stop();
  fs.rmSync(staticDir, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
}
