import { Editor } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PostImage } from './extensions/post-image';
import { UPLOADING_IMAGE_LABEL, UploadPlaceholders } from './extensions/upload-placeholders';
import { copyPastedImages, insertUploadedFiles, pastedImageCopier, removedImagesNotice } from './image-inserts';
import { cleanPastedHtml } from './paste/clean-pasted-html';

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

const PNG_1PX = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describe('pasted images copied through the server', () => {
  let editor: Editor;
  const stored = { secure_url: '/uploads/pasted.png', width: 1, height: 1 };
  afterEach(() => editor.destroy());

  function pasteInto(html: string) {
    const { html: clean, embedded } = cleanPastedHtml(html, 'https://site.example');
    editor = new Editor({ element: document.createElement('div'), extensions: [StarterKit, PostImage], content: clean });
    return embedded;
  }

  it('an embedded image is decoded and sent through the upload, never the remote copier', async () => {
    const embedded = pasteInto(`<p>Doc</p><img src="data:image/png;base64,${PNG_1PX}" alt="Chart">`);
    const uploads = { fetchRemote: vi.fn(), image: vi.fn(async (_file: File, _name: string) => stored) };
    const failed = await copyPastedImages(editor, pastedImageCopier(embedded, uploads));
    expect(failed).toEqual([]);
    expect(uploads.fetchRemote).not.toHaveBeenCalled();
    expect(uploads.image).toHaveBeenCalledTimes(1);
    const [file, name] = uploads.image.mock.calls[0]!;
    expect(file.type).toBe('image/png');
    expect(name).toBe('pasted-image.png');
    expect(new Uint8Array(await file.arrayBuffer())[1]).toBe(0x50); // "P" of the PNG signature
    expect(editor.getHTML()).toBe('<p>Doc</p><img src="/uploads/pasted.png" alt="Chart" width="1" height="1"><p></p>');
    // Its address is let go once sent.
    expect(embedded.size).toBe(0);
  });

  it('another site’s image still goes to the remote copier', async () => {
    const embedded = pasteInto('<img src="https://cdn.example/a.png" alt="A">');
    const uploads = { fetchRemote: vi.fn(async (_url: string) => stored), image: vi.fn() };
    await copyPastedImages(editor, pastedImageCopier(embedded, uploads));
    expect(uploads.fetchRemote).toHaveBeenCalledWith('https://cdn.example/a.png');
    expect(uploads.image).not.toHaveBeenCalled();
  });

  it('a refused embedded image is removed and named as such in the notice', async () => {
    const embedded = pasteInto(`<p>Doc</p><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="Anim">`);
    const uploads = { fetchRemote: vi.fn(), image: vi.fn(async () => Promise.reject(new Error('400'))) };
    const failed = await copyPastedImages(editor, pastedImageCopier(embedded, uploads));
    expect(failed).toHaveLength(1);
    expect(editor.getHTML()).toBe('<p>Doc</p>');
    expect(removedImagesNotice(failed)).toBe('1 image could not be copied and was removed: an embedded image');
  });

  it('a placeholder whose address is gone (a restored draft) fails without a request', async () => {
    // Content as the editor stored it, not a paste.
    editor = new Editor({
      element: document.createElement('div'),
      extensions: [StarterKit, PostImage],
      content: '<img src="" data-fetch-src="embedded:stale-1">',
    });
    const uploads = { fetchRemote: vi.fn(), image: vi.fn() };
    const failed = await copyPastedImages(editor, pastedImageCopier(new Map(), uploads));
    expect(failed).toEqual(['embedded:stale-1']);
    expect(uploads.image).not.toHaveBeenCalled();
    expect(uploads.fetchRemote).not.toHaveBeenCalled();
  });
});
