import sanitizeHtml from 'sanitize-html';
import { sanitizePostHtml } from '../lib/sanitize';

/** An address on this site (`/uploads/a.png`, `about`) made absolute; absolute ones stay as they are. */
export function absoluteUrl(value: string, siteUrl: string): string {
  try {
    return new URL(value, `${siteUrl}/`).href;
  } catch {
    return value;
  }
}

/**
 * A post's stored HTML for an email: cleaned again, every link and image made absolute on SITE_URL
 * (a mail client has no page address to resolve `/uploads/…` against), images kept within the column.
 */
export function postHtmlForEmail(html: string, siteUrl: string): string {
  return sanitizeHtml(sanitizePostHtml(html), {
    // Already cleaned by the post's own allow-list: this pass only rewrites addresses.
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'h1', 'h2', 'h3'],
    allowedAttributes: { a: ['href', 'rel', 'target'], img: ['src', 'alt', 'title', 'width', 'height', 'style'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    transformTags: {
      a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, ...(attribs.href ? { href: absoluteUrl(attribs.href, siteUrl) } : {}) } }),
      img: (tagName, attribs) => {
        const { loading: _l, decoding: _d, ...rest } = attribs;
        return { tagName, attribs: { ...rest, src: absoluteUrl(attribs.src ?? '', siteUrl), style: 'max-width:100%;height:auto' } };
      },
    },
  });
}

/** The post as plain text for the text part: one paragraph a line, links written out after their text. */
export function postTextForEmail(html: string, siteUrl: string): string {
  const withBreaks = postHtmlForEmail(html, siteUrl)
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_m, href: string, text: string) => `${text} (${href.replace(/&amp;/g, '&')})`)
    .replace(/<li[^>]*>/gi, '- ')
    .replace(/<\/(p|h[1-6]|li|blockquote|pre)>|<br\s*\/?>/gi, '\n');
  return sanitizeHtml(withBreaks, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
