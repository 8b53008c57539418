import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

interface IncrResult {
  current: number;
  ttl: number;
}
type Callback = (err: Error | null, result?: IncrResult) => void;

/**
 * A @fastify/rate-limit store in PostgreSQL: every app process counts against the same
 * fixed window, so a limit holds however many processes share the database.
 */
export function createDbRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  return class DbRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    constructor(options: { routeInfo?: { method?: string; url?: string } } = {}) {
      this.prefix = options.routeInfo ? `${options.routeInfo.method ?? ''} ${options.routeInfo.url ?? ''}|` : 'global|';
    }

    // The plugin passes the window as a third argument (its typings omit it).
    incr(key: string, callback: Callback, timeWindow?: number): void {
      db.execute(
        sql`insert into rate_limits (key, count, reset_at)
            values (${this.prefix + key}, 1, now() + ${timeWindow ?? 60_000} * interval '1 millisecond')
            on conflict (key) do update set
              count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
              reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
            returning count, greatest(0, (extract(epoch from (reset_at - now())) * 1000))::float8 as ttl`,
      ).then(
        (result) => {
          const row = (result as unknown as { rows: { count: number; ttl: number }[] }).rows[0]!;
          callback(null, { current: Number(row.count), ttl: Math.ceil(Number(row.ttl)) });
        },
        (err: Error) => callback(err),
      );
    }

    child(routeOptions: object): FastifyRateLimitStore {
      return new DbRateLimitStore(routeOptions as { routeInfo?: { method?: string; url?: string } });
    }
  };
}
