import { RESERVED_POST_SLUGS } from '@contract/post-fields';

/** URL slug from a title: lower-case ASCII words joined by hyphens. */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
  return slug || 'post';
}

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
