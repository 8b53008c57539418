// A throwaway PostgreSQL cluster that a test or a bench may stop, restart, freeze and cut off
// (Debian's postgresql package; run as the postgres user when root). Its own port and socket folder.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** The newest installed PostgreSQL's bin folder, or null. */
export function postgresBinDir() {
  const base = '/usr/lib/postgresql';
  const versions = fs.existsSync(base) ? fs.readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  const bin = versions.map((v) => path.join(base, v, 'bin')).find((b) => fs.existsSync(path.join(b, 'initdb')));
  return bin ?? null;
}

/** The pids of a process's children (from /proc), so a freeze reaches every backend. */
function childrenOf(pid) {
  const kids = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name (2nd field) is in parentheses and may hold spaces: read after its closing one.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) kids.push(Number(entry));
    } catch {
      /* the process ended meanwhile */
    }
  }
  return kids;
}

/** @param {{ port: number }} opts */
export async function startPgCluster({ port }) {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL is not installed (apt-get install postgresql)');
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pg-faults-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync('chown', ['postgres', root]);
  const run = (tool, args) =>
    asRoot
      ? execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', [path.join(bin, tool), ...args.map((a) => `'${a}'`)].join(' ')], { stdio: 'pipe' })
      : execFileSync(path.join(bin, tool), args, { stdio: 'pipe' });
  const data = path.join(root, 'data');
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust']);
  const start = () =>
    run('pg_ctl', ['-D', data, '-o', `-h 127.0.0.1 -p ${port} -k ${root} -c fsync=off`, '-l', path.join(root, 'log'), '-w', 'start']);
  start();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const postmasterPid = () => Number(fs.readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
  let frozen = [];

  async function query(text) {
    const client = new pg.Client({ connectionString: url });
    client.on('error', () => undefined);
    await client.connect();
    try {
      return (await client.query(text)).rows;
    } finally {
      await client.end();
    }
  }

  return {
    url,
    port,
    /** Creates a database and answers its URL. */
    async createDatabase(name) {
      await query(`CREATE DATABASE ${name}`);
      const u = new URL(url);
      u.pathname = `/${name}`;
      return u.toString();
    },
    query,
    /** pg_terminate_backend on every other session: each client sees 57P01 at once. */
    async terminateBackends() {
      const rows = await query(
        `SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE pid <> pg_backend_pid() AND backend_type = 'client backend'`,
      );
      return rows.length;
    },
    /** pg_ctl stop -m fast: sessions are ended (57P01), new connections refused until start(). */
    stop: () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
    start,
    /** SIGSTOP the postmaster and every process it started: connections hang, nothing is refused. */
    freeze() {
      const pid = postmasterPid();
      process.kill(pid, 'SIGSTOP');
      frozen = [pid, ...childrenOf(pid)];
      for (const child of frozen.slice(1)) process.kill(child, 'SIGSTOP');
    },
    thaw() {
      for (const pid of frozen) {
        try {
          process.kill(pid, 'SIGCONT');
        } catch {
          /* gone */
        }
      }
      frozen = [];
    },
    /** Stops the cluster (immediately) and removes its files. */
    destroy() {
      try {
        if (frozen.length) this.thaw();
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        /* already stopped */
      }
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
