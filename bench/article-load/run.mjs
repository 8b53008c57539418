#!/usr/bin/env node
// bench/article-load: the server-rendered blog article against nginx serving the very same HTML,
// in one run, as production runs both (issue 44): the server at its default log level (a line per
// request), nginx with its access log on, every request from a browser's User-Agent (so analytics
// counts the view), loaded by wrk (which does not cap the reference, as autocannon in this process
// did). Plain, with a new utm_source or gclid on every request, with no request line and with no
// analytics either (what each costs, in place), rendered on every request from one address under
// the default rate limits, and missing pages (404) as scanners ask for them; with CPU per request
// from /proc for the server and for nginx, and what the log line, the metrics and the view count
// cost apiece (per-request-costs.ts). Every answer's status is checked; each goal prints MET or NOT MET.
// Usage: node bench/article-load/run.mjs [--duration 20] [--connections 50] [--threads 1] [--encoding br]
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { BROWSER_AGENT } from '../lib/agents.mjs';
import { startNginx } from '../lib/nginx.mjs';
import { buildDir, ensureBuild, freePort, root, startServer } from '../lib/server.mjs';
import { reportChecks } from '../lib/checks.mjs';
import { requireWrk, runWrk } from '../lib/wrk.mjs';
import { seedArticle } from './article.mjs';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '20' },
    connections: { type: 'string', default: '50' },
    // wrk's threads: one keeps up with nginx's one worker on a 2-core machine and leaves the other core to the server.
    threads: { type: 'string', default: '1' },
    // e.g. --encoding br: ask for compressed answers as browsers do (every target is then compressed).
    encoding: { type: 'string', default: '' },
  },
});
const duration = Number(args.duration);
const connections = Number(args.connections);
const threads = Number(args.threads);
const ROUNDS = 4;
/** The default public read limit (RATE_LIMIT_READS_PER_MINUTE): the rendered run must read past it. */
const DEFAULT_READS_PER_MINUTE = 300;
const fmt = (n, d = 0) => Number(n).toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d });

const wrkVersion = requireWrk();
ensureBuild();
const dataDirs = [];
const servers = [];
let nginx;
let bare;

const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
/** CPU seconds processes (all their threads) have used so far, from /proc; null where one is gone. */
function cpuSeconds(pids) {
  let total = 0;
  for (const pid of pids) {
    try {
      // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      total += (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
    } catch {
      return null;
    }
  }
  return total;
}

/** One wrk run against a target; `cpu`: the CPU seconds its server (or nginx) took meanwhile. */
async function once(target, seconds) {
  const headers = { 'user-agent': BROWSER_AGENT, ...(args.encoding ? { 'accept-encoding': args.encoding } : {}), ...target.headers };
  const pids = target.pids();
  const cpuBefore = cpuSeconds(pids);
  const result = await runWrk({
    url: target.url,
    seconds,
    connections: target.connections ?? connections,
    threads,
    headers,
    pathKind: target.pathKind ?? null,
    countStatuses: target.countStatuses ?? false,
  });
  const cpuAfter = cpuSeconds(pids);
  return { ...result, cpu: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore };
}

/**
 * Answers other than the expected ones over the rounds, e.g. { 429: 3, 500: 12 }: by status where
 * wrk counted them (small answers), otherwise wrk's count of answers ≥ 400 (under "≥400").
 */
function unexpectedByStatus(results, status) {
  const counts = {};
  for (const r of results) {
    if (r.statuses) {
      for (const [code, count] of Object.entries(r.statuses))
        if (status ? Number(code) !== status : !code.startsWith('2')) counts[code] = (counts[code] ?? 0) + count;
    } else if (r.statusErrors) counts['≥400'] = (counts['≥400'] ?? 0) + r.statusErrors;
  }
  return counts;
}

function summarize(target, results) {
  const seconds = results.reduce((n, r) => n + r.seconds, 0);
  const p99s = results.map((r) => r.p99Ms).sort((a, b) => a - b);
  const total = results.reduce((n, r) => n + r.requests, 0);
  const byStatus = unexpectedByStatus(results, target.status);
  const cpu = results.every((r) => r.cpu !== null) ? results.reduce((n, r) => n + r.cpu, 0) : null;
  return {
    title: target.title,
    server: target.server,
    total,
    rps: total / seconds,
    seconds,
    p99: p99s[Math.floor(p99s.length / 2)],
    unexpected: Object.values(byStatus).reduce((n, c) => n + c, 0),
    byStatus,
    errors: results.reduce((n, r) => n + r.errors, 0),
    // CPU per answer, in ms: the requests in flight at a round's end are counted in neither.
    cpuMsPerRequest: cpu === null || total === 0 ? null : (cpu * 1000) / total,
  };
}

/**
 * The targets take turns in short rounds (A B C D A B …) so that load from other work on a shared
 * machine falls on all alike; req/s is over all rounds, p99 the median of the rounds'.
 */
async function compare(targets, seconds) {
  const results = targets.map(() => []);
  for (let i = 0; i < ROUNDS; i++) for (const [j, t] of targets.entries()) results[j].push(await once(t, Math.max(1, Math.round(seconds / ROUNDS))));
  return targets.map((t, j) => summarize(t, results[j]));
}

/** bare-node.mjs serving what the project answered for `url` with this run's request headers. */
async function startBareNode(url) {
  const { headers: sent, body } = await answerAsSent(url);
  const skip = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);
  const headers = Object.fromEntries(Object.entries(sent).filter(([name]) => !skip.has(name)));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-bare-node-'));
  dataDirs.push(dir);
  const file = path.join(dir, 'answer.json');
  fs.writeFileSync(file, JSON.stringify({ headers, body: body.toString('base64') }));
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'bench/article-load/bare-node.mjs'), String(port), file], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.stdout.once('data', resolve);
    child.once('exit', (code) => reject(new Error(`bare-node.mjs exited (${code})`)));
  });
  return { child, url: `http://127.0.0.1:${port}/` };
}

/**
 * One answer's headers and bytes as the server sent them, asked for in this run's encoding (identity
 * when it has none): through node:http, which neither asks for gzip nor decodes, as fetch does.
 */
function answerAsSent(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'user-agent': BROWSER_AGENT, 'accept-encoding': args.encoding ?? 'identity' } }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

async function serverWith(env) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-article-'));
  dataDirs.push(dataDir);
  const server = await startServer({ dataDir, env });
  servers.push(server);
  return { server, ...(await seedArticle(server)) };
}

/** What the log line, the metrics and counting a view cost apiece, µs of CPU (per-request-costs.ts). */
function perRequestCosts() {
  const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'bench/article-load/per-request-costs.ts'), '--json'], {
    cwd: root,
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`per-request-costs.ts failed: ${run.stderr}`);
  return JSON.parse(run.stdout.trim().split('\n').at(-1));
}

const countMatches = (text, needle) => text.split(needle).length - 1;

try {
  // 1. Fresh servers with production's settings (rate limits on, LOG_LEVEL info, analytics on), one
  //    article seeded on each as staff would: the product as it runs, then the same without the
  //    request line (LOG_LEVEL=warn, as ACCESS_LOG=off leaves it) and without counting views too.
  const main = await serverWith({});
  const noLine = await serverWith({ LOG_LEVEL: 'warn' });
  const noLineNoViews = await serverWith({ LOG_LEVEL: 'warn', ANALYTICS: 'false' });
  const { server, articlePath, html } = main;

  // 2. The page as the first visitor gets it (seedArticle); a campaign link must be the same kept page.
  for (const query of ['utm_source=check&utm_medium=email', 'gclid=Cj0KCQcheck']) {
    const campaign = await fetch(`${server.url}${articlePath}?${query}`, { headers: { 'user-agent': BROWSER_AGENT } });
    if (campaign.headers.get('x-page-cache') !== 'hit' || (await campaign.text()) !== html)
      throw new Error(`a campaign link (?${query}) is not the kept page (X-Page-Cache: ${campaign.headers.get('x-page-cache')})`);
  }

  // 3. The same HTML from Debian's nginx (one worker, its access log on as Debian's default has it;
  //    gzip_static for compressed runs, as the page cache keeps its compressed copy).
  nginx = await startNginx({
    files: { '/article.html': html, '/article.html.gz': gzipSync(html, { level: 9 }) },
    gzipStatic: true,
    accessLog: true,
  });

  // 3b. Node's own http server with the bytes and headers the project sent for the article, as the
  //     floor a Node server stands on (bare-node.mjs).
  bare = await startBareNode(server.url + articlePath);

  const enc = args.encoding ? `Accept-Encoding: ${args.encoding}` : 'no Accept-Encoding (uncompressed)';
  const [load1, load5] = os.loadavg();
  console.log(
    `\n== bench/article-load ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC: load average ${fmt(load1, 1)} / ${fmt(load5, 1)} (1 / 5 min), ${os.cpus().length} cores ==`,
  );
  console.log(
    `client: ${wrkVersion}, ${threads} thread(s), ${connections} connections; ${ROUNDS} rounds, ${duration} s per target; ${fmt(html.length / 1024, 1)} KB page, ${enc}`,
  );
  console.log(`every request: User-Agent "${BROWSER_AGENT}"; server: ${path.relative(root, buildDir) || buildDir}, Node ${process.version}\n`);
  const rendered = Math.min(connections, 10);
  const pids = (s) => () => [s.child.pid];
  const on = (s, extra) => ({ url: s.url + articlePath, pids: pids(s), server: s, ...extra });
  const rows = await compare(
    [
      { title: 'nginx, the saved HTML (1 worker, access log)', url: `${nginx.url}/article.html`, pids: nginx.pids },
      { title: 'bare Node http, same bytes and headers, no log', url: bare.url, pids: () => [bare.child.pid] },
      on(server, { title: 'project, plain' }),
      // The campaign's path is made per request by wrk's Lua; this row pays the same with the plain
      // path, so campaign ÷ this compares what the server does, not the client.
      on(server, { title: 'project, plain, path made per request', pathKind: 'fixed' }),
      on(server, { title: 'project, new utm_source per request', pathKind: 'campaign-utm' }),
      on(server, { title: 'project, new gclid per request', pathKind: 'campaign-gclid' }),
      on(noLine.server, { title: 'project, plain, no request line' }),
      on(noLineNoViews.server, { title: 'project, plain, no line, no analytics' }),
      // A session cookie: the page cache never serves it, so every request is rendered and reads the
      // API in-process, all from this one address, under the default limits (300 reads a minute).
      on(server, {
        title: `project, rendered every request (${rendered} conns)`,
        headers: { cookie: 'sid=bench-visitor' },
        connections: rendered,
        countStatuses: true,
      }),
      // Missing pages (issue 40 point 6, decision 090): the shared not-found page, one path and a new
      // path every request (a scanner's), and, for reference in the same run, a missing path it
      // cannot show as it is (a quote in it), which is rendered for itself as every 404 was before.
      {
        title: 'project, 404 /blog/no-such-post',
        url: `${server.url}/blog/no-such-post`,
        status: 404,
        countStatuses: true,
        pids: pids(server),
        server,
      },
      {
        title: 'project, 404 new path per request',
        url: `${server.url}/nope-`,
        pathKind: 'new-path',
        status: 404,
        countStatuses: true,
        pids: pids(server),
        server,
      },
      {
        title: "project, 404 rendered (/it's-gone-N)",
        url: `${server.url}/it's-gone-`,
        pathKind: 'new-path',
        status: 404,
        countStatuses: true,
        pids: pids(server),
        server,
      },
    ],
    duration,
  );
  const [fromNginx, bareNode, plain, plainPerRequest, withUtm, withGclid, plainNoLine, plainBare, limited, , missingEach, missingRendered] = rows;

  console.log('target                                          req/s   ÷ nginx   p99 ms   CPU ms/req   unexpected   errors');
  for (const row of rows) {
    const codes = Object.keys(row.byStatus).length ? ` ${JSON.stringify(row.byStatus)}` : '';
    const cpu = row.cpuMsPerRequest === null ? '-' : fmt(row.cpuMsPerRequest, 3);
    console.log(
      `${row.title.padEnd(46)} ${fmt(row.rps).padStart(7)}   ${fmt(row.rps / fromNginx.rps, 2).padStart(7)}   ${fmt(row.p99).padStart(6)}   ${cpu.padStart(10)}   ${String(row.unexpected).padStart(10)}${codes}   ${row.errors}`,
    );
  }

  // 4. What each part of a hit costs, apart from the network (µs of CPU), beside the same run's CPU per request.
  const costs = perRequestCosts();
  const us = (ms) => (ms === null ? NaN : ms * 1000);
  console.log('\nper request, µs of CPU                     measured apart (per-request-costs.ts)   in this run (CPU/req difference)');
  console.log(
    `request log line, asynchronous (now)       ${fmt(costs.logAsync, 2).padStart(8)}                                ${fmt(us(plain.cpuMsPerRequest) - us(plainNoLine.cpuMsPerRequest), 1).padStart(8)}  (plain − no request line)`,
  );
  console.log(`request log line, synchronous (before 106) ${fmt(costs.logSync, 2).padStart(8)}`);
  console.log(`prom-client counter + histogram            ${fmt(costs.metrics, 2).padStart(8)}`);
  console.log(
    `counting the view (analytics)              ${fmt(costs.view, 2).padStart(8)}                                ${fmt(us(plainNoLine.cpuMsPerRequest) - us(plainBare.cpuMsPerRequest), 1).padStart(8)}  (no line − no line, no analytics)`,
  );
  console.log(`  of which the visitor hash (sha256)       ${fmt(costs.hash, 2).padStart(8)}`);
  console.log(
    `a whole cached hit, the server             ${''.padStart(8)}                                ${fmt(us(plain.cpuMsPerRequest), 1).padStart(8)}`,
  );
  console.log(
    `a whole answer, nginx (access log on)      ${''.padStart(8)}                                ${fmt(us(fromNginx.cpuMsPerRequest), 1).padStart(8)}`,
  );
  console.log(
    `a whole answer, bare Node http (no log)    ${''.padStart(8)}                                ${fmt(us(bareNode.cpuMsPerRequest), 1).padStart(8)}`,
  );
  console.log(
    `\nthe project ÷ bare Node (same bytes and headers): ${fmt(plain.rps / bareNode.rps, 2)} × the req/s, ${fmt((plain.cpuMsPerRequest ?? NaN) / (bareNode.cpuMsPerRequest ?? NaN), 2)} × the CPU per request; bare Node ÷ nginx ${fmt(bareNode.rps / fromNginx.rps, 2)} × the req/s`,
  );

  // 5. Both logged every answer: the server's request lines and nginx's access log against wrk's counts
  //    (an answer in flight when a round stopped is logged but not counted: lines ≥ answers).
  const answeredByMain = rows.filter((r) => r.server === server).reduce((n, r) => n + r.total, 0);
  const serverLines = countMatches(server.output(), '"msg":"request"');
  const nginxLines = nginx.accessLogLines();

  const readsPerMinute = (limited.total / limited.seconds) * 60;
  const checks = [
    [`cached article ≥ 0.7 × nginx, both logging every request`, plain.rps / fromNginx.rps >= 0.7, `${fmt(plain.rps / fromNginx.rps, 2)} × nginx`],
    [
      `CPU per cached article ≤ 2 × nginx's`,
      (plain.cpuMsPerRequest ?? Infinity) <= 2 * (fromNginx.cpuMsPerRequest ?? 0),
      `${fmt(us(plain.cpuMsPerRequest), 1)} µs against ${fmt(us(fromNginx.cpuMsPerRequest), 1)} µs: ${fmt((plain.cpuMsPerRequest ?? NaN) / (fromNginx.cpuMsPerRequest ?? NaN), 2)} ×`,
    ],
    [
      `gclid campaign ≥ 0.9 × plain (both paths made per request)`,
      withGclid.rps / plainPerRequest.rps >= 0.9,
      `${fmt(withGclid.rps / plainPerRequest.rps, 2)}; ÷ plain with a fixed path ${fmt(withGclid.rps / plain.rps, 2)}`,
    ],
    [
      `utm_source campaign ≥ 0.9 × plain (both paths made per request)`,
      withUtm.rps / plainPerRequest.rps >= 0.9,
      `${fmt(withUtm.rps / plainPerRequest.rps, 2)}; ÷ plain with a fixed path ${fmt(withUtm.rps / plain.rps, 2)}`,
    ],
    [
      `the server logged every answer (a request line each)`,
      serverLines >= answeredByMain,
      `${fmt(serverLines)} lines, ${fmt(answeredByMain)} answers counted`,
    ],
    [`nginx logged every answer (access log)`, nginxLines >= fromNginx.total, `${fmt(nginxLines)} lines, ${fmt(fromNginx.total)} answers counted`],
    [
      `rendered run read past the default limit (> ${DEFAULT_READS_PER_MINUTE}/min)`,
      readsPerMinute > DEFAULT_READS_PER_MINUTE,
      `${fmt(readsPerMinute)} page reads/min`,
    ],
    [
      // The shared page still goes through Fastify (hooks, the missing-path count, the request log), which a kept page's hit skips.
      `CPU per 404 (new path per request) ≤ 1/5 of a rendered 404's (the shared not-found page, not a render each)`,
      (missingEach.cpuMsPerRequest ?? Infinity) * 5 <= (missingRendered.cpuMsPerRequest ?? 0),
      `${fmt(missingEach.cpuMsPerRequest ?? NaN, 2)} ms against ${fmt(missingRendered.cpuMsPerRequest ?? NaN, 2)} ms; a cached article ${fmt(plain.cpuMsPerRequest ?? NaN, 2)} ms; req/s ${fmt(missingEach.rps / plain.rps, 2)} × plain`,
    ],
    ...rows.map((row) => [
      `${row.title}: 0 unexpected statuses, 0 errors`,
      row.unexpected === 0 && row.errors === 0,
      `${row.unexpected} / ${row.errors}`,
    ]),
  ];
  reportChecks(checks);
} finally {
  bare?.child.kill();
  await nginx?.stop();
  for (const s of servers) await s.stop();
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
}
