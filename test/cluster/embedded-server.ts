import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';

export const EMBEDDED_ADMIN = { email: 'embedded-admin@example.com', password: 'embedded-password' };

/**
 * The built server, as production runs it (npm start). The projects that start servers build first
 * when the build is stale (test/production/global-build.ts). From source each start compiled the
 * server afresh with tsx: a restart took 68 s against 18 s built on a loaded two-core machine.
 */
export const BUILT_SERVER = [path.resolve(import.meta.dirname, '../../build/api/main.js')];
/** `npm run backup` / `npm run restore` run this (scripts/backup.mjs, restore.mjs). */
const BUILT_BACKUP_CLI = path.resolve(import.meta.dirname, '../../build/api/backup-cli.js');

/** The backup command as `npm run backup` / `npm run restore` runs it, on the embedded database (no DATABASE_URL of the caller's). */
export function runBackupCli(args: string[], env: Record<string, string>, timeoutMs: number) {
  const withoutDbUrl = { ...process.env };
  delete withoutDbUrl.DATABASE_URL;
  return spawnSync(process.execPath, [BUILT_BACKUP_CLI, ...args], {
    env: { ...withoutDbUrl, NODE_ENV: 'production', ...env },
    encoding: 'utf8',
    timeout: timeoutMs,
  });
}

export interface EmbeddedServer {
  port: number;
  url: string;
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** The environment of a server on the embedded database in dataDir (or on the PostgreSQL database that `env` names in DATABASE_URL). */
export function embeddedEnv(dataDir: string, port: number, env: Record<string, string> = {}): NodeJS.ProcessEnv {
  const withoutDbUrl = { ...process.env };
  delete withoutDbUrl.DATABASE_URL;
  return {
    ...withoutDbUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    BUILD_DIR: path.join(dataDir, 'no-web-build'),
    ADMIN_EMAIL: EMBEDDED_ADMIN.email,
    ADMIN_PASSWORD: EMBEDDED_ADMIN.password,
    RATE_LIMIT_ENABLED: 'false',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    ...env,
  };
}

/** Starts the built server (or `entry`) with embeddedEnv's environment. */
export function startEmbeddedServer(dataDir: string, port: number, env: Record<string, string> = {}, entry: string[] = BUILT_SERVER): EmbeddedServer {
  let output = '';
  const child = spawn(process.execPath, entry, {
    env: embeddedEnv(dataDir, port, env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { port, url: `http://127.0.0.1:${port}`, child, output: () => output, exited };
}

export async function waitForHealth(server: EmbeddedServer, timeoutMs = 150_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`);
    try {
      if ((await fetch(`${server.url}/api/health`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not become healthy:\n${server.output()}`);
}

export async function stopServer(server: EmbeddedServer, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode) return;
  server.child.kill(signal);
  await server.exited;
}

/** Signs in as the bootstrap admin; answers the bearer header. */
export async function adminHeaders(url: string): Promise<Record<string, string>> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(EMBEDDED_ADMIN),
  });
  if (!res.ok) throw new Error(`admin login failed: ${res.status} ${await res.text()}`);
  const { token } = (await res.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

export { freePort } from '../helpers/free-port';

/** A new, empty PostgreSQL database on the run's server (TEST_DB=postgres), or undefined on PGlite runs. */
export async function freshDatabaseUrl(prefix: string): Promise<string | undefined> {
  const pgUrl = process.env.TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  if (!pgUrl) return undefined;
  const { default: pg } = await import('pg');
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
