import { describe, expect, it } from 'vitest';
import { xmlEscape } from './feed';
import { serializeJsonLd } from './json-ld';
import { demoteHeadings, flattenHeadings } from './prose';

describe('xmlEscape', () => {
  it('escapes the five XML specials and drops forbidden control characters', () => {
    expect(xmlEscape(`<a href="x">Tom & Jerry's</a>\u0001`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;');
  });
});

describe('serializeJsonLd', () => {
  it('can never close its script element and round-trips', () => {
    const data = { headline: '</script><script>alert(1)</script> & <!--', line: 'a\u2028b' };
    const out = serializeJsonLd(data);
    expect(out).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(out)).toEqual(data);
  });
});

describe('headings in post HTML', () => {
  it('turns a post h1 into h2 for the article (the title is the page h1) and keeps h2 and h3', () => {
    expect(demoteHeadings('<h1>A</h1><h2>B</h2><h3>C</h3><p>h1</p>')).toBe('<h2>A</h2><h2>B</h2><h3>C</h3><p>h1</p>');
  });
  it('flattens headings to paragraphs for card previews', () => {
    expect(flattenHeadings('<h1>A</h1><p>b</p>')).toBe('<p>A</p><p>b</p>');
  });
});
