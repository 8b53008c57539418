/**
 * Anonymous answers of the public blog API, kept like rendered pages (server/web/page-cache.ts):
 * dropped on every blog write in this process, and after a short TTL for writes made by another.
 */
export interface BlogListCache<T> {
  get(key: string): T | undefined;
  set(key: string, value: T, generation: number): void;
  generation(): number;
  clear(): void;
}

export function createBlogListCache<T>(opts: { ttlMs?: number; maxEntries?: number } = {}): BlogListCache<T> {
  const ttlMs = opts.ttlMs ?? 30_000;
  const maxEntries = opts.maxEntries ?? 500;
  const entries = new Map<string, { value: T; at: number }>();
  let generation = 0;
  return {
    get(key) {
      const hit = entries.get(key);
      if (!hit) return undefined;
      if (Date.now() - hit.at > ttlMs) {
        entries.delete(key);
        return undefined;
      }
      return hit.value;
    },
    set(key, value, startedAt) {
      // A write landed while this answer was being read: it may be stale, so it is not kept.
      if (startedAt !== generation) return;
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, { value, at: Date.now() });
    },
    generation: () => generation,
    clear() {
      generation++;
      entries.clear();
    },
  };
}
