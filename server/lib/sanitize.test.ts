import { describe, expect, it } from 'vitest';
import { htmlToExcerpt, sanitizePostHtml } from './sanitize';

describe('sanitizePostHtml', () => {
  it.each([
    ['<script>alert(1)</script><p>x</p>', '<p>x</p>'],
    ['<SCRIPT SRC=//evil.example/x.js></SCRIPT>', ''],
    ['<p onclick="x()" onMouseOver="y()">t</p>', '<p>t</p>'],
    ['<img src=x onerror=alert(1)>', '<img src="x" loading="lazy" decoding="async" />'],
    ['<a href="javascript:alert(1)">j</a>', '<a>j</a>'],
    ['<a href="JaVaScRiPt:alert(1)">j</a>', '<a>j</a>'],
    ['<a href="data:text/html;base64,PHNjcmlwdD4=">d</a>', '<a>d</a>'],
    ['<a href="vbscript:msgbox">v</a>', '<a>v</a>'],
    ['<img src="data:image/svg+xml;base64,PHN2Zz4=">', ''],
    ['<img src="javascript:alert(1)">', ''],
    ['<img src="//evil.example/x.png">', ''],
    ['<iframe src="https://evil.example"></iframe>', ''],
    ['<object data="x.swf"></object><embed src="x.swf">', ''],
    ['<style>*{display:none}</style>', ''],
    ['<p style="background:url(javascript:x)">s</p>', '<p>s</p>'],
    ['<svg><script>alert(1)</script></svg>', ''],
    ['<math><mi xlink:href="javascript:x">m</mi></math>', ''],
    ['<form action="https://evil.example"><input name="p"></form>', ''],
    ['<div class="x" id="y">kept text</div>', 'kept text'],
    ['<template><img src=x onerror=alert(1)></template>', ''],
    ['<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>', ''],
  ])('%j → %j', (input, output) => {
    expect(sanitizePostHtml(input)).toBe(output);
  });

  it('keeps the editor’s tags and safe links and images', () => {
    const html =
      '<h1>a</h1><h2>b</h2><h3>c</h3><p><strong>s</strong><b>b</b><em>e</em><i>i</i><u>u</u><s>x</s><code>c</code><br /></p>' +
      '<ol><li>1</li></ol><ul><li>2</li></ul><blockquote>q</blockquote><pre>p</pre>';
    expect(sanitizePostHtml(html)).toBe(html);
    expect(sanitizePostHtml('<a href="mailto:a@b.c">m</a>')).toBe('<a href="mailto:a@b.c">m</a>');
    expect(sanitizePostHtml('<a href="https://x.example" target="_self">e</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener">e</a>',
    );
    expect(sanitizePostHtml('<a href="/blog" target="_blank">i</a>')).toBe('<a href="/blog">i</a>');
    expect(sanitizePostHtml('<img src="/uploads/2026/01/a.png" alt="A" width="10">')).toBe(
      '<img src="/uploads/2026/01/a.png" alt="A" width="10" loading="lazy" decoding="async" />',
    );
  });

  it('is stable: sanitising twice changes nothing', () => {
    const once = sanitizePostHtml('<p onclick="x">a <a href="https://e.example">l</a><img src="https://e.example/i.png"></p><script>1</script>');
    expect(sanitizePostHtml(once)).toBe(once);
  });
});

describe('htmlToExcerpt', () => {
  it('gives the plain text with blocks separated and whitespace folded', () => {
    expect(htmlToExcerpt('<h1>Title</h1><p>One&nbsp;two</p><ul><li>three</li></ul>')).toBe('Title One two three');
  });

  it('decodes entities to text', () => {
    expect(htmlToExcerpt('<p>a &amp; b &lt;c&gt; &quot;d&quot;</p>')).toBe('a & b <c> "d"');
  });

  it('cuts on a word boundary with an ellipsis', () => {
    const text = htmlToExcerpt(`<p>${'lorem ipsum '.repeat(40)}</p>`, 50);
    expect(text.length).toBeLessThanOrEqual(51);
    expect(text.endsWith('…')).toBe(true);
    expect(text).toMatch(/^(lorem|ipsum)( (lorem|ipsum))*…$/);
  });

  it('answers short text whole', () => {
    expect(htmlToExcerpt('<p>short</p>')).toBe('short');
    expect(htmlToExcerpt('')).toBe('');
  });
});
