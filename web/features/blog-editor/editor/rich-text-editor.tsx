import FileHandler from '@tiptap/extension-file-handler';
import { TableKit } from '@tiptap/extension-table';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useRef, useState } from 'react';
import { proseClass } from '~/features/blog/prose';
import { useApi } from '~/lib/api/use-api';
import { PasteCleanup } from './extensions/paste-cleanup';
import { PostImage } from './extensions/post-image';
import { UploadPlaceholders } from './extensions/upload-placeholders';
import { copyPastedImages, failedUploadNotice, insertUploadedFiles, pastedImageCopier, removedImagesNotice } from './image-inserts';
import { Toolbar } from './toolbar';

export interface RichTextEditorProps {
  /** Id of the visible label naming the editor. */
  labelledBy: string;
  /** Id of a hint about what to write (a legal page's company facts). */
  describedBy?: string;
  initialContent: string;
  onChange: (html: string) => void;
  uploadImage: (file: File) => Promise<string | null>;
  /** A message for the writer (pasted images that could not be copied); shown by the form. */
  onNotice?: (message: string) => void;
  /** Extra classes on the frame (the edit screen adds its 50px bottom margin). */
  className?: string;
  /** The post's title, read at each paste: a pasted title equal to it is dropped (the page's H1 is the title). */
  postTitle?: () => string;
}

/** What the editor can hold (decision 052); the server's sanitiser allows the same. */
export function editorExtensions(handlers: {
  uploadFiles: (editor: Editor, files: File[], pos?: number) => void;
  onPasted: (dropped: string[], embedded: Map<string, string>) => void;
  postTitle?: () => string;
}) {
  return [
    StarterKit.configure({
      heading: { levels: [1, 2, 3] },
      // StarterKit 3 already holds Link and Underline: configured here, never added twice. Tiptap's
      // Link default adds target=_blank and rel="noopener noreferrer nofollow" to every link: off, the
      // server sets rel by the site/external rule and the writer's nofollow choice.
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        protocols: ['http', 'https', 'mailto'],
        HTMLAttributes: { rel: null, target: null },
      },
      underline: {},
      horizontalRule: {},
    }),
    PostImage,
    UploadPlaceholders,
    TableKit.configure({ table: { resizable: false } }),
    FileHandler.configure({
      allowedMimeTypes: ['image/png', 'image/jpeg'],
      consumePasteEvent: true,
      onPaste: (editor, files) => handlers.uploadFiles(editor, files),
      onDrop: (editor, files, pos) => handlers.uploadFiles(editor, files, pos),
    }),
    PasteCleanup.configure({ onPasted: handlers.onPasted, postTitle: handlers.postTitle ?? (() => '') }),
  ];
}

/**
 * Tiptap 3 rich-text editor, 400px high. Only the create and edit screens import it, so its code
 * ships in their route chunks alone. The server renders a same-sized frame (immediatelyRender: false).
 */
export function RichTextEditor({
  labelledBy,
  describedBy,
  initialContent,
  onChange,
  uploadImage,
  onNotice,
  className = '',
  postTitle,
}: RichTextEditorProps) {
  const api = useApi();
  const editorRef = useRef<Editor | null>(null);
  // Pasted embedded images waiting for their upload, by placeholder key (`embedded:…`).
  const embedded = useRef(new Map<string, string>());
  const [notice, setNotice] = useState('');
  // Handlers read the latest props through refs: the editor's extensions are made once.
  const latest = useRef<{ uploadImage: typeof uploadImage; onNotice: (message: string) => void; api: typeof api; postTitle: () => string }>({
    uploadImage,
    onNotice: () => undefined,
    api,
    postTitle: () => '',
  });
  latest.current = {
    postTitle: postTitle ?? (() => ''),
    uploadImage,
    onNotice: (message: string) => {
      setNotice(message);
      onNotice?.(message);
    },
    api,
  };

  const editor = useEditor({
    immediatelyRender: false,
    extensions: editorExtensions({
      uploadFiles: (e, files, pos) =>
        void insertUploadedFiles(
          e,
          files,
          (file) => latest.current.uploadImage(file),
          pos,
          (name) => latest.current.onNotice(failedUploadNotice(name)),
        ),
      postTitle: () => latest.current.postTitle(),
      onPasted: (dropped, found) => {
        const e = editorRef.current;
        if (!e) return;
        found.forEach((dataUrl, key) => embedded.current.set(key, dataUrl));
        void copyPastedImages(e, pastedImageCopier(embedded.current, latest.current.api.uploads)).then((failed) => {
          const removed = [...dropped, ...failed];
          if (removed.length) latest.current.onNotice(removedImagesNotice(removed));
        });
      },
    }),
    content: initialContent,
    editorProps: {
      attributes: {
        'aria-labelledby': labelledBy,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        'aria-multiline': 'true',
        role: 'textbox',
        class: `${proseClass} h-full min-h-full px-4 py-3 focus:outline-none`,
      },
    },
    onCreate: ({ editor: e }) => {
      editorRef.current = e;
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });

  return (
    <>
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
      <p role="status" className={notice ? 'mt-1 text-sm text-amber-800' : 'sr-only'}>
        {notice}
      </p>
    </>
  );
}
