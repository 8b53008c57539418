import { SITEMAP_POSTS_PER_FILE, type PostSitemap } from '@contract/blogs';
import { authorPath, postPath, tagPath, xmlEscape } from './feed';

/** SPEC.md's route table: the public pages in code (staff screens and /users are left out; the service pages are content, see contentSitemapEntries). */
export const PUBLIC_PATHS = ['/', '/services', '/contactus', '/blog', '/industries', '/howworks', '/faq', '/aboutus'];

/** The files of a sitemap split in an index (sitemaps.org: at most 50,000 URLs a file). */
export const pagesSitemapPath = '/sitemaps/pages.xml';
export const postsSitemapPath = (n: number) => `/sitemaps/posts-${n}.xml`;
/** `posts-3.xml` → 3; null for any other name. */
export function postsSitemapNumber(file: string): number | null {
  const match = /^posts-([1-9][0-9]{0,3})\.xml$/.exec(file);
  return match ? Number(match[1]) : null;
}

/** One sitemap file holds the pages and the posts while they fit; past that, an index of files. */
export const needsIndex = (totalPosts: number) => totalPosts + PUBLIC_PATHS.length > SITEMAP_POSTS_PER_FILE;
export const postsSitemapFiles = (totalPosts: number) => Math.max(1, Math.ceil(totalPosts / SITEMAP_POSTS_PER_FILE));

export interface Entry {
  path: string;
  lastmod?: string;
}

export function urlSet(siteUrl: string, entries: Entry[]): string {
  const url = ({ path, lastmod }: Entry) =>
    `  <url><loc>${xmlEscape(siteUrl + path)}</loc>${lastmod ? `<lastmod>${xmlEscape(lastmod)}</lastmod>` : ''}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries.map(url),
    '</urlset>',
    '',
  ].join('\n');
}

export function sitemapIndex(siteUrl: string, paths: string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...paths.map((p) => `  <sitemap><loc>${xmlEscape(siteUrl + p)}</loc></sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n');
}

/** Pages that list the newest posts: they change whenever a post does. */
const SHOWS_POSTS = new Set(['/', '/blog']);

/**
 * The site's pages, each with a lastmod: when their words last changed (`pagesChangedAt`, the
 * build's time while they live in code), or a post's change for the pages that list posts.
 */
export function pageEntries(sitemap: PostSitemap, pagesChangedAt: string): Entry[] {
  const newestPost = sitemap.posts.reduce((newest, p) => (p.updatedAt > newest ? p.updatedAt : newest), '');
  const listing = newestPost > pagesChangedAt ? newestPost : pagesChangedAt;
  return PUBLIC_PATHS.map((path) => ({ path, lastmod: SHOWS_POSTS.has(path) ? listing : pagesChangedAt }));
}
/** Tag and author pages (the first file's answer carries them), each with its posts' last change. */
export const browseEntries = (sitemap: PostSitemap): Entry[] => [
  ...(sitemap.tags ?? []).map((t) => ({ path: tagPath(t.slug), lastmod: t.updatedAt })),
  ...(sitemap.authors ?? []).map((a) => ({ path: authorPath(a.slug), lastmod: a.updatedAt })),
];
export const postEntries = (sitemap: PostSitemap): Entry[] => sitemap.posts.map((p) => ({ path: postPath(p.slug), lastmod: p.updatedAt }));

/** /sitemap.xml: every URL in one file, or the index of the pages' file and the posts' files. `contentPages`: the pages of the site's content (services, case studies, legal pages). */
export function rootSitemap(siteUrl: string, firstPosts: PostSitemap, pagesChangedAt: string, contentPages: Entry[] = []): string {
  const browse = [...browseEntries(firstPosts), ...contentPages];
  if (!needsIndex(firstPosts.total + browse.length))
    return urlSet(siteUrl, [...pageEntries(firstPosts, pagesChangedAt), ...browse, ...postEntries(firstPosts)]);
  const files = Array.from({ length: postsSitemapFiles(firstPosts.total) }, (_, i) => postsSitemapPath(i + 1));
  return sitemapIndex(siteUrl, [pagesSitemapPath, ...files]);
}
