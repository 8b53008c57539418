// Types of seed.mjs, for test/api/bench-seeds.test.ts and the TypeScript benches beside it.
export const BULK_SERVICE: 'AI-Powered Bots';
export function seed(
  exec: (sql: string) => Promise<unknown>,
  counts: number | { leads?: number; people?: number; posts?: number; views?: number },
): Promise<void>;
export function seedBenchAdmin(exec: (sql: string) => Promise<unknown>): Promise<void>;
