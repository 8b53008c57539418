// Types of fill.mjs, for test/api/bench-seeds.test.ts.
export function longTailPath(n: number): string;
export function fillLongTail(exec: (sql: string) => Promise<unknown>, count: number): Promise<void>;
export function fillLongTailInDataDir(pgdata: string, count: number): Promise<void>;
