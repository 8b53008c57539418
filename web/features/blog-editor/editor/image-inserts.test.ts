import { Editor } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PostImage } from './extensions/post-image';
import { UPLOADING_IMAGE_LABEL, UploadPlaceholders } from './extensions/upload-placeholders';
import { insertUploadedFiles } from './image-inserts';

/** An upload the test answers when it wants to. */
function pendingUpload() {
  let answer: (src: string | null) => void = () => undefined;
  const result = new Promise<string | null>((resolve) => (answer = resolve));
  return { upload: vi.fn(() => result), answer };
}

const placeholders = (editor: Editor) => editor.view.dom.querySelectorAll('[role="status"][data-upload-placeholder]');

describe('insertUploadedFiles', () => {
  let editor: Editor;
  beforeEach(() => {
    // jsdom loads no images: a stored image "measures" 800×600.
    vi.stubGlobal(
      'Image',
      class {
        naturalWidth = 800;
        naturalHeight = 600;
        onload: (() => void) | null = null;
        set src(_: string) {
          queueMicrotask(() => this.onload?.());
        }
      },
    );
    const element = document.createElement('div');
    document.body.append(element);
    editor = new Editor({ element, extensions: [StarterKit, PostImage, UploadPlaceholders], content: '<p>Before</p><p>After</p>' });
  });
  afterEach(() => {
    editor.destroy();
    vi.unstubAllGlobals();
  });

  it('shows "Uploading image…" where the file landed, then replaces it with the image', async () => {
    const { upload, answer } = pendingUpload();
    const done = insertUploadedFiles(editor, [new File(['x'], 'chart.png', { type: 'image/png' })], upload, 8);
    await vi.waitFor(() => expect(upload).toHaveBeenCalled());

    expect(placeholders(editor)).toHaveLength(1);
    expect(placeholders(editor)[0]).toHaveTextContent(UPLOADING_IMAGE_LABEL);
    expect(editor.getHTML()).not.toContain(UPLOADING_IMAGE_LABEL);

    answer('/uploads/chart.png');
    await done;
    expect(placeholders(editor)).toHaveLength(0);
    expect(editor.getHTML()).toBe('<p>Before</p><img src="/uploads/chart.png" alt="" width="800" height="600"><p>After</p>');
  });

  it('follows text typed before it while the upload runs', async () => {
    const { upload, answer } = pendingUpload();
    const done = insertUploadedFiles(editor, [new File(['x'], 'chart.png', { type: 'image/png' })], upload, 8);
    await vi.waitFor(() => expect(upload).toHaveBeenCalled());
    editor.commands.insertContentAt(1, 'Just ');
    answer('/uploads/chart.png');
    await done;
    expect(editor.getHTML()).toBe('<p>Just Before</p><img src="/uploads/chart.png" alt="" width="800" height="600"><p>After</p>');
  });

  it('removes the placeholder on a failed upload and reports the file', async () => {
    const { upload, answer } = pendingUpload();
    const onFailed = vi.fn();
    const done = insertUploadedFiles(editor, [new File(['x'], 'broken.png', { type: 'image/png' })], upload, 8, onFailed);
    await vi.waitFor(() => expect(placeholders(editor)).toHaveLength(1));
    answer(null);
    await done;
    expect(placeholders(editor)).toHaveLength(0);
    expect(onFailed).toHaveBeenCalledWith('broken.png');
    expect(editor.getHTML()).toBe('<p>Before</p><p>After</p>');
  });
});
