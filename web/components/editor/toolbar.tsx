import { useEditorState, type Editor } from '@tiptap/react';
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { IMAGE_ACCEPT } from '../blog/image-upload';

interface ToolbarProps {
  editor: Editor;
  /** Uploads a picked image and answers its URL, or null when it failed (the caller reports why). */
  uploadImage: (file: File) => Promise<string | null>;
}

type Level = 1 | 2 | 3;

function ToolButton({
  label,
  pressed,
  onClick,
  disabled,
  children,
}: {
  label: string;
  pressed?: boolean;
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      onMouseDown={(e) => e.preventDefault() /* keep the editor's selection */}
      onClick={onClick}
      className={`inline-flex h-9 min-w-9 items-center justify-center rounded-md px-2 text-sm font-semibold disabled:opacity-50 ${
        pressed ? 'bg-brand-700 text-white' : 'text-slate-800 hover:bg-slate-200'
      }`}
    >
      {children}
    </button>
  );
}

/** SPEC.md's toolbar: heading 1-3 or normal, bold, italic, underline, strike, lists, link, image, clear. */
export function Toolbar({ editor, uploadImage }: ToolbarProps) {
  const fileRef = useRef<HTMLInputElement>(null);
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkUrl, setLinkUrl] = useState('');
  const [uploading, setUploading] = useState(false);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      level: ([1, 2, 3] as Level[]).find((l) => e.isActive('heading', { level: l })) ?? 0,
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      ordered: e.isActive('orderedList'),
      bullet: e.isActive('bulletList'),
      link: e.isActive('link'),
      href: (e.getAttributes('link').href as string | undefined) ?? '',
    }),
  });
  const chain = () => editor.chain().focus();

  // Arrow keys move between the toolbar's controls (the ARIA toolbar pattern); Tab still reaches each.
  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    if ((e.target as HTMLElement).tagName === 'SELECT' || (e.target as HTMLElement).tagName === 'INPUT') return;
    const items = [...e.currentTarget.querySelectorAll<HTMLElement>('[data-toolbar-item] button:not([disabled]), [data-toolbar-item] select')];
    const i = items.indexOf(document.activeElement as HTMLElement);
    if (i === -1) return;
    e.preventDefault();
    items[(i + (e.key === 'ArrowRight' ? 1 : items.length - 1)) % items.length]?.focus();
  }

  function applyLink() {
    const url = linkUrl.trim();
    if (!url) chain().extendMarkRange('link').unsetLink().run();
    else
      chain()
        .extendMarkRange('link')
        .setLink({ href: /^(https?:|mailto:|\/)/i.test(url) ? url : `https://${url}` })
        .run();
    setLinkOpen(false);
  }

  async function pickImage(file: File | undefined) {
    if (!file) return;
    setUploading(true);
    try {
      const url = await uploadImage(file);
      if (url) chain().setImage({ src: url, alt: '' }).run();
    } finally {
      setUploading(false);
      if (fileRef.current) fileRef.current.value = '';
    }
  }

  return (
    <div className="border-b border-slate-300 bg-slate-50">
      <div role="toolbar" aria-label="Formatting" aria-controls={undefined} onKeyDown={onKeyDown} className="flex flex-wrap items-center gap-1 p-2">
        <span data-toolbar-item>
          <select
            aria-label="Text style"
            value={state.level}
            onChange={(e) => {
              const level = Number(e.target.value);
              if (level === 0) chain().setParagraph().run();
              else
                chain()
                  .setHeading({ level: level as Level })
                  .run();
            }}
            className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-800"
          >
            <option value={0}>Normal</option>
            <option value={1}>Heading 1</option>
            <option value={2}>Heading 2</option>
            <option value={3}>Heading 3</option>
          </select>
        </span>
        <span data-toolbar-item className="flex gap-1">
          <ToolButton label="Bold" pressed={state.bold} onClick={() => chain().toggleBold().run()}>
            <b>B</b>
          </ToolButton>
          <ToolButton label="Italic" pressed={state.italic} onClick={() => chain().toggleItalic().run()}>
            <i>I</i>
          </ToolButton>
          <ToolButton label="Underline" pressed={state.underline} onClick={() => chain().toggleUnderline().run()}>
            <u>U</u>
          </ToolButton>
          <ToolButton label="Strike" pressed={state.strike} onClick={() => chain().toggleStrike().run()}>
            <s>S</s>
          </ToolButton>
        </span>
        <span data-toolbar-item className="flex gap-1">
          <ToolButton label="Ordered list" pressed={state.ordered} onClick={() => chain().toggleOrderedList().run()}>
            1.
          </ToolButton>
          <ToolButton label="Bullet list" pressed={state.bullet} onClick={() => chain().toggleBulletList().run()}>
            •
          </ToolButton>
        </span>
        <span data-toolbar-item className="flex gap-1">
          <ToolButton
            label="Link"
            pressed={state.link}
            onClick={() => {
              setLinkUrl(state.href);
              setLinkOpen((open) => !open);
            }}
          >
            🔗
          </ToolButton>
          <ToolButton label={uploading ? 'Uploading image' : 'Image'} disabled={uploading} onClick={() => fileRef.current?.click()}>
            {uploading ? '…' : '🖼'}
          </ToolButton>
          <ToolButton label="Clear formatting" onClick={() => chain().unsetAllMarks().clearNodes().run()}>
            ⌫
          </ToolButton>
        </span>
        <input
          ref={fileRef}
          type="file"
          accept={IMAGE_ACCEPT}
          tabIndex={-1}
          aria-hidden="true"
          className="hidden"
          data-testid="editor-image-input"
          onChange={(e) => void pickImage(e.target.files?.[0])}
        />
      </div>
      {linkOpen && (
        <div className="flex flex-wrap items-center gap-2 border-t border-slate-200 p-2">
          <label className="flex items-center gap-2 text-sm text-slate-800">
            Link URL
            <input
              type="url"
              value={linkUrl}
              autoFocus
              onChange={(e) => setLinkUrl(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  applyLink();
                } else if (e.key === 'Escape') {
                  e.preventDefault();
                  setLinkOpen(false);
                  editor.commands.focus();
                }
              }}
              placeholder="https://example.com"
              className="h-9 w-72 max-w-full rounded-md border border-slate-300 px-2"
            />
          </label>
          <button type="button" onClick={applyLink} className="h-9 rounded-md bg-brand-700 px-3 text-sm font-medium text-white hover:bg-brand-800">
            Apply link
          </button>
          {state.link && (
            <button
              type="button"
              onClick={() => {
                chain().extendMarkRange('link').unsetLink().run();
                setLinkOpen(false);
              }}
              className="h-9 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800"
            >
              Remove link
            </button>
          )}
        </div>
      )}
    </div>
  );
}
