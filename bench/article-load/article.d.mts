// Types of article.mjs, for test/api/bench-seeds.test.ts.
export function publishArticle(url: string, headers: Record<string, string>): Promise<string>;
