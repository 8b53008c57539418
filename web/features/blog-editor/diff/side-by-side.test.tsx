import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { compareVersions } from './compare';
import { splitBlocks } from './html-blocks';
import { SideBySide } from './side-by-side';

describe('splitBlocks', () => {
  it('splits top-level elements into plain-text blocks named by kind', () => {
    const html =
      '<h2>Intro &amp; aims</h2><p>One <strong>two</strong><br>three</p><ul><li><p>a</p></li><li>b</li></ul>' +
      '<img src="/u/x.png" alt="A cat"><hr><table><tr><td>x</td><td>y</td></tr></table>loose';
    expect(splitBlocks(html)).toEqual([
      { kind: 'Heading', text: 'Intro & aims' },
      { kind: 'Paragraph', text: 'One two\nthree' },
      { kind: 'List', text: 'a\nb' },
      { kind: 'Image', text: '[image: A cat]' },
      { kind: 'Rule', text: '———' },
      { kind: 'Table', text: 'x\ty' },
      { kind: 'Paragraph', text: 'loose' },
    ]);
  });

  it('keeps markup out of the text, so a diff never shows or renders a tag', () => {
    const [block] = splitBlocks('<p>&lt;script&gt;alert(1)&lt;/script&gt; <a href="x">link</a></p>');
    expect(block).toEqual({ kind: 'Paragraph', text: '<script>alert(1)</script> link' });
  });
});

describe('compareVersions', () => {
  it('pairs a changed block and marks only the changed words; removed and added blocks stand alone', () => {
    const c = compareVersions(
      { title: 'Old title', content: '<p>Same</p><p>The quick fox</p><p>Gone</p>' },
      { title: 'New title', content: '<p>Same</p><p>The slow fox</p>' },
    );
    expect(c.title.changed).toBe(true);
    expect(c.blocks.map((b) => b.change)).toEqual(['same', 'changed', 'removed']);
    expect(c.blocks[1]!.left!.filter((p) => p.change === 'removed').map((p) => p.text.trim())).toEqual(['quick']);
    expect(c.blocks[1]!.right!.filter((p) => p.change === 'added').map((p) => p.text.trim())).toEqual(['slow']);
    expect(c.blocks[2]!.right).toBeNull();
    expect(c.changes).toBe(3);
  });

  it('lists only the settings that differ', () => {
    const c = compareVersions(
      { title: 't', content: '', settings: { slug: 'a', excerpt: 'x', tags: ['one'] } },
      { title: 't', content: '', settings: { slug: 'b', excerpt: 'x', tags: ['one', 'two'] } },
    );
    expect(c.settings).toEqual([
      { key: 'slug', left: 'a', right: 'b' },
      { key: 'tags', left: 'one', right: 'one, two' },
    ]);
  });
});

describe('<SideBySide>', () => {
  it('shows both labels, strikes removed words, underlines added ones and says so in words', () => {
    render(
      <SideBySide
        left={{ title: 'Hello', content: '<p>The quick fox</p>', settings: { slug: 'hello' } }}
        right={{ title: 'Hello', content: '<p>The slow fox</p><p>New end</p>', settings: { slug: 'hello-world' } }}
        labels={['Revision of 2 Dec', 'Current']}
      />,
    );
    const table = screen.getByRole('table', { name: 'Revision of 2 Dec compared with Current' });
    expect(within(table).getByRole('columnheader', { name: 'Current' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toMatch(/^3 differences\./);
    const deletions = [...table.querySelectorAll('del')].map((el) => el.textContent);
    expect(deletions).toEqual(['[removed: hello]', '[removed: quick]']);
    const insertions = [...table.querySelectorAll('ins')].map((el) => el.textContent);
    expect(insertions).toContain('[added: slow]');
    expect(insertions).toContain('[added: New end]');
    expect(within(table).getByRole('rowheader', { name: 'Address (changed)' })).toBeTruthy();
    expect(within(table).getByRole('rowheader', { name: 'Paragraph (Added)' })).toBeTruthy();
    expect(table.textContent).toContain('(not in this version)');
  });

  it('says when there is nothing to compare', () => {
    render(<SideBySide left={{ title: 'a', content: '<p>b</p>' }} right={{ title: 'a', content: '<p>b</p>' }} labels={['A', 'B']} />);
    expect(screen.getByRole('status').textContent).toBe('No differences.');
    expect(document.querySelector('del, ins')).toBeNull();
  });
});
