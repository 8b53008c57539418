import { describe, expect, it, vi } from 'vitest';
import { createWriteProbe } from './write-probe';

/** A write whose outcome the test decides, and a clock the test moves. */
function harness(options: { freshMs?: number; maxAgeMs?: number; timeoutMs?: number; busySince?: () => number | null } = {}) {
  let clock = 0;
  const pending: { resolve: () => void; reject: (e: Error) => void }[] = [];
  const write = vi.fn(() => new Promise<void>((resolve, reject) => pending.push({ resolve, reject })));
  const probe = createWriteProbe(write, { freshMs: 500, maxAgeMs: 3000, timeoutMs: 2000, ...options, now: () => clock });
  const settle = async (ok: boolean) => {
    const p = pending.shift();
    if (!p) throw new Error('no heartbeat in flight');
    if (ok) p.resolve();
    else p.reject(Object.assign(new Error('No space left on device'), { code: '53100' }));
    await new Promise((r) => setImmediate(r));
  };
  return { probe, write, settle, tick: (ms: number) => (clock += ms) };
}

describe('createWriteProbe', () => {
  it('waits for the first heartbeat, then answers from it while it is fresh', async () => {
    const { probe, write, settle, tick } = harness();
    const first = probe.writable();
    await settle(true);
    expect(await first).toBe(true);
    tick(400);
    expect(await probe.writable()).toBe(true);
    expect(write).toHaveBeenCalledTimes(1);
  });

  it('answers a stale result at once and refreshes it with one heartbeat for many callers', async () => {
    const { probe, write, settle, tick } = harness();
    const first = probe.writable();
    await settle(true);
    await first;
    tick(1000);
    // The database is busy: the heartbeat does not finish, yet every caller is answered.
    const answers = await Promise.all([probe.writable(), probe.writable(), probe.writable()]);
    expect(answers).toEqual([true, true, true]);
    expect(write).toHaveBeenCalledTimes(2);
    await settle(false);
    expect(await probe.writable()).toBe(false);
  });

  it('reports a failed write, and recovery on a later heartbeat', async () => {
    const { probe, settle, tick } = harness();
    const first = probe.writable();
    await settle(false);
    expect(await first).toBe(false);
    tick(600);
    expect(await probe.writable()).toBe(false);
    await settle(true);
    expect(await probe.writable()).toBe(true);
  });

  it('waits again once the last result is too old, and a heartbeat that hangs counts as failed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { probe, settle, tick } = harness();
      const first = probe.writable();
      await settle(true);
      await first;
      tick(5000);
      const waiting = probe.writable();
      await vi.advanceTimersByTimeAsync(2000);
      expect(await waiting).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps answering the last result while the heartbeat waits behind earlier work, up to the cap', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      // A bulk change began at 4,000 and still holds the embedded database.
      let busySince: number | null = null;
      const { probe, settle, tick } = harness({ busySince: () => busySince });
      const first = probe.writable();
      await settle(true);
      await first;
      tick(4000);
      busySince = 4000;
      tick(1000);
      const queued = probe.writable();
      await vi.advanceTimersByTimeAsync(2000);
      tick(2000);
      // Past the timeout and older than maxAgeMs: queued behind the bulk change, not failed.
      expect(await queued).toBe(true);
      expect(await probe.writable()).toBe(true);
      // Work that runs past the cap (30 s) no longer excuses the heartbeat.
      tick(30_000);
      await vi.advanceTimersByTimeAsync(500);
      await settle(true).catch(() => undefined);
      expect(await probe.writable()).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not excuse a heartbeat that is itself the oldest work (a database that stopped answering)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      let busySince: number | null = null;
      const { probe, settle, tick } = harness({ busySince: () => busySince });
      const first = probe.writable();
      await settle(true);
      await first;
      tick(5000);
      busySince = 5000; // the heartbeat's own call, sent now
      const waiting = probe.writable();
      await vi.advanceTimersByTimeAsync(2000);
      expect(await waiting).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});
