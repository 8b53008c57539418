import { rebuildWordLists } from './word-lists';

/** Is an image URL one this site stores (so pasting it needs no copy)? */
export function isSiteImage(src: string, origin: string): boolean {
  if (src.startsWith('/uploads/')) return true;
  try {
    const url = new URL(src);
    return url.origin === origin && url.pathname.startsWith('/uploads/');
  } catch {
    return false;
  }
}

/**
 * Pasted HTML made fit for the editor: Word's list paragraphs become lists, Google Docs' wrapper
 * and bold spans are undone, conditional comments go, and other sites' images become
 * placeholders (`data-fetch-src`) that the editor copies through the server, never hot-links.
 * `data:` images are dropped and counted in `dropped`.
 */
export function cleanPastedHtml(html: string, origin: string): { html: string; dropped: string[] } {
  // Word's <!--[if gte mso 9]>…<![endif]--> blocks (XML settings) go; its <![if !supportLists]> markers
  // stay until the list rebuild has read them (the parser makes the brackets comments).
  const withoutConditionals = html.replace(/<!--\[if [\s\S]*?<!\[endif\]-->/gi, '');
  const doc = new DOMParser().parseFromString(withoutConditionals, 'text/html');
  rebuildWordLists(doc);
  // Google Docs wraps the whole paste in <b id="docs-internal-guid-…" style="font-weight:normal">.
  doc.querySelectorAll('b[id^="docs-internal-guid"]').forEach((b) => b.replaceWith(...b.childNodes));
  doc.querySelectorAll('span[style]').forEach((span) => {
    const style = span.getAttribute('style') ?? '';
    if (/font-weight:\s*(700|bold)/i.test(style)) {
      const strong = doc.createElement('strong');
      strong.append(...span.childNodes);
      span.replaceWith(strong);
    }
  });
  const dropped: string[] = [];
  doc.querySelectorAll('img').forEach((img) => {
    const src = img.getAttribute('src') ?? '';
    if (/^https?:\/\//i.test(src) && !isSiteImage(src, origin)) {
      img.setAttribute('data-fetch-src', src);
      img.setAttribute('src', '');
    } else if (!isSiteImage(src, origin)) {
      dropped.push(src.startsWith('data:') ? 'an embedded image' : src.slice(0, 80));
      img.remove();
    }
  });
  return { html: doc.body.innerHTML, dropped };
}
