import Image from '@tiptap/extension-image';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { proseClass } from '~/features/blog/prose';
import { Toolbar } from './toolbar';

export interface RichTextEditorProps {
  /** Id of the visible label naming the editor. */
  labelledBy: string;
  initialContent: string;
  onChange: (html: string) => void;
  uploadImage: (file: File) => Promise<string | null>;
  /** Extra classes on the frame (the edit screen adds its 50px bottom margin). */
  className?: string;
}

/**
 * Tiptap 3 rich-text editor, 400px high. Only the create and edit screens import it, so its code
 * ships in their route chunks alone. The server renders a same-sized frame (immediatelyRender: false).
 */
export function RichTextEditor({ labelledBy, initialContent, onChange, uploadImage, className = '' }: RichTextEditorProps) {
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [1, 2, 3] },
        // StarterKit 3 already holds Link and Underline: configured here, never added twice.
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https', protocols: ['http', 'https', 'mailto'] },
        underline: {},
        // Blockquote, code and codeBlock stay (no toolbar buttons): the server's sanitiser allows them,
        // so a post written through the API keeps that markup when it is edited here.
        horizontalRule: false,
      }),
      Image.configure({ inline: false, allowBase64: false }),
    ],
    content: initialContent,
    editorProps: {
      attributes: {
        'aria-labelledby': labelledBy,
        'aria-multiline': 'true',
        role: 'textbox',
        class: `${proseClass} h-full min-h-full px-4 py-3 focus:outline-none`,
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });

  return (
    <div
      className={`flex h-[400px] flex-col overflow-hidden rounded-md border border-slate-300 bg-white focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-500 ${className}`}
    >
      {editor ? (
        <>
          <Toolbar editor={editor} uploadImage={uploadImage} />
          <EditorContent editor={editor} className="min-h-0 flex-1 overflow-y-auto [&_.ProseMirror]:min-h-full" />
        </>
      ) : (
        <p className="p-4 text-slate-600" role="status">
          Loading editor...
        </p>
      )}
    </div>
  );
}
