import { useEditorState, type Editor } from '@tiptap/react';
import { Bold, Italic, Link, List, ListOrdered, RemoveFormatting, Strikethrough, Underline } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { BlockTools } from './block-tools';
import { ImageAltBar } from './image-alt-bar';
import { ImageButton } from './image-button';
import { LinkBar } from './link-bar';
import { TextStyleSelect } from './text-style-select';
import { ToolButton } from './tool-button';

interface ToolbarProps {
  editor: Editor;
  /** Uploads a picked image and answers its URL, or null when it failed (the caller reports why). */
  uploadImage: (file: File) => Promise<string | null>;
}

const icon = { 'aria-hidden': true, className: 'size-4' } as const;

/**
 * SPEC.md's toolbar (heading 1-3 or normal, bold, italic, underline, strike, lists, link, image, clear)
 * plus quote, code block, rule and table (docs/spec-deviations.md), and row/column tools inside a table.
 */
export function Toolbar({ editor, uploadImage }: ToolbarProps) {
  const [linkOpen, setLinkOpen] = useState(false);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      level: [1, 2, 3].find((l) => e.isActive('heading', { level: l })) ?? 0,
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      ordered: e.isActive('orderedList'),
      bullet: e.isActive('bulletList'),
      link: e.isActive('link'),
      href: (e.getAttributes('link').href as string | undefined) ?? '',
      rel: (e.getAttributes('link').rel as string | undefined) ?? '',
      quote: e.isActive('blockquote'),
      codeBlock: e.isActive('codeBlock'),
      table: e.isActive('table'),
      image: e.isActive('image'),
      alt: (e.getAttributes('image').alt as string | undefined) ?? '',
      imageSrc: (e.getAttributes('image').src as string | undefined) ?? '',
    }),
  });
  const chain = () => editor.chain().focus();

  return (
    <div className="border-b border-slate-300 bg-slate-50">
      <div role="toolbar" aria-label="Formatting" onKeyDown={moveWithArrows} className="flex flex-wrap items-center gap-1 p-2">
        <span data-toolbar-item>
          <TextStyleSelect editor={editor} level={state.level} />
        </span>
        <span data-toolbar-item className="flex gap-1">
          <ToolButton label="Bold" pressed={state.bold} onClick={() => chain().toggleBold().run()}>
            <Bold {...icon} />
          </ToolButton>
          <ToolButton label="Italic" pressed={state.italic} onClick={() => chain().toggleItalic().run()}>
            <Italic {...icon} />
          </ToolButton>
          <ToolButton label="Underline" pressed={state.underline} onClick={() => chain().toggleUnderline().run()}>
            <Underline {...icon} />
          </ToolButton>
          <ToolButton label="Strike" pressed={state.strike} onClick={() => chain().toggleStrike().run()}>
            <Strikethrough {...icon} />
          </ToolButton>
        </span>
        <span data-toolbar-item className="flex gap-1">
          <ToolButton label="Ordered list" pressed={state.ordered} onClick={() => chain().toggleOrderedList().run()}>
            <ListOrdered {...icon} />
          </ToolButton>
          <ToolButton label="Bullet list" pressed={state.bullet} onClick={() => chain().toggleBulletList().run()}>
            <List {...icon} />
          </ToolButton>
        </span>
        <span data-toolbar-item className="flex gap-1">
          <ToolButton label="Link" pressed={state.link} onClick={() => setLinkOpen((open) => !open)}>
            <Link {...icon} />
          </ToolButton>
          <ImageButton editor={editor} uploadImage={uploadImage} />
        </span>
        <BlockTools editor={editor} quote={state.quote} codeBlock={state.codeBlock} table={state.table} />
        <span data-toolbar-item className="flex gap-1">
          <ToolButton label="Clear formatting" onClick={() => chain().unsetAllMarks().clearNodes().run()}>
            <RemoveFormatting {...icon} />
          </ToolButton>
        </span>
      </div>
      {linkOpen && <LinkBar editor={editor} href={state.href} rel={state.rel} active={state.link} onDone={() => setLinkOpen(false)} />}
      {state.image && <ImageAltBar key={state.imageSrc} editor={editor} alt={state.alt} />}
    </div>
  );
}

/** Arrow keys move between the toolbar's controls (the ARIA toolbar pattern); Tab still reaches each. */
function moveWithArrows(e: KeyboardEvent<HTMLDivElement>) {
  if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
  const target = e.target as HTMLElement;
  if (target.tagName === 'SELECT' || target.tagName === 'INPUT') return;
  const items = [...e.currentTarget.querySelectorAll<HTMLElement>('[data-toolbar-item] button:not([disabled]), [data-toolbar-item] select')];
  const i = items.indexOf(document.activeElement as HTMLElement);
  if (i === -1) return;
  e.preventDefault();
  items[(i + (e.key === 'ArrowRight' ? 1 : items.length - 1)) % items.length]?.focus();
}
