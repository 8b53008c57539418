import './zod-config';
import { z } from 'zod';
import { snippetSchema } from './blogs';
import { text } from './common';

/** What the site's search finds (issue 48 point 4, decision 119), in the order a tie lists them. */
export const SEARCH_KINDS = ['service', 'industry', 'case-study', 'faq', 'legal', 'post'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** Results a page of /search shows. */
export const SEARCH_PAGE_SIZE = 10;
/** The most results a caller may ask for at once (the 404 page asks for a few). */
export const SEARCH_MAX_LIMIT = 20;

/** GET /api/search: words as typed (websearch syntax: "a phrase", -word, or), a page, an optional page size. */
export const siteSearchQuery = z.object({
  q: text(200).min(1, 'q: type a word to look for'),
  page: z.coerce
    .number({ message: 'page must be a number' })
    .int('page must be a whole number')
    .min(1, 'page starts at 1')
    .max(1_000, 'page is at most 1000')
    .default(1),
  limit: z.coerce
    .number({ message: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit is at least 1')
    .max(SEARCH_MAX_LIMIT, `limit is at most ${SEARCH_MAX_LIMIT}`)
    .default(SEARCH_PAGE_SIZE),
});
export type SiteSearchQuery = z.input<typeof siteSearchQuery>;

/** One page of the site that matched: where it is, what it is called, and the words around the match. */
export const siteSearchHitSchema = z.object({
  kind: z.enum(SEARCH_KINDS),
  title: z.string(),
  /** A path of this site (/services/web-scraping, /blogs/…). */
  url: z.string(),
  snippet: snippetSchema,
});
export type SiteSearchHit = z.infer<typeof siteSearchHitSchema>;

/** Best match first; `total` counts every match, not only this page's. */
export const siteSearchSchema = z.object({
  results: z.array(siteSearchHitSchema),
  total: z.number().int().min(0),
});
export type SiteSearch = z.infer<typeof siteSearchSchema>;

/**
 * The words of a missing page's path, to look for what it may have meant: `/services/web-scrapping.html`
 * → "services web scrapping". Letters only (digits, file types, dot files and scanners' punctuation say nothing), at
 * most five words, each of three letters or more; "" when none is left.
 */
export function missingPathWords(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape: the path's words as written.
  }
  const words = decoded
    .split('/')
    // Dot folders and files (/.git/config, /.env) are a scanner's, never a page's.
    .filter((segment) => !segment.startsWith('.'))
    .join('/')
    .replace(/\.[a-z0-9]{1,5}$/i, '')
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w.length >= 3);
  return [...new Set(words)].slice(0, 5).join(' ');
}
