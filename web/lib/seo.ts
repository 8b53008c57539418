import type { MetaDescriptor } from 'react-router';
import type { Thing, WithContext } from 'schema-dts';
import { companyNameFromMatches, titled, type MetaMatches } from '~/features/site-shell/shell-data';
import { breadcrumbs, type Crumb } from './json-ld';

export interface SeoInput {
  /** The page's own words: the <title> adds the published company's name (`titled`). */
  title: string;
  /** Home: the company's name first ("‹name› | ‹title›"), rather than last. */
  companyFirst?: boolean;
  description: string;
  /** Path of the page, e.g. "/faq". */
  path: string;
  /** Absolute or site-relative image for social cards; default: the page's generated card (ogImagePath). */
  image?: string;
  type?: 'website' | 'article';
  noindex?: boolean;
  /**
   * The breadcrumb trail below Home, ending with this page. Default: this page alone, named by its
   * title without the site's name. Every indexable page below Home carries one (decision 077).
   */
  crumbs?: Crumb[];
  /** Further structured data blocks of the page (web/lib/json-ld.ts). */
  jsonLd?: WithContext<Thing>[];
}

/** The static 1200×630 card of pages without one of their own. */
const DEFAULT_IMAGE = '/images/og-default.png';

/** Structured data as meta descriptors (React Router renders them as escaped application/ld+json blocks). */
function structuredData(input: SeoInput, siteUrl: string): MetaDescriptor[] {
  const path = input.path.split('?')[0]!;
  const trail = path === '/' || input.noindex ? [] : [breadcrumbs(input.crumbs ?? [{ name: input.title, path }], siteUrl)];
  return [...trail, ...(input.jsonLd ?? [])].map((block) => ({ 'script:ld+json': block }));
}

/**
 * Title, description, canonical link, Open Graph and Twitter tags for one page, from its meta
 * function's `matches`: the site's address (the root loader's) and the published company's name
 * (the shell's: og:site_name and the title's tail, none on an empty site).
 */
export function seo(matches: MetaMatches, input: SeoInput): MetaDescriptor[] {
  const { description, path, type = 'website', noindex } = input;
  const siteUrl = siteUrlFrom(matches);
  const siteName = companyNameFromMatches(matches);
  const title = input.companyFirst && siteName ? `${siteName} | ${input.title}` : titled(input.title, siteName);
  // Pages nobody should index share the static card; /og/* draws only known pages.
  const image = input.image ?? (noindex ? DEFAULT_IMAGE : ogImagePath(path));
  const url = siteUrl + path;
  const imageUrl = /^https?:\/\//.test(image) ? image : siteUrl + image;
  return [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: type },
    ...(siteName ? [{ property: 'og:site_name', content: siteName }] : []),
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: imageUrl },
    ...(input.image
      ? []
      : [
          { property: 'og:image:width', content: '1200' },
          { property: 'og:image:height', content: '630' },
        ]),
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: imageUrl },
    ...(noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    ...structuredData(input, siteUrl),
  ];
}

/** The generated 1200×630 social card of a page (server/routes/og): `/og/index.png` for Home. */
export const ogImagePath = (path: string) => `/og${path === '/' ? '/index' : path.split('?')[0]}.png`;

/** The site origin from the root loader's data, for meta functions. */
export function siteUrlFrom(matches: MetaMatches): string {
  const root = matches.find((m) => m?.id === 'root')?.data as { siteUrl?: string } | undefined;
  return root?.siteUrl ?? '';
}
