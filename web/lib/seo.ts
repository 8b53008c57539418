import type { MetaDescriptor } from 'react-router';
import { site } from '~/content/site';

export interface SeoInput {
  title: string;
  description: string;
  /** Path of the page, e.g. "/faq". */
  path: string;
  siteUrl: string;
  /** Absolute or site-relative image for social cards. */
  image?: string;
  type?: 'website' | 'article';
  noindex?: boolean;
}

/** Title, description, canonical link, Open Graph and Twitter tags for one page. */
export function seo({ title, description, path, siteUrl, image = '/images/og-default.png', type = 'website', noindex }: SeoInput): MetaDescriptor[] {
  const url = siteUrl + path;
  const imageUrl = /^https?:\/\//.test(image) ? image : siteUrl + image;
  return [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: type },
    { property: 'og:site_name', content: site.name },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: imageUrl },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: imageUrl },
    ...(noindex ? [{ name: 'robots', content: 'noindex' }] : []),
  ];
}

/** The site origin from the root loader's data, for meta functions. */
export function siteUrlFrom(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>): string {
  const root = matches.find((m) => m?.id === 'root')?.data as { siteUrl?: string } | undefined;
  return root?.siteUrl ?? '';
}
