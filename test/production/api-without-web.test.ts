import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answers, freePort, root, run, serverEnv, waitForHealth } from './built-server';

/**
 * The API on a host of its own (decisions 002 and 033): a checkout with server/ and contract/ but
 * no web/ and no public/, bundled by the project's own script, started as production starts it.
 */
const API_SOURCES = [
  'server',
  'contract',
  'scripts/build-server.mjs',
  'scripts/build-stamp.mjs',
  'scripts/precompress.mjs',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
];

function copyApiSources(dir: string): void {
  for (const source of API_SOURCES) fs.cpSync(path.join(root, source), path.join(dir, source), { recursive: true });
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
}

/** `node scripts/build-server.mjs` in the copy, into its own build folder. */
function buildServer(dir: string, buildDir: string) {
  return spawnSync(process.execPath, ['scripts/build-server.mjs'], { cwd: dir, env: { ...process.env, BUILD_DIR: buildDir }, encoding: 'utf8' });
}

describe('the API without the web app', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-without-web-'));
  const buildDir = path.join(dir, 'build');
  let build: ReturnType<typeof buildServer>;

  beforeAll(() => {
    copyApiSources(dir);
    build = buildServer(dir, buildDir);
  }, 120_000);
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('bundles with web/ absent', () => {
    expect(fs.existsSync(path.join(dir, 'web'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'public'))).toBe(false);
    expect(build.stderr).toBe('');
    expect(build.status).toBe(0);
    expect(fs.existsSync(path.join(buildDir, 'api/main.js'))).toBe(true);
    expect(fs.existsSync(path.join(buildDir, 'client'))).toBe(false);
  });

  it('starts and serves /api/health, and answers pages with the API 404 (no web app mounted)', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const server = run(process.execPath, [path.join(buildDir, 'api/main.js')], {
      cwd: dir,
      env: serverEnv(port, path.join(dir, 'data'), { NODE_ENV: 'production', BUILD_DIR: buildDir, LOG_LEVEL: 'warn', RATE_LIMIT_ENABLED: 'false' }),
    });
    try {
      await waitForHealth(url, server);
      const health = await fetch(`${url}/api/health`);
      expect(health.status).toBe(200);
      const page = await fetch(`${url}/`);
      expect(page.status).toBe(404);
      expect(page.headers.get('content-type')).toMatch(/^application\/json/);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    expect(await answers(url)).toBe(false);
  });

  it('refuses to bundle a server that imports web/', () => {
    // A web/ of one file and a server module reaching it: the bundle would carry web code to the API host.
    fs.mkdirSync(path.join(dir, 'web/content'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'web/content/site.ts'), "export const site = { name: 'x' };\n");
    const main = path.join(dir, 'server/main.ts');
    fs.writeFileSync(main, `import { site } from '../web/content/site';\nconsole.log(site.name);\n${fs.readFileSync(main, 'utf8')}`);
    const refused = buildServer(dir, path.join(dir, 'build-with-web'));
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('must not contain web/ files');
    expect(refused.stderr).toContain('web/content/site.ts');
  });
});
