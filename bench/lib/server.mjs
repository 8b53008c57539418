// Starts the BUILT server as its own process (as production runs it) and waits until it is healthy.
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const buildDir = path.resolve(root, process.env.BUILD_DIR || 'build');

/** Builds when the build is missing or stale (same check as npm start). */
export function ensureBuild() {
  execFileSync(process.execPath, [path.join(root, 'scripts/build-if-stale.mjs')], { stdio: 'inherit', cwd: root });
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** The node flags production starts the server with: those of `npm start` in package.json (the Dockerfile's CMD has the same). */
export function productionNodeFlags() {
  const start = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).scripts.start;
  return start.split(' ').filter((word) => word.startsWith('--'));
}

/** Production's node flags, then BENCH_NODE_ARGS: extra ones, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to profile a bench. */
function nodeArgsFromEnv() {
  return [...productionNodeFlags(), ...(process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean)];
}

/**
 * With production's settings (LOG_LEVEL info: a line per request) unless `env` says otherwise. Its
 * stdout and stderr go to a file, as to a log collector in production: a pipe read by the bench
 * would put the bench's own reading and a growing string on the machine being measured.
 * npmStart: start it as a person does, `npm start` in the project (bench/memory reads the whole tree).
 * @param {{ dataDir: string, port?: number, env?: Record<string,string>, build?: string, nodeArgs?: string[], npmStart?: boolean }} opts
 * @returns {Promise<{ url: string, port: number, child: import('node:child_process').ChildProcess, output: () => string, logFile: string, stop: (signal?: string) => Promise<void> }>}
 */
export async function startServer({ dataDir, port, env = {}, build = buildDir, nodeArgs = nodeArgsFromEnv(), npmStart = false }) {
  port ??= await freePort();
  fs.mkdirSync(dataDir, { recursive: true });
  const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-server-log-'));
  process.once('exit', () => fs.rmSync(logDir, { recursive: true, force: true }));
  const logFile = path.join(logDir, 'server.log');
  const logFd = fs.openSync(logFile, 'a');
  const output = () => fs.readFileSync(logFile, 'utf8');
  const [command, args] = npmStart ? ['npm', ['start']] : [process.execPath, [...nodeArgs, path.join(build, 'api/main.js')]];
  const child = spawn(command, args, {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      SITE_URL: `http://localhost:${port}`,
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      ...env,
    },
    stdio: ['ignore', logFd, logFd],
  });
  fs.closeSync(logFd);
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null || child.signalCode) throw new Error(`server exited during start:\n${output()}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      /* not yet listening */
    }
    if (Date.now() - started > 300_000) {
      child.kill('SIGKILL');
      throw new Error(`server not healthy after 300 s:\n${output()}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const stop = (signal = 'SIGTERM') =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode) return resolve();
      child.once('exit', () => resolve());
      child.kill(signal);
    });
  return { url, port, child, output, logFile, stop, startMs: Date.now() - started };
}

export const BENCH_ADMIN = { email: 'bench-admin@example.com', password: 'bench-admin-password' };

/** Signs in as the bench admin: the bearer header for the API and the session cookie for pages. */
export async function adminSession(url) {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_ADMIN),
  });
  if (!res.ok) throw new Error(`bench admin login failed: ${res.status} ${await res.text()}`);
  const { token } = await res.json();
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { auth: { authorization: `Bearer ${token}` }, cookie };
}

/** Signs in as the bench admin; answers the bearer header. */
export async function adminHeaders(url) {
  return (await adminSession(url)).auth;
}

/** Launches the site (decision 115): a fresh one answers noindex, which Lighthouse's SEO category counts against it. */
export async function launchSite(url) {
  const auth = await adminHeaders(url);
  const list = await (await fetch(`${url}/api/admin/launch-checklist`, { headers: auth })).json();
  const res = await fetch(`${url}/api/admin/launch`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ confirmed: list.items.map((i) => i.id) }),
  });
  if (!res.ok) throw new Error(`POST /api/admin/launch: ${res.status} ${await res.text()}`);
}

/** Every stored lead: `GET /api/contacts` answers one page (newest first), so read them all. */
export async function allLeads(url, headers) {
  const all = [];
  for (let page = 1; ; page++) {
    const res = await fetch(`${url}/api/contacts?pageSize=200&page=${page}`, { headers });
    if (!res.ok) throw new Error(`GET /api/contacts page ${page}: ${res.status} ${await res.text()}`);
    const rows = await res.json();
    all.push(...rows);
    if (all.length >= Number(res.headers.get('x-total-count')) || rows.length === 0) return all;
  }
}

export const contactBody = (name = 'Load Test') =>
  JSON.stringify({
    name,
    email: 'load@example.com',
    phone: '+1 212 555 0100',
    service: 'Web Scraping',
    budget: '$501 - $1000',
    message: 'Benchmark enquiry',
    RND: false,
  });

/** A newsletter sign-up as the public form sends it. */
export const subscriptionBody = (email) => JSON.stringify({ email });
