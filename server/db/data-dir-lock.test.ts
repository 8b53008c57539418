import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
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

  it('finds a killed holder that its parent has not reaped yet (a zombie) dead, though its PID and start time still match', async () => {
    // `exec sleep` leaves the shell's background child to a parent that never waits for it.
    const parent = spawn('sh', ['-c', 'sleep 30 & echo $!; exec sleep 30']);
    const pid = Number(await new Promise<string>((r) => parent.stdout.once('data', (d: Buffer) => r(d.toString()))));
    const fields = () => {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    };
    const owner = { ...self, pid, processStart: fields()[19]! };
    try {
      expect(judgeOwner(owner, self)).toBe('alive');
      // Until the shell has become `sleep` it still reaps its children: killed before that, the holder
      // vanished instead of staying a zombie (seen once in CI on a loaded machine).
      const execed = Date.now() + 5000;
      while (readFileSync(`/proc/${parent.pid}/comm`, 'utf8').trim() !== 'sleep' && Date.now() < execed) await new Promise((r) => setTimeout(r, 20));
      process.kill(pid, 'SIGKILL');
      const deadline = Date.now() + 5000;
      while (fields()[0] !== 'Z' && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(fields()[0]).toBe('Z');
      expect(fields()[19]).toBe(owner.processStart);
      expect(judgeOwner(owner, self)).toBe('dead');
    } finally {
      parent.kill('SIGKILL');
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
