import sanitizeHtml from 'sanitize-html';
import { variantSrcSet } from '@contract/image-variants';

/** rel values a writer may keep on an external link; the rest (noreferrer, made-up words) go. */
const KEPT_REL = new Set(['nofollow', 'sponsored', 'ugc']);
const SPAN_CLASS = /^hljs-[a-z-]{1,30}$/;
const CODE_CLASS = /^language-[a-z0-9+#-]{1,20}$/;

export interface SanitizeOptions {
  /** The site's origin (SITE_URL): links to it are site links and carry no rel or target. */
  siteOrigin?: string;
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** Site links (relative, #anchor, same origin) get no rel/target; external ones noopener, _blank and the writer's nofollow (decision 052). */
function linkAttributes(attribs: sanitizeHtml.Attributes, siteOrigin: string | undefined): sanitizeHtml.Attributes {
  const { href, rel, ...rest } = attribs;
  delete rest.target;
  const out: sanitizeHtml.Attributes = href === undefined ? rest : { href, ...rest };
  if (href === undefined || !/^https?:\/\//i.test(href)) return out;
  if (siteOrigin && originOf(href) === originOf(siteOrigin)) return out;
  const kept = (rel ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => KEPT_REL.has(word));
  return { ...out, target: '_blank', rel: [...new Set([...kept, 'noopener'])].join(' ') };
}

function span(value: string | undefined): string | undefined {
  if (!value || !/^\d{1,2}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= 1 && n <= 20 ? String(n) : undefined;
}

function cellAttributes(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const out: sanitizeHtml.Attributes = {};
  const colspan = span(attribs.colspan);
  const rowspan = span(attribs.rowspan);
  if (colspan) out.colspan = colspan;
  if (rowspan) out.rowspan = rowspan;
  return { tagName, attribs: out };
}

function imageAttributes(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const { srcset, sizes, ...rest } = attribs;
  const out: sanitizeHtml.Attributes = { ...rest, loading: rest.loading === 'eager' ? 'eager' : 'lazy', decoding: 'async' };
  if (out.fetchpriority !== 'high') delete out.fetchpriority;
  // A srcset is kept only when it is exactly the one our own variant names give (no foreign candidates).
  if (srcset && rest.src && srcset === variantSrcSet(rest.src)) {
    out.srcset = srcset;
    if (sizes && /^[\w\s(),.:%+-]{1,120}$/.test(sizes)) out.sizes = sizes;
  }
  return { tagName, attribs: out };
}

/** Attributes by tag, as the allow-list keeps them. */
type AllowedAttributes = Record<string, string[]>;

/** The post allow-list: every post's HTML passes it, and its email copy again (mail/newsletter-html.ts). */
export function postHtmlOptions(
  siteOrigin: string | undefined,
): Omit<sanitizeHtml.IOptions, 'allowedAttributes'> & { allowedAttributes: AllowedAttributes } {
  return {
    allowedTags: [
      ...['h1', 'h2', 'h3', 'p', 'strong', 'b', 'em', 'i', 'u', 's', 'ol', 'ul', 'li', 'a', 'img', 'br', 'blockquote', 'code', 'pre'],
      ...['table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption', 'hr', 'span', 'sup', 'sub'],
    ],
    allowedAttributes: {
      a: ['href', 'rel', 'target'],
      img: ['src', 'alt', 'title', 'width', 'height', 'loading', 'decoding', 'srcset', 'sizes', 'fetchpriority'],
      td: ['colspan', 'rowspan'],
      th: ['colspan', 'rowspan'],
      code: ['class'],
      span: ['class'],
    },
    allowedClasses: { code: [CODE_CLASS], span: [SPAN_CLASS] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['http', 'https'], a: ['http', 'https', 'mailto'] },
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    // Keep the text of unknown tags, but never the body of these.
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math', 'template'],
    transformTags: {
      a: (tagName, attribs) => ({ tagName, attribs: linkAttributes(attribs, siteOrigin) }),
      img: imageAttributes,
      td: cellAttributes,
      th: cellAttributes,
    },
    // An <img> whose src was stripped is dropped.
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  };
}

/** Allow-list sanitising of post HTML; runs when a post is saved and again when it is rendered. */
export function sanitizePostHtml(html: string, { siteOrigin }: SanitizeOptions = {}): string {
  // Relative URLs (our own /uploads/…) have no scheme and pass.
  return sanitizeHtml(html, postHtmlOptions(siteOrigin));
}

/** Plain text of some HTML, whitespace folded, cut on a word boundary. */
export function htmlToExcerpt(html: string, max = 200): string {
  const text = htmlToText(html);
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return (space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, '') + '…';
}

/** All the text of some HTML, entities decoded, whitespace folded. */
export function htmlToText(html: string): string {
  return plainText(html.replace(/<\/(p|h[1-6]|li|blockquote|pre|td|th|caption)>|<br\s*\/?>|<hr\s*\/?>/gi, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

/** The text of some HTML, every tag dropped and entities decoded, its whitespace as it was. */
export function plainText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}
