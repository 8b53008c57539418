import sanitizeHtml from 'sanitize-html';
import { plainText, postHtmlOptions } from '../lib/sanitize';

/** An address on this site (`/uploads/a.png`, `about`) made absolute; absolute ones stay as they are. */
export function absoluteUrl(value: string, siteUrl: string): string {
  try {
    return new URL(value, `${siteUrl}/`).href;
  } catch {
    return value;
  }
}

/**
 * A post's stored HTML for an email: cleaned by the post's own allow-list, then passed through it once
 * more with every link and image made absolute on SITE_URL (a mail client has no page address to
 * resolve `/uploads/…` against) and images kept within the column. Two passes, so that an address the
 * allow-list refuses (`//host/x.png`) is gone before any is made absolute.
 */
export function postHtmlForEmail(html: string, siteUrl: string): string {
  const post = postHtmlOptions(undefined);
  return sanitizeHtml(sanitizeHtml(html, post), {
    ...post,
    allowedAttributes: { ...post.allowedAttributes, img: [...post.allowedAttributes.img!, 'style'] },
    transformTags: {
      a: (tagName, attribs) => ({ tagName, attribs: attribs.href ? { ...attribs, href: absoluteUrl(attribs.href, siteUrl) } : attribs }),
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
  return plainText(withBreaks)
    .replace(/[ \t]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
