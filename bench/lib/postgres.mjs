// A throwaway PostgreSQL cluster on loopback for --pg runs (Debian's postgresql package, run as root),
// or the server named by BENCH_DATABASE_URL.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

function pgBin() {
  const base = '/usr/lib/postgresql';
  const versions = fs.existsSync(base) ? fs.readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  if (!versions.length) throw new Error('PostgreSQL is not installed: apt-get install -y postgresql (or set BENCH_DATABASE_URL)');
  return path.join(base, versions[0], 'bin');
}

/** @returns {Promise<{ url: string, createDatabase: (name: string) => Promise<string>, stop: () => void }>} */
export async function startPostgres() {
  if (process.env.BENCH_DATABASE_URL) {
    return { url: process.env.BENCH_DATABASE_URL, createDatabase: (name) => createDatabase(process.env.BENCH_DATABASE_URL, name), stop() {} };
  }
  const bin = pgBin();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pg-'));
  const port = 55000 + Math.floor(Math.random() * 5000);
  const asPg = (cmd) => execSync(process.getuid() === 0 ? `su postgres -s /bin/bash -c "${cmd}"` : cmd, { stdio: 'pipe' });
  if (process.getuid() === 0) execSync(`chown postgres ${dir}`);
  asPg(`${bin}/initdb -D ${dir}/data -U postgres --auth=trust`);
  // Durable settings (fsync on): the crash bench must mean something.
  asPg(`${bin}/pg_ctl -D ${dir}/data -o '-h 127.0.0.1 -p ${port} -k ${dir}' -l ${dir}/log -w start`);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    url,
    createDatabase: (name) => createDatabase(url, name),
    stop() {
      try {
        asPg(`${bin}/pg_ctl -D ${dir}/data -m fast stop`);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

async function createDatabase(url, name) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${name}`);
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
