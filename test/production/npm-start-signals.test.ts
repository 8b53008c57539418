import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { alive, answers, freePort, root, run, serverEnv, waitForHealth } from './built-server';

/** A process's children and their command lines, from /proc (no `ps`: procps is not on every machine). */
function childrenOf(pid: number): { pid: number; args: string }[] {
  const children: { pid: number; args: string }[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(ppid) !== pid || state === 'Z') continue;
      children.push({ pid: Number(entry), args: fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ') });
    } catch {
      // Gone meanwhile.
    }
  }
  return children;
}

describe('npm start', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'npm-start-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`leaves one node process serving beside npm, and ${signal} to npm stops it: it drains and exits 0`, async () => {
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const npm = run('npm', ['start'], {
        cwd: root,
        env: serverEnv(port, path.join(dir, signal), { LOG_LEVEL: 'info', ADMIN_EMAIL: 'a@example.com', ADMIN_PASSWORD: 'start-test-password' }),
      });
      let serverPid = 0;
      const started: number[] = [];
      try {
        await waitForHealth(url, npm);
        // npm runs the script through `sh -c`; its `exec` leaves node in the shell's place.
        const children = childrenOf(npm.child.pid!);
        for (const c of children) started.push(c.pid, ...childrenOf(c.pid).map((g) => g.pid));
        expect(children.map((c) => c.args)).toEqual([expect.stringMatching(/^node --max-semi-space-size=16 scripts\/start\.mjs$/)]);
        serverPid = children[0]!.pid;
        expect(childrenOf(serverPid)).toEqual([]);
        npm.child.kill(signal);
        const { code } = await npm.exited;
        expect(code, npm.output()).toBe(0);
        expect(npm.output()).toContain('"msg":"shutting down"');
        await expect.poll(() => alive(serverPid), { timeout: 10_000 }).toBe(false);
        expect(await answers(url)).toBe(false);
      } finally {
        // Whatever this test started and left behind (a shell, an orphaned server) goes too.
        for (const pid of started) if (alive(pid)) process.kill(pid, 'SIGKILL');
        if (npm.child.exitCode === null) npm.child.kill('SIGKILL');
      }
    });
  }
});
