// Types of subscribers.mjs, for test/api/bench-seeds.test.ts.
export function subscriberAddress(i: number): string;
export function seedConfirmedSubscribers(exec: (sql: string) => Promise<unknown>, n: number): Promise<void>;
