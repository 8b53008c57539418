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

/** A pasted image embedded in the HTML (`data:`), by its placeholder's key: uploaded like a pasted file. */
export const EMBEDDED_PREFIX = 'embedded:';
let embeddedCount = 0;

/**
 * `https://www.google.com/url?q=<target>&sa=D…` (Google Docs' and Search's redirect) as its target;
 * any other address, or a target that is not http(s), as it was.
 */
export function unwrapGoogleRedirect(href: string): string {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return href;
  }
  if (!/^(www\.)?google\.[a-z]{2,3}(\.[a-z]{2})?$/i.test(url.hostname) || url.pathname !== '/url') return href;
  const target = url.searchParams.get('q') ?? url.searchParams.get('url');
  return target && /^https?:\/\//i.test(target) ? target : href;
}

/** The bytes of a base64 `data:image/…` address as a file to upload, or null for anything else. */
export function dataUrlToFile(dataUrl: string): File | null {
  const match = /^data:(image\/[a-z0-9.+-]+)(?:;[a-z0-9-]+=[^;,]*)*;base64,([a-z0-9+/=\s]+)$/i.exec(dataUrl);
  if (!match) return null;
  const type = match[1]!.toLowerCase();
  let binary: string;
  try {
    binary = atob(match[2]!.replace(/\s+/g, ''));
  } catch {
    return null;
  }
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  const ext = type === 'image/jpeg' ? 'jpg' : type.slice('image/'.length).replace(/\W.*$/, '');
  return new File([bytes], `pasted-image.${ext}`, { type });
}

const words = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim().toLowerCase();

export interface CleanPasteOptions {
  /** The post's own title: a pasted title equal to it is dropped (the article page shows it as the H1). */
  postTitle?: string;
}

/**
 * Pasted HTML made fit for the editor: Word's list paragraphs become lists, Google Docs' wrapper
 * and bold spans are undone, conditional comments go, Google's redirect links become their targets,
 * and a pasted title or H1 becomes an H2 (the post's title is the page's one H1), or goes when it
 * repeats the post's title. Other sites' images become placeholders (`data-fetch-src`) that the
 * editor copies through the server, never hot-links; embedded (`data:`) images become placeholders
 * keyed `embedded:…`, their addresses in `embedded`, which the editor uploads as files. Images that
 * cannot be either (another scheme, a `data:` that is no base64 image) are dropped and named in `dropped`.
 */
export function cleanPastedHtml(
  html: string,
  origin: string,
  { postTitle }: CleanPasteOptions = {},
): { html: string; dropped: string[]; embedded: Map<string, string> } {
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
  doc.querySelectorAll('a[href]').forEach((a) => a.setAttribute('href', unwrapGoogleRedirect(a.getAttribute('href')!)));
  // Docs marks its Title style with class "title" (or as a level-1 heading); Heading 1 is an <h1>.
  const title = words(postTitle);
  doc.querySelectorAll('h1, p.title, div.title, [role="heading"][aria-level="1"]').forEach((heading) => {
    if (title && words(heading.textContent) === title) {
      heading.remove();
      return;
    }
    const h2 = doc.createElement('h2');
    h2.append(...heading.childNodes);
    heading.replaceWith(h2);
  });
  const dropped: string[] = [];
  const embedded = new Map<string, string>();
  const keys = new Map<string, string>();
  doc.querySelectorAll('img').forEach((img) => {
    const src = img.getAttribute('src') ?? '';
    if (isSiteImage(src, origin)) return;
    if (/^https?:\/\//i.test(src)) {
      img.setAttribute('data-fetch-src', src);
      img.setAttribute('src', '');
    } else if (/^data:image\/[^,]*;base64,/i.test(src)) {
      // One image pasted twice is uploaded once.
      let key = keys.get(src);
      if (!key) {
        key = `${EMBEDDED_PREFIX}${Date.now().toString(36)}-${(embeddedCount += 1)}`;
        keys.set(src, key);
        embedded.set(key, src);
      }
      img.setAttribute('data-fetch-src', key);
      img.setAttribute('src', '');
    } else {
      dropped.push(src.startsWith('data:') ? 'an embedded image' : src.slice(0, 80));
      img.remove();
    }
  });
  return { html: doc.body.innerHTML, dropped, embedded };
}
