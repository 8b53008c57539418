import sanitizeHtml from 'sanitize-html';
import { variantSrcSet } from '@contract/image-variants';
import { highlightCodeBlocks } from './highlight';
import { htmlToText, sanitizePostHtml } from './sanitize';

export interface PostHtmlOptions {
  /** SITE_URL's origin: links to it are site links (no rel, no target). */
  siteOrigin: string;
  /** Whether an image URL is one of ours (`/uploads/…` or the storage's public base). */
  isOwnImage: (src: string) => boolean;
  /** Only the startup backfill keeps other hosts' images (old posts are not rewritten until saved). */
  keepForeignImages?: boolean;
  /** With a featured image above it, the first content image is never the page's largest paint. */
  hasFeaturedImage?: boolean;
}

export interface PreparedPostHtml {
  html: string;
  bodyText: string;
  readingMinutes: number;
  /** The src of each image removed because it was on another host. */
  droppedImages: string[];
}

/** Column of the article (46rem) or the phone's width less its padding. */
export const CONTENT_IMAGE_SIZES = '(min-width: 48rem) 46rem, calc(100vw - 2rem)';
const WORDS_PER_MINUTE = 230;
const BLOCK_END = /<\/(?:p|h[1-6]|ul|ol|blockquote|pre|table)>|<hr\s*\/?>/gi;

/** An image within the first three blocks is above the fold on most screens: loaded eagerly. */
function firstImageIsEarly(html: string): boolean {
  const at = html.search(/<img\s/i);
  if (at < 0) return false;
  return (html.slice(0, at).match(BLOCK_END) ?? []).length < 3;
}

/**
 * What a post's HTML becomes on save: sanitised with the link policy (decision 052), other hosts'
 * images removed (never hot-linked) and listed, code blocks highlighted, own images responsive,
 * plus the plain text and reading time derived from it.
 */
export function preparePostHtml(html: string, options: PostHtmlOptions): PreparedPostHtml {
  const clean = sanitizePostHtml(html, { siteOrigin: options.siteOrigin });
  const droppedImages: string[] = [];
  let eager = !options.hasFeaturedImage && firstImageIsEarly(clean);
  const shaped = sanitizeHtml(clean, {
    // A second pass over HTML sanitised just above, to reshape images: it lets through what the
    // first pass kept (sanitize-html would otherwise warn on every save that "all tags" includes style).
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    transformTags: {
      img: (tagName, attribs) => {
        const src = attribs.src ?? '';
        if (!options.isOwnImage(src)) return { tagName, attribs };
        const out: sanitizeHtml.Attributes = { ...attribs, decoding: 'async', loading: 'lazy' };
        delete out.fetchpriority;
        if (eager) {
          out.loading = 'eager';
          out.fetchpriority = 'high';
        }
        eager = false;
        const srcset = variantSrcSet(src);
        if (srcset) {
          out.srcset = srcset;
          out.sizes = CONTENT_IMAGE_SIZES;
        } else {
          delete out.srcset;
          delete out.sizes;
        }
        return { tagName, attribs: out };
      },
    },
    exclusiveFilter: (frame) => {
      if (frame.tag !== 'img' || options.keepForeignImages || options.isOwnImage(frame.attribs.src ?? '')) return false;
      droppedImages.push(frame.attribs.src ?? '');
      return true;
    },
  });
  const out = highlightCodeBlocks(shaped);
  const bodyText = htmlToText(out);
  const words = bodyText ? bodyText.split(' ').length : 0;
  return { html: out, bodyText, readingMinutes: Math.max(1, Math.round(words / WORDS_PER_MINUTE)), droppedImages };
}
