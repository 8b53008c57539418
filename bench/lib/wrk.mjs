// wrk as the benches' load client (issue 44): autocannon in the bench's own Node process capped
// nginx at ~2,700 req/s on the 2-core machine where wrk reaches 7,755–13,427 from the same nginx, so
// a ratio to nginx measured with it flattered the server. wrk is C with a Lua hook per request.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const WRK = process.env.WRK_PATH ?? 'wrk';

/** wrk's path and version, or null where it is not installed. */
export function findWrk() {
  try {
    const out = execFileSync(WRK, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    return out.split('\n')[0].trim();
  } catch (err) {
    // wrk --version prints its banner and exits 1.
    const text = `${err.stdout ?? ''}${err.stderr ?? ''}`;
    return /^wrk /.test(text) ? text.split('\n')[0].trim() : null;
  }
}

/** Stops the bench with how to install wrk when it is missing. */
export function requireWrk() {
  const version = findWrk();
  if (version) return version;
  console.error(
    `This bench loads the servers with wrk, which is not installed (or not at WRK_PATH).\n` +
      `  Debian/Ubuntu: apt-get install -y wrk    macOS: brew install wrk\n` +
      `(autocannon, the benches' former client, capped nginx at ~2,700 req/s on a 2-core machine: issue 44.)`,
  );
  process.exit(2);
}

const lua = (s) => JSON.stringify(s); // a JSON string is a valid Lua string literal for these paths

/**
 * The Lua script: per-request paths (`pathOf`: 'fixed', 'campaign-utm', 'campaign-gclid', 'new-path'),
 * status counts when `countStatuses` (wrk then reads every answer into Lua: only for small answers),
 * and a JSON summary line at the end.
 */
function script({ pathPrefix, pathKind, countStatuses }) {
  const paths = {
    fixed: `prefix`,
    'campaign-utm': `prefix .. "?utm_source=bench-" .. id .. "-" .. n .. "&utm_medium=email"`,
    'campaign-gclid': `prefix .. "?gclid=Cj0KCQ" .. id .. "x" .. n`,
    'new-path': `prefix .. id .. "-" .. n`,
  };
  return `
local prefix = ${lua(pathPrefix)}
local threads = {}
id = 0 -- set per thread by setup(); a global, so thread:set reaches it
local n = 0
statuses = {}
setup = function(thread)
  thread:set("id", #threads + 1)
  table.insert(threads, thread)
end
${
  pathKind
    ? `request = function()
  n = n + 1
  return wrk.format(nil, ${paths[pathKind]})
end`
    : ''
}
${
  countStatuses
    ? `response = function(status, headers, body)
  statuses[status] = (statuses[status] or 0) + 1
end`
    : ''
}
done = function(summary, latency, requests)
  local codes = {}
  for _, t in ipairs(threads) do
    local s = t:get("statuses")
    if s then for code, count in pairs(s) do codes[code] = (codes[code] or 0) + count end end
  end
  local parts = {}
  for code, count in pairs(codes) do table.insert(parts, string.format('"%d":%d', code, count)) end
  local e = summary.errors
  io.write(string.format('WRK_JSON {"requests":%d,"durationUs":%d,"bytes":%d,"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d,"p99Us":%d,"statuses":{%s}}\\n',
    summary.requests, summary.duration, summary.bytes, e.connect, e.read, e.write, e.status, e.timeout, latency:percentile(99), table.concat(parts, ",")))
end
`;
}

/**
 * One wrk run. `pathKind` null: the URL as given; otherwise a path per request (see script()).
 * Answers { requests, seconds, p99Ms, statuses (when counted), errors, statusErrors (answers ≥ 400) }.
 * @param {{ url: string, seconds: number, connections: number, threads?: number, headers?: Record<string,string>, pathKind?: string | null, countStatuses?: boolean }} opts
 */
export async function runWrk({ url, seconds, connections, threads = 1, headers = {}, pathKind = null, countStatuses = false }) {
  const { origin, pathname, search } = new URL(url);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-wrk-'));
  const file = path.join(dir, 'script.lua');
  fs.writeFileSync(file, script({ pathPrefix: pathname + search, pathKind, countStatuses }));
  const args = ['-t', String(threads), '-c', String(Math.max(connections, threads)), '-d', `${seconds}s`, '--timeout', '10s', '-s', file];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  args.push(pathKind ? origin : url);
  try {
    const out = await new Promise((resolve, reject) => {
      const child = spawn(WRK, args, { stdio: ['ignore', 'pipe', 'pipe'] });
      let text = '';
      child.stdout.on('data', (d) => (text += d));
      child.stderr.on('data', (d) => (text += d));
      child.on('error', reject);
      child.on('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`wrk exited ${code}: ${text}`))));
    });
    const line = out.split('\n').find((l) => l.startsWith('WRK_JSON '));
    if (!line) throw new Error(`no summary from wrk:\n${out}`);
    const r = JSON.parse(line.slice('WRK_JSON '.length));
    return {
      requests: r.requests,
      seconds: r.durationUs / 1e6,
      p99Ms: r.p99Us / 1000,
      statuses: countStatuses ? Object.fromEntries(Object.entries(r.statuses).map(([k, v]) => [k, Number(v)])) : null,
      statusErrors: r.status,
      errors: r.connect + r.read + r.write + r.timeout,
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
