import type { Editor } from '@tiptap/react';
import { ImageIcon, LoaderCircle } from 'lucide-react';
import { useRef, useState } from 'react';
import { IMAGE_ACCEPT } from '~/features/blog-editor/image-upload';
import { ToolButton } from './tool-button';

/** The toolbar's image button: picks a file, uploads it through `uploadImage`, inserts the picture. */
export function ImageButton({ editor, uploadImage }: { editor: Editor; uploadImage: (file: File) => Promise<string | null> }) {
  const fileRef = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);

  async function pick(file: File | undefined) {
    if (!file) return;
    setUploading(true);
    try {
      const url = await uploadImage(file);
      if (url) editor.chain().focus().setImage({ src: url, alt: '' }).run();
    } finally {
      setUploading(false);
      if (fileRef.current) fileRef.current.value = '';
    }
  }

  return (
    <>
      <ToolButton label={uploading ? 'Uploading image' : 'Image'} disabled={uploading} onClick={() => fileRef.current?.click()}>
        {uploading ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : <ImageIcon aria-hidden="true" className="size-4" />}
      </ToolButton>
      <input
        ref={fileRef}
        type="file"
        accept={IMAGE_ACCEPT}
        tabIndex={-1}
        aria-hidden="true"
        className="hidden"
        data-testid="editor-image-input"
        onChange={(e) => void pick(e.target.files?.[0])}
      />
    </>
  );
}
