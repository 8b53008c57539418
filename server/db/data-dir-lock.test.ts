import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { judgeOwner, type LockOwner } from './data-dir-lock';

const self: LockOwner = {
  pid: process.pid,
  hostname: 'web-1',
  bootId: 'boot-a',
  pidNamespace: 'pid:[1]',
  processStart: '1000',
  startedAt: '2026-11-22T00:00:00.000Z',
};

describe.skipIf(process.platform !== 'linux')('judgeOwner', () => {
  it('sees a live holder in the same PID namespace by its PID and start time', async () => {
    const child = spawn('sleep', ['5']);
    await new Promise((r) => child.once('spawn', r));
    const { readFileSync } = await import('node:fs');
    const stat = readFileSync(`/proc/${child.pid}/stat`, 'utf8');
    const start = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]!;
    const owner = { ...self, pid: child.pid!, processStart: start };
    try {
      expect(judgeOwner(owner, self)).toBe('alive');
      // Same PID, another start time: the PID was reused after the holder died.
      expect(judgeOwner({ ...owner, processStart: String(Number(start) - 1) }, self)).toBe('dead');
    } finally {
      child.kill('SIGKILL');
    }
  });

  it('takes a lock naming our own PID as a previous life of ours (PID 1 in a restarted container)', () => {
    expect(judgeOwner({ ...self }, self)).toBe('dead');
  });

  it('cannot judge a holder on another host, boot or PID namespace: only the heartbeat tells', () => {
    expect(judgeOwner({ ...self, pid: 1, hostname: 'web-2' }, self)).toBe('unknown');
    expect(judgeOwner({ ...self, pid: 1, bootId: 'boot-b' }, self)).toBe('unknown');
    expect(judgeOwner({ ...self, pid: 1, pidNamespace: 'pid:[2]' }, self)).toBe('unknown');
    expect(judgeOwner(null, self)).toBe('unknown');
  });

  it('finds a holder whose PID no longer exists dead', () => {
    expect(judgeOwner({ ...self, pid: 2 ** 22 + 7 }, self)).toBe('dead');
  });
});
