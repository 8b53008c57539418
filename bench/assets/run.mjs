#!/usr/bin/env node
// bench/assets: a fingerprinted asset (the islands script, with its precompressed copies) from the
// built server and from nginx serving the same bytes, in one run: requests per second of both and
// the ratio, as a browser asks (gzip: nginx's gzip_static sends the same .gz) and without compression.
// Usage: node bench/assets/run.mjs [--duration 10] [--connections 50]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startNginx } from '../lib/nginx.mjs';
import { buildDir, ensureBuild, startServer } from '../lib/server.mjs';

const { values: args } = parseArgs({
  options: { duration: { type: 'string', default: '10' }, connections: { type: 'string', default: '50' } },
});
const duration = Number(args.duration);
const connections = Number(args.connections);
const TARGET_RATIO = 0.5;

ensureBuild();
const assetsDir = path.join(buildDir, 'client/assets');
const script = fs.readdirSync(assetsDir).find((name) => /^islands-[\w-]+\.js$/.test(name));
if (!script) throw new Error(`no islands script in ${assetsDir}`);
const file = (suffix = '') => fs.readFileSync(path.join(assetsDir, script + suffix));
const url = `/assets/${script}`;

async function rate(target, encoding) {
  const result = await autocannon({ url: target, connections, duration, headers: encoding ? { 'accept-encoding': encoding } : {} });
  return { rps: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors + result.timeouts };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-assets-'));
const server = await startServer({ dataDir });
const nginx = await startNginx({ files: { [`/${script}`]: file(), [`/${script}.gz`]: file('.gz') }, gzipStatic: true });
// nginx serves the same bytes from its own root (no /assets folder there).
const nginxBase = nginx.url.replace(/\/$/, '');
const rows = [];
try {
  for (const [label, encoding] of [
    ['gzip (browser-like)', 'gzip'],
    ['no compression', null],
  ]) {
    // Same answer from both, first: the comparison is of the same bytes.
    const ours = await fetch(server.url + url, { headers: { 'accept-encoding': encoding ?? 'identity' } });
    const theirs = await fetch(`${nginxBase}/${script}`, { headers: { 'accept-encoding': encoding ?? 'identity' } });
    if (ours.status !== 200 || theirs.status !== 200) throw new Error(`not 200: ours ${ours.status}, nginx ${theirs.status}`);
    const reference = await rate(`${nginxBase}/${script}`, encoding);
    const project = await rate(server.url + url, encoding);
    rows.push({ label, bytes: Number(ours.headers.get('content-length')), reference, project });
  }
} finally {
  await nginx.stop();
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

console.log(`\n== bench/assets: ${url} (${duration} s each, ${connections} connections, one run) ==\n`);
console.log('| Request | Bytes sent | nginx req/s | project req/s | ratio | project p99 ms | non-2xx (nginx / project) |');
console.log('|---|---:|---:|---:|---:|---:|---:|');
let ok = true;
for (const { label, bytes, reference, project } of rows) {
  const ratio = project.rps / reference.rps;
  ok &&= ratio >= TARGET_RATIO && project.non2xx === 0 && project.errors === 0 && reference.non2xx === 0;
  console.log(
    `| ${label} | ${bytes} | ${Math.round(reference.rps)} | ${Math.round(project.rps)} | ${ratio.toFixed(2)} | ${project.p99} | ${reference.non2xx} / ${project.non2xx} |`,
  );
}
console.log(`\nTarget: project ≥ ${TARGET_RATIO} × nginx on the same file, no non-2xx: ${ok ? 'MET' : 'NOT MET'}\n`);
process.exitCode = ok ? 0 : 1;
