import { setTimeout as sleep } from 'node:timers/promises';
import { isConnectionLoss } from './connection-loss';

/**
 * Whether the database is away, learnt from lost connections and cleared by a fresh connection.
 * While it is away every new query fails at once instead of waiting out a connection timeout
 * each: a write answers 503 in milliseconds, and a queue of them (the leads' group commit) does not
 * add one timeout per batch. One connection attempt every `retryMs` finds it back.
 */
export interface OutageBreaker {
  /** Milliseconds the database has been away, or null while it answers. */
  awayForMs(): number | null;
  /** Reports an error: a lost connection marks the database away (other errors are ignored). */
  lost(err: unknown): void;
  close(): void;
}

export interface OutageBreakerOptions {
  /** Resolves once a fresh connection answered a query. */
  tryConnect(): Promise<void>;
  retryMs?: number;
  onAway(err: unknown): void;
  onBack(awayMs: number, errors: number): void;
  now?: () => number;
}

export function createOutageBreaker({ tryConnect, retryMs = 1000, onAway, onBack, now = Date.now }: OutageBreakerOptions): OutageBreaker {
  let awaySince: number | null = null;
  let errors = 0;
  let closed = false;
  const stop = new AbortController();

  async function retryUntilBack() {
    while (!closed) {
      try {
        await tryConnect();
        const awayMs = now() - awaySince!;
        const count = errors;
        awaySince = null;
        errors = 0;
        onBack(awayMs, count);
        return;
      } catch {
        await sleep(retryMs, undefined, { ref: false, signal: stop.signal }).catch(() => undefined);
      }
    }
  }

  return {
    awayForMs: () => (awaySince === null ? null : now() - awaySince),
    lost(err) {
      if (closed || !isConnectionLoss(err)) return;
      errors++;
      if (awaySince !== null) return;
      awaySince = now();
      onAway(err);
      void retryUntilBack();
    },
    close() {
      closed = true;
      stop.abort();
    },
  };
}
