/**
 * Logs the first error of a burst and counts the rest: an outage makes every poll, query and
 * connection fail many times a second, and one line says as much as a thousand. The burst ends
 * after `quietMs` without an error; the next error starts a new one (and says how many the last
 * burst held).
 */
export interface BurstLog {
  report(err: unknown): void;
}

export function createBurstLog(log: (err: unknown, previousBurst: number) => void, quietMs = 30_000, now = Date.now): BurstLog {
  let lastAt = -Infinity;
  let inBurst = 0;
  return {
    report(err) {
      const at = now();
      if (at - lastAt > quietMs) {
        log(err, inBurst);
        inBurst = 0;
      }
      inBurst++;
      lastAt = at;
    },
  };
}
