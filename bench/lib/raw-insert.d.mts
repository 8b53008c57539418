// Types of raw-insert.mjs, for test/api/bench-seeds.test.ts.
export function insertRawContact(query: (sql: string, params: unknown[]) => Promise<unknown>, i: number): Promise<unknown>;
export function rawInsertRate(target: { kind: 'pglite' } | { kind: 'postgres'; url: string }, seconds?: number): Promise<number>;
