/**
 * Whether the site's last write failed because the database could not take it (the embedded
 * database on a full disk): the health check's heartbeat, a one-row update, can still succeed
 * there while every new lead is refused. Writes are the requests that change something; the
 * record turns back to "ok" at the first one that succeeds.
 */
export interface WriteOutcomes {
  failed(): void;
  succeeded(): void;
  lastFailed(): boolean;
}

export function createWriteOutcomes(): WriteOutcomes {
  let lastFailed = false;
  return {
    failed: () => void (lastFailed = true),
    succeeded: () => void (lastFailed = false),
    lastFailed: () => lastFailed,
  };
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** An API request that changes something and succeeded: a write the database took. */
export function isSucceededWrite(method: string, url: string, status: number): boolean {
  return WRITE_METHODS.has(method) && url.startsWith('/api/') && status >= 200 && status < 300;
}
