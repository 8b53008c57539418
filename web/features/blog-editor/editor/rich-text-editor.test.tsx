import type { Editor } from '@tiptap/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RichTextEditor } from './rich-text-editor';

// The editor is created after mount (immediatelyRender: false), so every test waits for it.
async function renderEditor(initialContent: string) {
  const onChange = vi.fn<(html: string) => void>();
  render(
    <>
      <span id="content-label">Content</span>
      <RichTextEditor labelledBy="content-label" initialContent={initialContent} onChange={onChange} uploadImage={async () => null} />
    </>,
  );
  const area = await screen.findByRole('textbox', { name: 'Content' });
  // Tiptap keeps its instance on the editable element, for tests like this one.
  const editor = (area as HTMLElement & { editor: Editor }).editor;
  return { area, editor, onChange };
}

const API_HTML =
  '<blockquote><p>Data beats opinion.</p></blockquote><p>Run <code>npm ci</code> first.</p><pre><code>const rows = await scrape(url);</code></pre><p>Done.</p>';

describe('RichTextEditor', () => {
  it('keeps blockquote, inline code and code blocks from a post written through the API', async () => {
    const { area, editor } = await renderEditor(API_HTML);
    expect(editor.getHTML()).toBe(API_HTML);
    expect(area.querySelector('blockquote')).toHaveTextContent('Data beats opinion.');
    expect(area.querySelector('p > code')).toHaveTextContent('npm ci');
    expect(area.querySelector('pre > code')).toHaveTextContent('const rows = await scrape(url);');
  });

  it('sends that markup back unchanged after an edit elsewhere in the post', async () => {
    const { editor, onChange } = await renderEditor(API_HTML);
    editor.commands.insertContentAt(editor.state.doc.content.size - 1, ' Really.');
    expect(onChange).toHaveBeenLastCalledWith(API_HTML.replace('Done.', 'Done. Really.'));
  });

  it('shows exactly the toolbar SPEC.md lists, by accessible name', async () => {
    await renderEditor('<p>Hello</p>');
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    const style = screen.getByRole('combobox', { name: 'Text style' });
    expect(toolbar).toContainElement(style);
    expect([...(style as HTMLSelectElement).options].map((o) => o.textContent)).toEqual(['Normal', 'Heading 1', 'Heading 2', 'Heading 3']);
    const buttons = [...toolbar.querySelectorAll('button')].map((b) => b.getAttribute('aria-label'));
    expect(buttons).toEqual(['Bold', 'Italic', 'Underline', 'Strike', 'Ordered list', 'Bullet list', 'Link', 'Image', 'Clear formatting']);
    for (const name of buttons) expect(screen.getByRole('button', { name: name! })).toBeInTheDocument();
  });

  it('is 400px high', async () => {
    const { area } = await renderEditor('<p>Hello</p>');
    const frame = screen.getByRole('toolbar', { name: 'Formatting' }).parentElement!.parentElement!;
    expect(frame).toContainElement(area);
    expect(frame).toHaveClass('h-[400px]');
  });

  it('applies the toolbar to the text', async () => {
    const user = userEvent.setup();
    const { editor, onChange } = await renderEditor('<p>Hello</p>');
    editor.commands.selectAll();
    await user.click(screen.getByRole('button', { name: 'Bold' }));
    expect(onChange).toHaveBeenLastCalledWith('<p><strong>Hello</strong></p>');
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Text style' }), 'Heading 2');
    // StarterKit's trailing node may add an empty paragraph after a heading at the end.
    expect(onChange.mock.lastCall?.[0]).toMatch(/^<h2><strong>Hello<\/strong><\/h2>(<p><\/p>)?$/);
  });
});
