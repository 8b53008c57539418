#!/usr/bin/env node
// bench/article-load: req/s and p99 of a server-rendered blog article against the same page served
// as a static file by the same server. Usage: node bench/article-load/run.mjs [--duration 20] [--connections 50]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { gzipSync } from 'node:zlib';
import { startNginx } from '../lib/nginx.mjs';
import { adminHeaders, buildDir, ensureBuild, startServer } from '../lib/server.mjs';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '20' },
    connections: { type: 'string', default: '50' },
    // e.g. --encoding br: ask for compressed answers as browsers do (both runs are then compressed).
    encoding: { type: 'string', default: '' },
  },
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
let nginx;

async function once(url, conns, seconds) {
  const headers = args.encoding ? { 'accept-encoding': args.encoding } : {};
  return autocannon({ url, connections: conns, duration: seconds, headers });
}

function report(title, results) {
  const seconds = results.reduce((n, r) => n + r.duration, 0);
  const p99s = results.map((r) => r.latency.p99).sort((a, b) => a - b);
  const row = {
    rps: results.reduce((n, r) => n + r.requests.total, 0) / seconds,
    p99: p99s[Math.floor(p99s.length / 2)],
    non2xx: results.reduce((n, r) => n + r.non2xx, 0),
    errors: results.reduce((n, r) => n + r.errors, 0),
  };
  console.log(`${title.padEnd(38)} req/s ${fmt(row.rps).padStart(7)}   p99 ${fmt(row.p99)} ms   non-2xx ${row.non2xx}   errors ${row.errors}`);
  return row;
}

/**
 * The two targets take turns in short rounds (A B A B …) so that load from other work on a shared
 * machine falls on both alike; req/s is over all rounds, p99 the median of the rounds'.
 */
async function compare(targets, seconds, rounds = 4) {
  const results = targets.map(() => []);
  for (let i = 0; i < rounds; i++)
    for (const [j, t] of targets.entries())
      results[j].push(await once(t.url, t.connections ?? connections, Math.max(1, Math.round(seconds / rounds))));
  return targets.map((t, j) => report(t.title, results[j]));
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
  // 3. The same HTML from Debian's nginx (one worker; gzip_static for compressed runs, as the page
  //    cache keeps its compressed copy): a reference that is not our own server.
  nginx = await startNginx({ files: { '/article.html': html, '/article.html.gz': gzipSync(html, { level: 9 }) }, gzipStatic: true });

  const enc = args.encoding ? `Accept-Encoding: ${args.encoding}` : 'no Accept-Encoding (uncompressed)';
  console.log(`\n== bench/article-load: ${connections} connections, ${duration} s per run, ${fmt(html.length / 1024, 1)} KB page, ${enc} ==\n`);
  const [rendered, file, fromNginx] = await compare(
    [
      { title: 'rendered article (page cache)', url: server.url + articlePath },
      { title: 'same HTML as a static file', url: server.url + staticPath },
      { title: 'same HTML from nginx (1 worker)', url: `${nginx.url}/article.html` },
    ],
    duration,
  );
  // For comparison: every request rendered (a query other than ?page= bypasses the cache). Fewer
  // connections: at 50, renders queue past autocannon's 10 s timeout on a small machine.
  const [uncached] = await compare(
    [{ title: 'rendered, cache bypassed (10 conns)', url: `${server.url}${articlePath}?bench=nocache`, connections: Math.min(connections, 10) }],
    Math.min(duration, 10),
    1,
  );

  const ratio = rendered.rps / file.rps;
  console.log(`\nrendered / static: ${fmt(ratio * 100, 1)} %   (target ≥ 50 %)`);
  console.log(`rendered / nginx:  ${fmt(rendered.rps / fromNginx.rps, 2)}`);
  console.log(`rendered req/s:    ${fmt(rendered.rps)}   (target ≥ 1,000)`);
  console.log(`page cache gain:   ${fmt(rendered.rps / Math.max(uncached.rps, 1), 1)}× over rendering every request`);
  const ok = ratio >= 0.5 && rendered.rps >= 1000 && rendered.non2xx === 0 && rendered.errors === 0;
  console.log(ok ? '\nPASS' : '\nFAIL');
  process.exitCode = ok ? 0 : 1;
} finally {
  await nginx?.stop();
  await server?.stop();
  fs.rmSync(staticDir, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
}
