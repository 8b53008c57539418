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
 */
export interface WriteProbeOptions {
  freshMs?: number;
  maxAgeMs?: number;
  timeoutMs?: number;
  now?: () => number;
  onFailure?: (err: unknown) => void;
}

export interface WriteProbe {
  writable(): Promise<boolean>;
}

export function createWriteProbe(write: () => Promise<unknown>, options: WriteProbeOptions = {}): WriteProbe {
  const { freshMs = 500, maxAgeMs = 3000, timeoutMs = 2000, now = Date.now, onFailure } = options;
  let last: { ok: boolean; at: number } | undefined;
  let inflight: Promise<boolean> | undefined;

  function beat(): Promise<boolean> {
    inflight ??= withTimeout(write(), timeoutMs)
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
      return last && age < maxAgeMs ? Promise.resolve(last.ok) : running;
    },
  };
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('heartbeat timed out')), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
