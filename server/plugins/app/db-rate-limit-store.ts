import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RateLimitsRepository } from '../../repositories/rate-limits';

interface IncrResult {
  current: number;
  ttl: number;
}
type Callback = (err: Error | null, result?: IncrResult) => void;

/**
 * A @fastify/rate-limit store in PostgreSQL: every app process counts against the same
 * fixed window, so a limit holds however many processes share the database.
 */
export function createDbRateLimitStore(limits: RateLimitsRepository): FastifyRateLimitStoreCtor {
  return class DbRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    constructor(options: { routeInfo?: { method?: string; url?: string } } = {}) {
      this.prefix = options.routeInfo ? `${options.routeInfo.method ?? ''} ${options.routeInfo.url ?? ''}|` : 'global|';
    }

    // The plugin passes the window as a third argument (its typings omit it).
    incr(key: string, callback: Callback, timeWindow?: number): void {
      limits.hit(this.prefix + key, timeWindow ?? 60_000).then(
        ({ count, ttlMs }) => callback(null, { current: count, ttl: Math.ceil(ttlMs) }),
        (err: Error) => callback(err),
      );
    }

    child(routeOptions: object): FastifyRateLimitStore {
      return new DbRateLimitStore(routeOptions as { routeInfo?: { method?: string; url?: string } });
    }
  };
}
