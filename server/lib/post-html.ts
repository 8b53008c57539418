import { htmlToExcerpt, sanitizePostHtml } from './sanitize';

export interface PostHtmlOptions {
  /** This site's origin (SITE_URL): links to it carry no rel (decision 052). */
  siteOrigin: string;
  /** Whether an image address is one of ours (an upload); others are dropped unless kept. */
  isOwnImage: (src: string) => boolean;
  /** The startup backfill keeps what old posts hold. */
  keepForeignImages?: boolean;
}

export interface PreparedPostHtml {
  html: string;
  /** Plain text of the content (search, reading time). */
  bodyText: string;
  readingMinutes: number;
  /** External images removed from the content, for the write answer's notices. */
  droppedImages: string[];
}

const WORDS_PER_MINUTE = 230;

/**
 * Post HTML as stored on an explicit save. Interim body (WP-E replaces it with the rel policy, image checks,
 * highlighting and responsive images): today's sanitiser, the plain text and the reading time; no image is dropped.
 */
export function preparePostHtml(html: string, _options: PostHtmlOptions): PreparedPostHtml {
  const clean = sanitizePostHtml(html);
  const bodyText = htmlToExcerpt(clean, Number.MAX_SAFE_INTEGER);
  const words = bodyText ? bodyText.split(/\s+/).length : 0;
  return { html: clean, bodyText, readingMinutes: Math.max(1, Math.round(words / WORDS_PER_MINUTE)), droppedImages: [] };
}
