import { describe, expect, it } from 'vitest';
import { CONTENT_IMAGE_SIZES, preparePostHtml } from './post-html';
import { sanitizePostHtml } from './sanitize';

const SITE = 'https://site.example';
const options = { siteOrigin: SITE, isOwnImage: (src: string) => src.startsWith('/uploads/') };
const prepare = (html: string, extra: Partial<typeof options & { keepForeignImages: boolean; hasFeaturedImage: boolean }> = {}) =>
  preparePostHtml(html, { ...options, ...extra });

describe('preparePostHtml: links', () => {
  it.each([
    ['<a href="/x">i</a>', '<a href="/x">i</a>'],
    ['<a href="#a" rel="nofollow" target="_blank">i</a>', '<a href="#a">i</a>'],
    ['<a href="https://site.example/blog/x" rel="noopener noreferrer nofollow" target="_blank">i</a>', '<a href="https://site.example/blog/x">i</a>'],
    ['<a href="https://other.example/">e</a>', '<a href="https://other.example/" target="_blank" rel="noopener">e</a>'],
    ['<a href="https://other.example/" rel="nofollow">e</a>', '<a href="https://other.example/" target="_blank" rel="nofollow noopener">e</a>'],
    ['<a href="https://other.example/" rel="noreferrer evil">e</a>', '<a href="https://other.example/" target="_blank" rel="noopener">e</a>'],
    ['<a href="mailto:a@b.example" target="_blank">m</a>', '<a href="mailto:a@b.example">m</a>'],
  ])('%s → %s', async (input, output) => {
    expect(prepare(`<p>${input}</p>`).html).toBe(`<p>${output}</p>`);
  });
});

describe('preparePostHtml: images', () => {
  it('removes and lists other hosts’ images, keeps them only for the backfill', async () => {
    const html = '<p>a</p><img src="https://cdn.example/a.png" /><p>b</p>';
    const out = prepare(html);
    expect(out.html).toBe('<p>a</p><p>b</p>');
    expect(out.droppedImages).toEqual(['https://cdn.example/a.png']);
    expect(prepare(html, { keepForeignImages: true }).html).toContain('https://cdn.example/a.png');
  });

  it('gives own variant images srcset and sizes, keeps width/height, the early first image eager', async () => {
    const src = '/uploads/2026/11/id.v480-640.jpg';
    const html = `<p>a</p><img src="${src}" alt="A" width="700" height="400" /><p>b</p><p>c</p><p>d</p><img src="/uploads/2026/11/old.png" alt="" />`;
    const out = prepare(html).html;
    expect(out).toContain(
      `<img src="${src}" alt="A" width="700" height="400" loading="eager" decoding="async" fetchpriority="high" srcset="/uploads/2026/11/id.w480.webp 480w, /uploads/2026/11/id.w640.webp 640w" sizes="${CONTENT_IMAGE_SIZES}" />`,
    );
    expect(out).toContain('<img src="/uploads/2026/11/old.png" alt="" loading="lazy" decoding="async" />');
    // Rendering sanitises again: the result is stable.
    expect(sanitizePostHtml(out, { siteOrigin: SITE })).toBe(out);
    const withFeatured = prepare(html, { hasFeaturedImage: true }).html;
    expect(withFeatured).not.toContain('fetchpriority');
  });

  it('a first image after three blocks is lazy', async () => {
    const out = prepare('<p>a</p><p>b</p><p>c</p><img src="/uploads/x.png" />').html;
    expect(out).toContain('loading="lazy"');
    expect(out).not.toContain('eager');
  });

  it('a foreign srcset is never kept', async () => {
    const out = prepare('<img src="/uploads/x.png" srcset="https://evil.example/x.png 1x" />').html;
    expect(out).not.toContain('evil');
  });
});

describe('preparePostHtml: tables, rules, code', () => {
  it('keeps tables and rules, strips handlers and styles, clamps spans', async () => {
    const html =
      '<table><thead><tr><th colspan="2">h</th></tr></thead><tbody><tr><td onclick="x()" style="color:red">a</td><td rowspan="99">b</td></tr></tbody></table><hr />';
    expect(prepare(html).html).toBe(
      '<table><thead><tr><th colspan="2">h</th></tr></thead><tbody><tr><td>a</td><td>b</td></tr></tbody></table><hr />',
    );
  });

  it('highlights a known language on the server into hljs spans, and leaves unknown ones plain', async () => {
    const out = prepare('<pre><code class="language-ts">const a: number = 1 &lt; 2;</code></pre>').html;
    expect(out).toMatch(/<span class="hljs-keyword">const<\/span>/);
    expect(out).toContain('&lt;');
    expect(sanitizePostHtml(out)).toContain('<span class="hljs-keyword">const</span>');
    const plain = '<pre><code class="language-cobol">MOVE A TO B</code></pre>';
    expect(prepare(plain).html).toBe(plain);
  });

  it('strips spans and code classes that are not ours', async () => {
    expect(prepare('<p><span class="x" style="font-weight:700">s</span><code class="evil x">c</code></p>').html).toBe(
      '<p><span>s</span><code>c</code></p>',
    );
  });

  it('derives text and reading time', async () => {
    const out = prepare(`<h1>T</h1><p>${'word '.repeat(460)}</p><table><tr><td>cell</td></tr></table>`);
    expect(out.bodyText.startsWith('T word word')).toBe(true);
    expect(out.bodyText.endsWith('cell')).toBe(true);
    expect(out.readingMinutes).toBe(2);
    expect(prepare('').readingMinutes).toBe(1);
  });

  it('the XSS corpus stays clean', async () => {
    for (const bad of [
      '<img src=x onerror=alert(1)>',
      '<a href="javascript:alert(1)">j</a>',
      '<svg><script>alert(1)</script></svg>',
      '<pre><code class="language-js"><img src=x onerror=alert(1)></code></pre>',
      '<td><iframe src="https://evil.example"></iframe></td>',
    ]) {
      const { html } = prepare(bad);
      expect(html).not.toMatch(/onerror|javascript:|<script|<iframe|<svg/i);
    }
  });
});
