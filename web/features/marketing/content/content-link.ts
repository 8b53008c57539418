import type { ContentLink } from '@contract/content/common';
import type { ContentRef } from '@contract/content/index';

/**
 * Where a card's link leads, or null when its target is not published (the card then has no link).
 * Service and case-study links are resolved through the item's `refs` (published targets only).
 */
export function contentHref(link: ContentLink | null, refs: Record<string, ContentRef>): string | null {
  if (!link) return null;
  if (link.kind === 'page') return link.path;
  if (link.kind === 'url') return link.url;
  const target = refs[link.id];
  if (!target?.slug) return null;
  return link.kind === 'service' ? `/services/${target.slug}` : `/case-studies/${target.slug}`;
}
