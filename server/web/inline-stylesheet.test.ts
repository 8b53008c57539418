import { describe, expect, it } from 'vitest';
import { classesInHtml, createInlineStylesheet } from './inline-stylesheet';

const page = (classes: string, extra = '') => `<html><body><div class="${classes}"${extra}>x</div></body></html>`;

describe('the inline stylesheet trimmed to a page', () => {
  it('keeps the rules of the classes the page sets and every rule without a class, and drops the rest', () => {
    const sheet = createInlineStylesheet('html{color:red}.a{margin:0}.b{padding:0}.a .c{top:0}', []);
    expect(sheet.forClasses(new Set(['a']))).toBe('html{color:red}.a{margin:0}');
    expect(sheet.forClasses(new Set(['a', 'c']))).toBe('html{color:red}.a{margin:0}.a .c{top:0}');
  });

  it('keeps only the selectors of a list that can match, and drops an at-rule left empty', () => {
    const sheet = createInlineStylesheet('.a,.b{margin:0}@media (width>=40rem){.sm\\:b{padding:0}}@media print{.a{color:red}}', []);
    expect(sheet.forClasses(new Set(['a']))).toBe('.a{margin:0}@media print{.a{color:red}}');
    expect(sheet.forClasses(new Set(['sm:b']))).toBe('@media (width>=40rem){.sm\\:b{padding:0}}');
  });

  it('reads escaped class names as the HTML writes them (HTML entities included)', () => {
    const sheet = createInlineStylesheet('.\\[\\&_a\\]\\:underline a{text-decoration:underline}.mt-0\\.5{margin-top:2px}', []);
    const classes = classesInHtml(page('[&amp;_a]:underline mt-0.5'));
    expect([...classes]).toEqual(['[&_a]:underline', 'mt-0.5']);
    expect(sheet.forClasses(classes)).toBe('.\\[\\&_a\\]\\:underline a{text-decoration:underline}.mt-0\\.5{margin-top:2px}');
  });

  it('does not need a class named inside a pseudo-class to keep the rule (:not(.light) matches without it)', () => {
    const sheet = createInlineStylesheet(':root:not(.light) .x{color:red}.y:is(.p,.q){color:blue}', []);
    expect(sheet.forClasses(new Set(['x', 'y']))).toBe(':root:not(.light) .x{color:red}.y:is(.p,.q){color:blue}');
  });

  it('keeps the classes a script can set, though the page does not set them yet', () => {
    const sheet = createInlineStylesheet('.hidden{display:none}.open{display:block}.unused{color:red}', [
      'el.classList.toggle("hidden");const c=`open ${x}`',
    ]);
    expect(sheet.forClasses(new Set())).toBe('.hidden{display:none}.open{display:block}');
  });

  it('declares a custom property only when something reads it, following what it reads in turn', () => {
    const css =
      ':root{--a:1px;--b:var(--c);--c:red;--unread:0}@property --tw-x{syntax:"*";inherits:false}@property --tw-y{syntax:"*";inherits:false}.p{margin:var(--a)}.q{color:var(--b);translate:var(--tw-x)}';
    const sheet = createInlineStylesheet(css, []);
    expect(sheet.forClasses(new Set(['p']))).toBe(':root{--a:1px}.p{margin:var(--a)}');
    expect(sheet.forClasses(new Set(['q']))).toBe(
      ':root{--b:var(--c);--c:red}@property --tw-x{syntax:"*";inherits:false}.q{color:var(--b);translate:var(--tw-x)}',
    );
  });

  it('keeps a property the page reads in a style attribute', () => {
    const css = ':root{--brand:blue;--other:red}';
    const sheet = createInlineStylesheet(css, []);
    const out = sheet.trimPage(`<head><style>${css}</style></head>${page('', ' style="color:var(--brand)"')}`);
    expect(out.css).toBe(':root{--brand:blue}');
  });

  it('replaces the stylesheet in the page, and leaves a page without it as it is', () => {
    const css = 'body{margin:0}.a{color:red}.b{color:blue}';
    const sheet = createInlineStylesheet(css, []);
    const html = `<head><style>${css}</style></head>${page('b')}`;
    expect(sheet.trimPage(html)).toEqual({
      html: `<head><style>body{margin:0}.b{color:blue}</style></head>${page('b')}`,
      css: 'body{margin:0}.b{color:blue}',
    });
    const linked = `<head><link rel="stylesheet" href="/assets/root.css"/></head>${page('b')}`;
    expect(sheet.trimPage(linked)).toEqual({ html: linked, css: null });
  });
});
