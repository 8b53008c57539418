import type { MetaDescriptor } from 'react-router';
import type { Thing, WithContext } from 'schema-dts';
import { breadcrumbs, type Crumb } from './json-ld';

export interface SeoInput {
  title: string;
  description: string;
  /** Path of the page, e.g. "/faq". */
  path: string;
  siteUrl: string;
  /** The published company's name (og:site_name, and the title's tail a breadcrumb drops); null on an empty site. */
  siteName: string | null;
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

/** A page's name in a breadcrumb: its title without the company's name (web/features/site-shell/shell-data.ts, `titled`). */
function crumbName(title: string, siteName: string | null): string {
  const tail = siteName ? ` | ${siteName}` : null;
  return tail && title.endsWith(tail) ? title.slice(0, -tail.length) : title;
}

/** Structured data as meta descriptors (React Router renders them as escaped application/ld+json blocks). */
function structuredData(input: SeoInput): MetaDescriptor[] {
  const path = input.path.split('?')[0]!;
  const trail =
    path === '/' || input.noindex ? [] : [breadcrumbs(input.crumbs ?? [{ name: crumbName(input.title, input.siteName), path }], input.siteUrl)];
  return [...trail, ...(input.jsonLd ?? [])].map((block) => ({ 'script:ld+json': block }));
}

/** Title, description, canonical link, Open Graph and Twitter tags for one page. */
export function seo(input: SeoInput): MetaDescriptor[] {
  const { title, description, path, siteUrl, type = 'website', noindex } = input;
  // Pages nobody should index share the static card; /og/* draws only known pages.
  const image = input.image ?? (noindex ? DEFAULT_IMAGE : ogImagePath(path));
  const url = siteUrl + path;
  const imageUrl = /^https?:\/\//.test(image) ? image : siteUrl + image;
  return [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: type },
    ...(input.siteName ? [{ property: 'og:site_name', content: input.siteName }] : []),
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
    ...structuredData(input),
  ];
}

/** The generated 1200×630 social card of a page (server/routes/og): `/og/index.png` for Home. */
export const ogImagePath = (path: string) => `/og${path === '/' ? '/index' : path.split('?')[0]}.png`;

/** The site origin from the root loader's data, for meta functions. */
export function siteUrlFrom(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>): string {
  const root = matches.find((m) => m?.id === 'root')?.data as { siteUrl?: string } | undefined;
  return root?.siteUrl ?? '';
}
