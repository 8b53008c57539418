// The process tree under a pid and its resident memory, read from /proc (bench/memory).
import fs from 'node:fs';

/** Every process of the tree under pid (itself first): pid, command line, VmRSS in MB. */
export function processTree(pid) {
  const children = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      /* gone meanwhile */
    }
  }
  const out = [];
  const visit = (p) => {
    try {
      const status = fs.readFileSync(`/proc/${p}/status`, 'utf8');
      const rss = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
      // Private (USS): what only this process holds. RSS also counts the node binary's pages, which
      // npm, the server and every other Node on the machine share (PSS would depend on how many run).
      const rollup = fs.readFileSync(`/proc/${p}/smaps_rollup`, 'utf8');
      const kb = (field) => Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(rollup)?.[1] ?? 0);
      const uss = (kb('Private_Clean') + kb('Private_Dirty')) / 1024;
      out.push({ pid: p, name: fs.readFileSync(`/proc/${p}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' '), rss, uss });
    } catch {
      return;
    }
    for (const c of children.get(p) ?? []) visit(c);
  };
  visit(pid);
  return out;
}

/** The tree's total (RSS, and private USS), npm's and the server's RSS (MB, rounded) and how many processes. */
export function treeSummary(processes) {
  const total = processes.reduce((sum, p) => sum + p.rss, 0);
  const uss = processes.reduce((sum, p) => sum + p.uss, 0);
  const npm = processes.find((p) => /(^|\/)npm( |$)|npm-cli/.test(p.name));
  const server = processes.find((p) => /scripts\/start\.mjs|api\/main\.js/.test(p.name));
  return {
    total: Math.round(total),
    uss: Math.round(uss),
    npm: Math.round(npm?.rss ?? 0),
    server: Math.round(server?.rss ?? 0),
    count: processes.length,
  };
}
