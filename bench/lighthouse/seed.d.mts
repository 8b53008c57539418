// Types of seed.mjs, for test/api/bench-seeds.test.ts.
export const SEED_TAG: { name: string; slug: string };
export const SEED_WORD: string;
export const SEED_TITLES: string[];
export function seedPosts(url: string, auth: Record<string, string>): Promise<string[]>;
