import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client';
import { createDbRateLimitStore } from '../../server/plugins/app/db-rate-limit-store';
import { createRateLimitsRepository } from '../../server/repositories/rate-limits';
import { createTestDatabase } from '../helpers/db';

/** The store as the plugin calls it (its typings omit the window argument and the options' routeInfo). */
interface Store {
  incr(key: string, callback: (err: Error | null, result?: { current: number; ttl: number }) => void, timeWindow?: number): void;
  child(routeOptions: object): Store;
}
type StoreCtor = new (options?: { routeInfo?: { method?: string; url?: string } }) => Store;

/** The store's callback API as a promise. */
const incr = (store: Store, key: string, windowMs: number) =>
  new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    store.incr(key, (err, result) => (err ? reject(err) : resolve(result!)), windowMs),
  );

describe('rate-limit counters in the database (every process counts against the same window)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.close());

  it('counts hits in a fixed window and starts over once it has passed', async () => {
    const limits = createRateLimitsRepository(database.db);
    const first = await limits.hit('test|window', 400);
    expect(first.count).toBe(1);
    expect(first.ttlMs).toBeGreaterThan(0);
    expect(first.ttlMs).toBeLessThanOrEqual(400);
    expect((await limits.hit('test|window', 400)).count).toBe(2);
    expect((await limits.hit('test|other', 400)).count).toBe(1);
    await new Promise((r) => setTimeout(r, 450));
    expect((await limits.hit('test|window', 400)).count).toBe(1);
  });

  it('as @fastify/rate-limit store: one counter per route, the window in ms', async () => {
    const Store = createDbRateLimitStore(createRateLimitsRepository(database.db)) as unknown as StoreCtor;
    const global = new Store();
    const route = global.child({ routeInfo: { method: 'POST', url: '/api/contacts' } });
    expect(await incr(global, '10.0.0.1', 60_000)).toMatchObject({ current: 1 });
    expect(await incr(global, '10.0.0.1', 60_000)).toMatchObject({ current: 2 });
    const own = await incr(route, '10.0.0.1', 60_000);
    expect(own.current).toBe(1);
    expect(own.ttl).toBeGreaterThan(59_000);
    expect(own.ttl).toBeLessThanOrEqual(60_000);
  });

  it('hands out pace slots one gap apart', async () => {
    const limits = createRateLimitsRepository(database.db);
    const waits = [];
    for (let i = 0; i < 3; i++) waits.push(await limits.takePaceSlot('test|pace', 1000));
    expect(waits[0]).toBeLessThan(50);
    expect(waits[1]).toBeGreaterThan(900);
    expect(waits[2]).toBeGreaterThan(1900);
    expect(waits[2]).toBeLessThanOrEqual(2000);
  });
});
