// Types of posts.mjs, for test/api/bench-seeds.test.ts.
export interface PostBody {
  title: string;
  content: string;
  tags: string;
  isPublished: boolean;
}
export function bigPost(i: number): PostBody;
export function scalePost(i: number): PostBody;
export function publishPosts(
  url: string,
  headers: Record<string, string>,
  what: { from?: number; to: number; body: (i: number) => object; batch: number },
): Promise<void>;
