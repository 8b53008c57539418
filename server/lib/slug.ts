import { RESERVED_POST_SLUGS } from '@contract/post-fields';

export { slugify } from '@contract/slugify';

/** Paths under /blogs/ that are screens or pages of their own (/blogs/new, /blogs/tag/…), so never a post's slug. */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set(RESERVED_POST_SLUGS);

/** The first of slug, slug-2, slug-3 … that `taken` does not hold and that is not reserved. */
export function uniqueSlug(base: string, taken: Iterable<string>): string {
  const set = new Set(taken);
  const free = (slug: string) => !set.has(slug) && !RESERVED_SLUGS.has(slug);
  if (free(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (free(candidate)) return candidate;
  }
}
