import type { PGlite } from '@electric-sql/pglite';
import { dbSpan, tracingOn } from '../observability/tracer';

type Call = (...args: unknown[]) => unknown;

/** query and exec (also a transaction's) in `db.query` spans; every other member as it is. */
function traced<T extends object>(target: T): T {
  return new Proxy(target, {
    get(t, prop) {
      const value: unknown = Reflect.get(t, prop, t);
      if (typeof value !== 'function') return value;
      const fn = value as Call;
      if (prop === 'query' || prop === 'exec') return (sql: string, ...rest: unknown[]) => dbSpan(sql, async () => fn.call(t, sql, ...rest));
      if (prop === 'transaction') return (body: (tx: object) => unknown) => fn.call(t, (tx: object) => body(traced(tx)));
      return fn.bind(t);
    },
  });
}

/**
 * An in-process PGlite (tests) traced like the embedded database's thread (pglite-thread.ts) when
 * tracing is on (decision 068); the PGlite itself otherwise.
 */
export function tracePgliteCalls(client: PGlite): PGlite {
  return tracingOn() ? traced(client) : client;
}
