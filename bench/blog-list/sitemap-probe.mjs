#!/usr/bin/env node
// bench/blog-list/sitemap-probe.mjs: /sitemap.xml right after a write at N posts, without the
// minutes of seeding through the API (the posts are inserted directly), with its parts timed in
// the same run; `--before-build DIR` runs the same probe on an older build too, turn about.
// Usage: node bench/blog-list/sitemap-probe.mjs [--posts 10000] [--writes 9] [--before-build DIR] [--turns 1]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { adminHeaders, buildDir, ensureBuild, startServer } from '../lib/server.mjs';
import { fillPostsInDataDir } from './fill.mjs';

const { values: args } = parseArgs({
  options: {
    posts: { type: 'string', default: '10000' },
    writes: { type: 'string', default: '9' },
    'before-build': { type: 'string' },
    turns: { type: 'string', default: '1' },
  },
});
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const fmt = (n) => n.toFixed(1);
const TARGET_MS = 100;
/** CPU ms the process has used (user + system, all its threads): less bent by other work on the machine than wall time. */
function cpuMs(pid) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in clock ticks (USER_HZ 100)
}

async function probe(build) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-sitemap-probe-'));
  // BUILD_DIR: the server renders with the web build beside its own API bundle, not the current one.
  const env = { RATE_LIMIT_ENABLED: 'false', SEED_CONTENT: 'false', BUILD_DIR: build };
  try {
    await (await startServer({ dataDir, env, build })).stop();
    await fillPostsInDataDir(path.join(dataDir, 'pgdata'), Number(args.posts));
    const server = await startServer({ dataDir, env, build });
    try {
      const headers = { ...(await adminHeaders(server.url)), 'content-type': 'application/json' };
      const unexpected = [];
      const get = async (pathname, extra = {}) => {
        const started = performance.now();
        const res = await fetch(server.url + pathname, { headers: { 'accept-encoding': 'gzip, deflate, br', ...extra } });
        await res.arrayBuffer();
        if (!res.ok) unexpected.push(`${res.status} ${pathname}`);
        return performance.now() - started;
      };
      let n = 0;
      const rows = { first: [await get('/sitemap.xml')], cached: [await get('/sitemap.xml')], afterWrite: [], api: [], identity: [], write: [] };
      const write = async () => {
        const body = JSON.stringify({ title: `Probe post ${n++}`, content: '<p>Probe.</p>', tags: 'bench', isPublished: true });
        const started = performance.now();
        const res = await fetch(`${server.url}/api/blogs/new`, { method: 'POST', headers, body });
        await res.arrayBuffer();
        rows.write.push(performance.now() - started);
        if (res.status !== 201) unexpected.push(`${res.status} POST /api/blogs/new`);
      };
      const cpuBefore = cpuMs(server.child.pid);
      for (let i = 0; i < Number(args.writes); i++) {
        await write();
        rows.afterWrite.push(await get('/sitemap.xml'));
      }
      await new Promise((r) => setTimeout(r, 500)); // what the cycle left to do (a collection) counts too
      rows.cpuCycle = [(cpuMs(server.child.pid) - cpuBefore) / Number(args.writes)];
      // The same writes without a page read after them (the API's list is still rebuilt after each).
      const writesBefore = cpuMs(server.child.pid);
      for (let i = 0; i < Number(args.writes); i++) await write();
      await new Promise((r) => setTimeout(r, 500));
      rows.cpuWrite = [(cpuMs(server.child.pid) - writesBefore) / Number(args.writes)];
      for (let i = 0; i < Number(args.writes); i++) {
        await write();
        rows.api.push(await get('/api/blog-sitemap', { 'accept-encoding': 'identity' }));
        rows.identity.push(await get('/sitemap.xml', { 'accept-encoding': 'identity' }));
      }
      return { ...rows, unexpected };
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

ensureBuild();
const builds = [...(args['before-build'] ? [['before', path.resolve(args['before-build'])]] : []), ['this build', buildDir]];
const results = Object.fromEntries(builds.map(([label]) => [label, null]));
for (let turn = 0; turn < Number(args.turns); turn++)
  for (const [label, build] of builds) {
    const r = await probe(build);
    const kept = results[label];
    results[label] = kept ? Object.fromEntries(Object.entries(r).map(([k, v]) => [k, [...kept[k], ...v]])) : r;
  }

console.log(`\n== sitemap probe: ${args.posts} posts (inserted directly), ${args.writes} writes per row, ${args.turns} turn(s), ms ==\n`);
console.log(`| Measure | ${builds.map(([l]) => l).join(' | ')} |\n|---|${builds.map(() => '---:').join('|')}|`);
const line = (label, key) =>
  console.log(`| ${label} | ${builds.map(([b]) => `${fmt(median(results[b][key]))} (max ${fmt(Math.max(...results[b][key]))})`).join(' | ')} |`);
line('/sitemap.xml first build (br)', 'first');
line('/sitemap.xml cached (br)', 'cached');
line('/sitemap.xml right after a write (br), median', 'afterWrite');
line('GET /api/blog-sitemap right after a write (identity)', 'api');
line('… then /sitemap.xml uncompressed (list cached)', 'identity');
line('POST /api/blogs/new (the staff save), median', 'write');
line('server CPU ms per cycle: a write, then /sitemap.xml (br)', 'cpuCycle');
line('server CPU ms per write alone (what it rebuilds included)', 'cpuWrite');
console.log(`| non-2xx | ${builds.map(([b]) => results[b].unexpected.length).join(' | ')} |`);
const mine = results['this build'];
console.log(`\nthis build, right after a write: median ${fmt(median(mine.afterWrite))} ms (target < ${TARGET_MS} ms)`);
