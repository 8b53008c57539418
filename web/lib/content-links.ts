import type { ContentLink } from '@contract/content/common';
import type { ContentRef } from '@contract/content/index';

/**
 * Where a content link leads: a service or case study at its page when the item's `refs` name it
 * published (an unpublished target: null, so the card renders without a link), a page or URL as written.
 */
export function linkHref(link: ContentLink | null, refs: Readonly<Record<string, ContentRef>>): string | null {
  if (!link) return null;
  switch (link.kind) {
    case 'service':
    case 'caseStudy': {
      const target = refs[link.id];
      if (!target?.slug) return null;
      return `${link.kind === 'service' ? '/services' : '/case-studies'}/${encodeURIComponent(target.slug)}`;
    }
    case 'page':
      return link.path;
    case 'url':
      return link.url;
  }
}
