import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');

/** Builds when the build is missing or older than the sources (as npm start does). */
export function ensureBuild(): void {
  execFileSync(process.execPath, [path.join(root, 'scripts/build-if-stale.mjs')], { cwd: root, stdio: 'inherit' });
}

export interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export function run(command: string, args: string[], opts: { cwd: string; env: Record<string, string | undefined> }): Started {
  let output = '';
  const child = spawn(command, args, { cwd: opts.cwd, env: opts.env as NodeJS.ProcessEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, output: () => output, exited };
}

export async function waitForHealth(url: string, started: Started, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null || started.child.signalCode) throw new Error(`exited before it was healthy:\n${started.output()}`);
    try {
      if ((await fetch(`${url}/api/health`)).status === 200) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`not healthy in time:\n${started.output()}`);
}

/** True while anything answers on the address. */
export const answers = (url: string) =>
  fetch(`${url}/api/health`).then(
    () => true,
    () => false,
  );

/** Whether a process id is alive. */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The environment of a server started for a test: its own port and data, nothing of the caller's database. */
export function serverEnv(port: number, dataDir: string, extra: Record<string, string | undefined> = {}): Record<string, string | undefined> {
  const env: Record<string, string | undefined> = { ...process.env };
  for (const key of ['DATABASE_URL', 'ADMIN_EMAIL', 'ADMIN_PASSWORD', 'NODE_ENV', 'BUILD_DIR', 'LOG_LEVEL']) delete env[key];
  return { ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SITE_URL: `http://localhost:${port}`, ...extra };
}

export { freePort } from '../helpers/free-port';
