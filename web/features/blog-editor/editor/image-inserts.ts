import type { Editor } from '@tiptap/react';
import type { Node as PmNode } from '@tiptap/pm/model';
import { EMBEDDED_PREFIX, dataUrlToFile } from './paste/clean-pasted-html';
import { addUploadPlaceholder, removeUploadPlaceholder, uploadPlaceholderPos } from './extensions/upload-placeholders';

/** Natural size of a stored image (the upload answer of the toolbar's path has it; paste and drop measure). */
export function measureImage(src: string): Promise<{ width: number; height: number } | null> {
  return new Promise((resolve) => {
    const img = new window.Image();
    img.onload = () => resolve(img.naturalWidth ? { width: img.naturalWidth, height: img.naturalHeight } : null);
    img.onerror = () => resolve(null);
    img.src = src;
  });
}

/**
 * Uploads pasted or dropped files one by one, each shown meanwhile as an "Uploading image…"
 * placeholder where it landed; an upload replaces its placeholder, a failure removes it and is
 * reported through `onFailed` (the file's name).
 */
export async function insertUploadedFiles(
  editor: Editor,
  files: File[],
  uploadImage: (file: File) => Promise<string | null>,
  pos?: number,
  onFailed?: (name: string) => void,
) {
  const at = pos ?? editor.state.selection.from;
  const placeholders = files.map(() => addUploadPlaceholder(editor.view, at));
  for (const [i, file] of files.entries()) {
    const id = placeholders[i]!;
    const src = await uploadImage(file);
    const size = src ? await measureImage(src) : null;
    if (editor.isDestroyed) return;
    const where = uploadPlaceholderPos(editor.state, id);
    removeUploadPlaceholder(editor.view, id);
    if (!src) onFailed?.(file.name);
    else if (where !== null)
      editor
        .chain()
        .insertContentAt(where, { type: 'image', attrs: { src, alt: '', ...(size ?? {}) } })
        .run();
  }
}

/** "photo.png could not be uploaded and was removed." */
export function failedUploadNotice(name: string): string {
  return `${name || 'The image'} could not be uploaded and was removed.`;
}

function findPlaceholder(editor: Editor, fetchSrc: string): { node: PmNode; pos: number } | null {
  let found: { node: PmNode; pos: number } | null = null;
  editor.state.doc.descendants((node, pos) => {
    if (found) return false;
    if (node.type.name === 'image' && node.attrs.fetchSrc === fetchSrc) found = { node, pos };
    return !found;
  });
  return found;
}

const inFlight = new WeakMap<Editor, Set<string>>();
const COPIES_AT_ONCE = 4;

/**
 * Copies every placeholder image (another site's or an embedded one, from a paste) through the server, at most four at a
 * time: a copy replaces the placeholder, a failure removes it. Answers the addresses that failed.
 */
export async function copyPastedImages(editor: Editor, fetchRemote: (src: string) => Promise<StoredImage>) {
  const busy = inFlight.get(editor) ?? new Set<string>();
  inFlight.set(editor, busy);
  const pending: string[] = [];
  editor.state.doc.descendants((node) => {
    const src = node.attrs.fetchSrc as string | null | undefined;
    if (node.type.name === 'image' && src && !busy.has(src) && !pending.includes(src)) pending.push(src);
  });
  const failed: string[] = [];
  const work = async (src: string) => {
    busy.add(src);
    let answer: StoredImage | null = null;
    try {
      answer = await fetchRemote(src);
    } catch {
      failed.push(src);
    }
    busy.delete(src);
    // Every placeholder of that address (one image pasted twice) gets the same outcome.
    for (let hit = findPlaceholder(editor, src); hit && !editor.isDestroyed; hit = findPlaceholder(editor, src)) {
      const { node, pos } = hit;
      const tr = editor.state.tr;
      if (answer)
        tr.setNodeMarkup(pos, undefined, { ...node.attrs, src: answer.secure_url, width: answer.width, height: answer.height, fetchSrc: null });
      else tr.delete(pos, pos + node.nodeSize);
      editor.view.dispatch(tr);
    }
  };
  const queue = [...pending];
  await Promise.all(
    Array.from({ length: Math.min(COPIES_AT_ONCE, queue.length) }, async () => {
      for (let src = queue.shift(); src; src = queue.shift()) await work(src);
    }),
  );
  return failed;
}

type StoredImage = { secure_url: string; width: number; height: number };

/**
 * How a pasted image's placeholder is filled: another site's address is copied by the server
 * (POST /api/uploads/fetch); an embedded one (`embedded:…`, its `data:` address kept in `embedded`
 * until then) is decoded here and sent as a file through the upload every pasted file takes
 * (POST /api/uploads: the same type check by the bytes, size limit and WebP variants).
 */
export function pastedImageCopier(
  embedded: Map<string, string>,
  uploads: { fetchRemote: (url: string) => Promise<StoredImage>; image: (file: File, filename: string) => Promise<StoredImage> },
) {
  return async (src: string): Promise<StoredImage> => {
    if (!src.startsWith(EMBEDDED_PREFIX)) return uploads.fetchRemote(src);
    const dataUrl = embedded.get(src);
    embedded.delete(src);
    const file = dataUrl ? dataUrlToFile(dataUrl) : null;
    if (!file) throw new Error('The embedded image could not be read');
    return uploads.image(file, file.name);
  };
}

/** "2 images could not be copied and were removed: example.com/a.png, an embedded image" */
export function removedImagesNotice(removed: readonly string[]): string {
  const names = removed.map((src) => (src.startsWith(EMBEDDED_PREFIX) ? 'an embedded image' : src.replace(/^https?:\/\//i, ''))).join(', ');
  return removed.length === 1
    ? `1 image could not be copied and was removed: ${names}`
    : `${removed.length} images could not be copied and were removed: ${names}`;
}
