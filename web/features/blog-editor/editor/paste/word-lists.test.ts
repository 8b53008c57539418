import fs from 'node:fs';
import path from 'node:path';
import { Editor } from '@tiptap/core';
import { describe, expect, it } from 'vitest';
import { editorExtensions } from '../rich-text-editor';
import { cleanPastedHtml } from './clean-pasted-html';

const fixture = (name: string) => fs.readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8');

/** What the editor keeps of a paste: the cleaned HTML parsed by the editor's own schema. */
function pasted(html: string): string {
  const editor = new Editor({ extensions: editorExtensions({ uploadFiles: () => undefined, onPasted: () => undefined }) });
  editor.commands.setContent(cleanPastedHtml(html, 'https://site.example').html);
  const out = editor.getHTML();
  editor.destroy();
  return out;
}

describe('pasted Word and Google Docs HTML', () => {
  it('Word list paragraphs become nested lists, bullets as ul, numbers as ol, markers gone', () => {
    const out = pasted(fixture('word-nested-list.html'));
    expect(out).toContain(
      '<p>Before the list</p><ul><li><p>First point</p><ul><li><p>Nested point</p></li></ul></li><li><p>Second point</p></li></ul>',
    );
    expect(out).toContain('<p>Between</p><ol><li><p>Step one</p></li><li><p>Step two</p></li></ol>');
    expect(out).not.toMatch(/·|supportLists|mso-/);
  });

  it('a Google Docs table keeps its 2×2 cells, bold spans become strong, the wrapper goes', () => {
    const out = pasted(fixture('gdocs-table.html'));
    expect(out).toContain('<p><strong>Prices</strong> by shop</p>');
    const doc = new DOMParser().parseFromString(out, 'text/html');
    expect(doc.querySelectorAll('table tr')).toHaveLength(2);
    expect([...doc.querySelectorAll('td, th')].map((c) => c.textContent)).toEqual(['Shop', 'Price', 'North', '12.50']);
    expect(out).not.toContain('docs-internal-guid');
  });

  it('Google Docs nested lists keep their nesting', () => {
    const out = pasted(fixture('gdocs-nested-list.html'));
    expect(out).toMatch(/<ul><li><p>Top<\/p><ul><li><p>Inner<\/p><\/li><\/ul><\/li><li><p>Next<\/p><\/li><\/ul>/);
  });

  it('other sites’ images become placeholders to copy; own images stay; other schemes are dropped', () => {
    const { html, dropped } = cleanPastedHtml(
      '<p>a</p><img src="https://cdn.example/a.png" alt="A"><img src="file:///C:/x.png"><img src="data:image/svg+xml,%3Csvg%3E"><img src="/uploads/x.png"><img src="https://site.example/uploads/y.png">',
      'https://site.example',
    );
    expect(html).toContain('<img src="" alt="A" data-fetch-src="https://cdn.example/a.png">');
    expect(html).toContain('<img src="/uploads/x.png">');
    expect(html).toContain('<img src="https://site.example/uploads/y.png">');
    expect(dropped).toEqual(['file:///C:/x.png', 'an embedded image']);
  });
});
