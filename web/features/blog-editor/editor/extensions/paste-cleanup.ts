import { Extension } from '@tiptap/core';
import { cleanPastedHtml } from '../paste/clean-pasted-html';

export interface PasteCleanupOptions {
  /**
   * After a paste that held other sites' images (placeholders to copy), embedded ones (placeholders
   * keyed `embedded:…`, their `data:` addresses in `embedded`) or dropped ones.
   */
  onPasted: (dropped: string[], embedded: Map<string, string>) => void;
  /** The post's title when the paste happens (a pasted title equal to it is dropped). */
  postTitle: () => string;
}

/** Word lists, Google Docs wrappers, titles and redirect links, other sites' and embedded images, handled before ProseMirror parses a paste. */
export const PasteCleanup = Extension.create<PasteCleanupOptions>({
  name: 'pasteCleanup',
  addOptions() {
    return { onPasted: () => undefined, postTitle: () => '' };
  },
  transformPastedHTML(html) {
    const { html: clean, dropped, embedded } = cleanPastedHtml(html, window.location.origin, { postTitle: this.options.postTitle() });
    // The paste is inserted after this returns; the copier looks for placeholders then.
    setTimeout(() => this.options.onPasted(dropped, embedded), 0);
    return clean;
  },
});
