// Types of fill.mjs, for test/api/bench-seeds.test.ts.
export function fillPosts(exec: (sql: string) => Promise<unknown>, count: number): Promise<void>;
export function fillPostsInDataDir(pgdata: string, count: number): Promise<void>;
