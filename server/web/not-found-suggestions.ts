import type { PageCache } from './page-cache';

/**
 * What keeps the not-found pages with suggestions (decision 119) from growing with a scanner's paths:
 * at most `rendersPerMinute` new sets of words rendered (a bucket refilled evenly; past it, the plain
 * page), and at most `maxPages` of them kept in the page cache, the oldest dropped first.
 */
export function suggestionLimits(
  pageCache: Pick<PageCache, 'delete'>,
  { maxPages, rendersPerMinute }: { maxPages: number; rendersPerMinute: number },
  now = Date.now,
) {
  let tokens = rendersPerMinute;
  let at = now();
  // Keys of the kept pages, oldest first.
  const keys = new Set<string>();
  return {
    /** Whether a new set of words may be rendered now (takes one render from the bucket). */
    mayRender(): boolean {
      const t = now();
      tokens = Math.min(rendersPerMinute, tokens + ((t - at) * rendersPerMinute) / 60_000);
      at = t;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
    /** A page with suggestions was kept under `key`: the oldest goes past the cap. */
    kept(key: string): void {
      keys.delete(key);
      keys.add(key);
      if (keys.size <= maxPages) return;
      const oldest = keys.values().next().value!;
      keys.delete(oldest);
      pageCache.delete(oldest);
    },
  };
}
