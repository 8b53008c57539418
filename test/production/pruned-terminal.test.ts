import { execFileSync, execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answers, freePort, root, run, serverEnv, waitForHealth } from './built-server';

/**
 * A production install as the Dockerfile makes it: the build, and node_modules after
 * `npm prune --omit=dev` (so without pino-pretty and every other devDependency). The packages are
 * hard links of this checkout's (cheap: no download, no copy of 650 MB), pruned by npm itself.
 */
function prunedInstall(dir: string): void {
  const copy = (from: string, to: string) => {
    try {
      execFileSync('cp', ['-al', from, to]);
    } catch {
      execFileSync('cp', ['-a', from, to]); // another file system: hard links cannot cross it
    }
  };
  copy(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  copy(path.join(root, 'build'), path.join(dir, 'build'));
  fs.mkdirSync(path.join(dir, 'server/db'), { recursive: true });
  copy(path.join(root, 'server/db/migrations'), path.join(dir, 'server/db/migrations'));
  for (const file of ['package.json', 'package-lock.json']) fs.copyFileSync(path.join(root, file), path.join(dir, file));
  // Removes files (links) only: the checkout's own packages are untouched.
  execSync('npm prune --omit=dev --no-audit --no-fund --offline', { cwd: dir, stdio: 'pipe' });
}

describe('a pruned production install started in a terminal', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pruned-install-'));

  // The build is made by global-build.ts.
  beforeAll(() => prunedInstall(dir), 120_000);
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('really lacks the devDependencies', () => {
    expect(fs.existsSync(path.join(dir, 'node_modules/pino-pretty'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'node_modules/vitest'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'node_modules/fastify'))).toBe(true);
    expect(fs.existsSync(path.join(root, 'node_modules/pino-pretty'))).toBe(true);
  });

  // NODE_ENV=production as the image sets it, and unset (a person trying the build by hand).
  for (const nodeEnv of ['production', undefined]) {
    it(`answers /api/health with 200 under a pseudo-terminal (NODE_ENV ${nodeEnv ?? 'unset'}), one readable line per request, the admin banner last`, async () => {
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const dataDir = path.join(dir, `data-${nodeEnv ?? 'unset'}`);
      // `script` gives the server a pseudo-terminal for stdout (docker run -it, a person's shell).
      const server = run('script', ['-qec', 'node build/api/main.js', '/dev/null'], {
        cwd: dir,
        env: serverEnv(port, dataDir, { NODE_ENV: nodeEnv, LOG_LEVEL: 'info', RATE_LIMIT_ENABLED: 'false' }),
      });
      try {
        await waitForHealth(url, server);
        expect((await fetch(`${url}/api/health`)).status).toBe(200);
        await expect.poll(() => server.output(), { timeout: 5000 }).toMatch(/First admin created/);
        await fetch(`${url}/faq`);
        await expect.poll(() => server.output(), { timeout: 5000 }).toMatch(/\d\d:\d\d:\d\d GET \/faq 200 \d+ ms/);
        const output = server.output();
        expect(output).not.toContain('{"level"');
        // The framed banner comes after "listening"; after it, request lines only.
        const banner = output.indexOf('First admin created');
        expect(output.lastIndexOf('listening', banner)).toBeGreaterThan(-1);
        expect(output.slice(banner - 80, banner)).toContain('=====');
        const after = output.slice(output.indexOf('=====\r\n', banner)).split(/\r?\n/).slice(1).filter(Boolean);
        // Request lines, and the lines of jobs (the start-up purge may finish after the banner).
        for (const line of after) expect(line).toMatch(/^\d\d:\d\d:\d\d ((GET|HEAD) \/\S* \d{3} \d+ ms|.* job=[a-z-]+)$/);
      } finally {
        server.child.kill('SIGTERM');
        await server.exited;
      }
      expect(await answers(url)).toBe(false);
    });
  }
});
