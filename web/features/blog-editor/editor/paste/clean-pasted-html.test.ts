import { Editor } from '@tiptap/core';
import { describe, expect, it } from 'vitest';
import { editorExtensions } from '../rich-text-editor';
import { cleanPastedHtml, dataUrlToFile, unwrapGoogleRedirect } from './clean-pasted-html';

const PNG_1PX = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** What the editor keeps of a paste: the cleaned HTML parsed by the editor's own schema (its trailing empty paragraph aside). */
function pasted(html: string, postTitle?: string): string {
  const editor = new Editor({ extensions: editorExtensions({ uploadFiles: () => undefined, onPasted: () => undefined }) });
  editor.commands.setContent(cleanPastedHtml(html, 'https://site.example', { postTitle }).html);
  // The editor adds an empty paragraph after a closing heading or image (its trailing node).
  const out = editor.getHTML().replace(/<p><\/p>$/, '');
  editor.destroy();
  return out;
}

describe('embedded (data:) images in a paste', () => {
  it('become placeholders keyed embedded:…, their addresses kept apart, never in the HTML', () => {
    const dataUrl = `data:image/png;base64,${PNG_1PX}`;
    const { html, dropped, embedded } = cleanPastedHtml(
      `<b id="docs-internal-guid-1"><p><span><img src="${dataUrl}" alt="Chart" width="1" height="1"></span></p><p><img src="${dataUrl}"></p></b>`,
      'https://site.example',
    );
    expect(dropped).toEqual([]);
    // The same picture twice: one upload, one key for both placeholders.
    expect(embedded.size).toBe(1);
    const [key, kept] = [...embedded][0]!;
    expect(key).toMatch(/^embedded:/);
    expect(kept).toBe(dataUrl);
    expect(html).not.toContain('base64');
    expect(html.match(new RegExp(`data-fetch-src="${key}"`, 'g'))).toHaveLength(2);
  });

  it('the editor keeps the placeholder (empty src, the key) as an image', () => {
    const out = pasted(`<p>Before</p><img src="data:image/jpeg;base64,${PNG_1PX}" alt="Photo">`);
    expect(out).toMatch(/<img src="" alt="Photo" data-fetch-src="embedded:[^"]+">/);
  });

  it('each paste gets its own keys', () => {
    const html = `<img src="data:image/png;base64,${PNG_1PX}">`;
    const first = [...cleanPastedHtml(html, 'https://site.example').embedded.keys()];
    const second = [...cleanPastedHtml(html, 'https://site.example').embedded.keys()];
    expect(first[0]).not.toBe(second[0]);
  });

  it('dataUrlToFile decodes a base64 image into a typed, named file; anything else is null', async () => {
    const file = dataUrlToFile(`data:image/png;base64,${PNG_1PX}`)!;
    expect(file.type).toBe('image/png');
    expect(file.name).toBe('pasted-image.png');
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect([...bytes.slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    expect(dataUrlToFile(`data:image/jpeg;base64,${PNG_1PX}`)!.name).toBe('pasted-image.jpg');
    expect(dataUrlToFile('data:image/svg+xml,%3Csvg%3E')).toBeNull();
    expect(dataUrlToFile('data:text/html;base64,PGI+')).toBeNull();
    expect(dataUrlToFile('https://cdn.example/a.png')).toBeNull();
  });
});

describe('a pasted Google Docs title', () => {
  it('an H1 or a Docs "title" paragraph becomes an H2: the post title stays the page’s one H1', () => {
    expect(pasted('<h1 dir="ltr"><span>Quarterly report</span></h1><p>Body</p>')).toBe('<h2>Quarterly report</h2><p>Body</p>');
    expect(pasted('<p class="title" dir="ltr"><span>Quarterly report</span></p><p>Body</p>')).toBe('<h2>Quarterly report</h2><p>Body</p>');
    expect(pasted('<p role="heading" aria-level="1">Quarterly report</p>')).toBe('<h2>Quarterly report</h2>');
  });

  it('a title equal to the post’s title (spacing and case aside) is dropped', () => {
    expect(pasted('<p class="title"><span>Quarterly  Report</span></p><h2>Numbers</h2><p>Body</p>', 'quarterly report')).toBe(
      '<h2>Numbers</h2><p>Body</p>',
    );
    expect(pasted('<h1>Another heading</h1>', 'Quarterly report')).toBe('<h2>Another heading</h2>');
  });

  it('other headings keep their level', () => {
    expect(pasted('<h2>Two</h2><h3>Three</h3>')).toBe('<h2>Two</h2><h3>Three</h3>');
  });
});

describe('Google redirect links', () => {
  it('unwrapGoogleRedirect answers the http(s) target of google.com/url?q=', () => {
    expect(unwrapGoogleRedirect('https://www.google.com/url?q=https://example.com/a?b%3D1%26c%3D2&sa=D&source=editors&ust=1&usg=x')).toBe(
      'https://example.com/a?b=1&c=2',
    );
    expect(unwrapGoogleRedirect('https://google.com/url?q=http://example.org/')).toBe('http://example.org/');
    expect(unwrapGoogleRedirect('https://www.google.co.uk/url?url=https://example.org/x')).toBe('https://example.org/x');
  });

  it('leaves other addresses and non-http targets alone', () => {
    for (const href of [
      'https://www.google.com/url?q=javascript:alert(1)',
      'https://www.google.com/url?q=mailto:a@b.example',
      'https://www.google.com/search?q=https://example.com',
      'https://www.google.com.evil.example/url?q=https://example.com',
      'https://example.com/url?q=https://other.example',
      '/relative',
      'not a url',
    ])
      expect(unwrapGoogleRedirect(href)).toBe(href);
  });

  it('a pasted Docs link points at its target', () => {
    const out = pasted(
      '<p><a href="https://www.google.com/url?q=https://example.com/pricing&amp;sa=D&amp;source=editors&amp;ust=1700000000&amp;usg=AOv">Pricing</a></p>',
    );
    expect(out).toBe('<p><a href="https://example.com/pricing">Pricing</a></p>');
  });
});
