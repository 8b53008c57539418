import { spawn, type ChildProcess } from 'node:child_process';
import { e2eMailDir } from './mail-dir';
import { freePort } from '../test/helpers/free-port';

/**
 * The built site on a fresh data folder of its own, with extra environment (a setting the shared
 * server runs without, or content other tests would change). Returns its base URL and a stop.
 */
export async function startOwnServer(env: Record<string, string> = {}): Promise<{ base: string; stop: () => void }> {
  const port = await freePort();
  const base = `http://localhost:${port}`;
  const server: ChildProcess = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
    // Its mail is read by waitForMail(base, …) from the folder named by its port.
    env: { ...process.env, E2E_MAILDIR: e2eMailDir(port), ...env, PORT: String(port) },
    stdio: 'ignore',
  });
  const stop = () => server.kill('SIGTERM');
  // Launched by the script unless E2E_LAUNCH=false (decision 115): ready once /sitemaps/pages.xml answers, else once healthy.
  const ready = env.E2E_LAUNCH === 'false' ? '/api/health' : '/sitemaps/pages.xml';
  for (let i = 0; i < 200; i++) {
    const ok = await fetch(`${base}${ready}`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { base, stop };
    await new Promise((r) => setTimeout(r, 250));
  }
  stop();
  throw new Error('own server did not start');
}
