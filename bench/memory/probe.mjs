// Loaded with `node --import` into a process under measurement (bench/memory/breakdown.mjs): on
// SIGUSR2 it writes where its resident memory is to MEMORY_PROBE_FILE. Never part of the server.
import fs from 'node:fs';
import v8 from 'node:v8';

const file = process.env.MEMORY_PROBE_FILE;

/** Resident kB of /proc/self/smaps grouped by what the mapping is. */
function mappings() {
  const groups = {};
  let name = '';
  let sizeKb = 0;
  for (const line of fs.readFileSync('/proc/self/smaps', 'utf8').split('\n')) {
    const head = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (head) {
      name = head[1] || '';
      const [from, to] = line
        .split(' ')[0]
        .split('-')
        .map((h) => parseInt(h, 16));
      sizeKb = (to - from) / 1024;
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (!rss) continue;
    // PGlite's WebAssembly memory is one read-write anonymous mapping of its size (128 MB at
    // start); glibc's arenas and V8's pages are at most 64 MB each.
    const group = name
      ? name.startsWith('/')
        ? name.includes('/node')
          ? 'node binary'
          : 'shared libraries and files'
        : name
      : sizeKb > 64 * 1024
        ? 'WebAssembly memory (anonymous, > 64 MB)'
        : 'other anonymous (V8 heaps, malloc, code)';
    groups[group] = (groups[group] ?? 0) + Number(rss[1]);
  }
  return Object.fromEntries(
    Object.entries(groups)
      .map(([k, v]) => [k, Math.round(v / 1024)])
      .filter(([, mb]) => mb > 0),
  );
}

function rollup() {
  const out = {};
  for (const line of fs.readFileSync('/proc/self/smaps_rollup', 'utf8').split('\n')) {
    const m = /^(\w+):\s+(\d+) kB/.exec(line);
    if (m && ['Rss', 'Anonymous', 'Shared_Clean', 'Private_Clean', 'Private_Dirty'].includes(m[1])) out[m[1]] = Math.round(Number(m[2]) / 1024);
  }
  return out;
}

if (file)
  process.on('SIGUSR2', () => {
    const mb = (n) => Math.round(n / 1024 / 1024);
    const usage = Object.fromEntries(Object.entries(process.memoryUsage()).map(([k, v]) => [k, mb(v)]));
    const spaces = Object.fromEntries(v8.getHeapSpaceStatistics().map((s) => [s.space_name, mb(s.space_used_size)]));
    fs.writeFileSync(file, JSON.stringify({ usage, spaces, rollup: rollup(), mappings: mappings() }));
  });
