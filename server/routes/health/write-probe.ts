/**
 * Whether the database accepts writes, as `/api/health` reports it, without making every health
 * call queue behind the site's own queries (the embedded database runs one query at a time, so a
 * heartbeat per call waited behind every list and export in progress).
 *
 * A result younger than `freshMs` is answered as is. An older one is still answered at once while
 * a single heartbeat runs in the background (stale-while-revalidate), so under steady polling no
 * call waits. Only when the last result is older than `maxAgeMs` (no calls for a while, or the
 * heartbeats hang) does a call wait for the heartbeat, which counts as failed after `timeoutMs`.
 * A failure is therefore reported within `freshMs` plus one heartbeat of the next call.
 *
 * The embedded database also says since when it has been busy (`busySince`). A heartbeat sent while
 * earlier work was still running (a bulk change of 10,000 leads holds it for seconds) is queued, not
 * failed: the probe keeps answering the last result and waits, for at most `busyCapMs` of that work.
 */
export interface WriteProbeOptions {
  freshMs?: number;
  maxAgeMs?: number;
  timeoutMs?: number;
  now?: () => number;
  onFailure?: (err: unknown) => void;
  /** Since when the database has been busy without a break, or null when idle (the embedded database). */
  busySince?: () => number | null;
  /** Work running longer than this no longer excuses a slow heartbeat. */
  busyCapMs?: number;
}

export interface WriteProbe {
  writable(): Promise<boolean>;
}

export function createWriteProbe(write: () => Promise<unknown>, options: WriteProbeOptions = {}): WriteProbe {
  const { freshMs = 500, maxAgeMs = 3000, timeoutMs = 2000, now = Date.now, onFailure, busySince, busyCapMs = 30_000 } = options;
  let last: { ok: boolean; at: number } | undefined;
  let inflight: Promise<boolean> | undefined;
  let beatSentAt = 0;

  /** The heartbeat in flight waits behind work that began before it and has not run too long. */
  function queuedBehindWork(): boolean {
    const since = busySince?.() ?? null;
    return inflight !== undefined && since !== null && since < beatSentAt && now() - since < busyCapMs;
  }

  function beat(): Promise<boolean> {
    if (!inflight) beatSentAt = now();
    inflight ??= withTimeout(write(), timeoutMs, queuedBehindWork)
      .then(
        () => true,
        (err: unknown) => {
          onFailure?.(err);
          return false;
        },
      )
      .then((ok) => {
        last = { ok, at: now() };
        inflight = undefined;
        return ok;
      });
    return inflight;
  }

  return {
    writable() {
      const age = last ? now() - last.at : Infinity;
      if (last && age < freshMs) return Promise.resolve(last.ok);
      const running = beat();
      return last && (age < maxAgeMs || queuedBehindWork()) ? Promise.resolve(last.ok) : running;
    },
  };
}

/** Fails after `ms`, or later while `excused()` says the wait is someone else's work. */
function withTimeout<T>(work: Promise<T>, ms: number, excused: () => boolean): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    const check = () => {
      if (excused()) timer = setTimeout(check, Math.min(ms, 250));
      else reject(new Error('heartbeat timed out'));
    };
    timer = setTimeout(check, ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
