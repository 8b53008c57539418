import { Extension } from '@tiptap/core';
import { cleanPastedHtml } from '../paste/clean-pasted-html';

export interface PasteCleanupOptions {
  /** After a paste that held other sites' images (placeholders to copy) or dropped ones. */
  onPasted: (dropped: string[]) => void;
}

/** Word lists, Google Docs wrappers and other sites' images, handled before ProseMirror parses a paste. */
export const PasteCleanup = Extension.create<PasteCleanupOptions>({
  name: 'pasteCleanup',
  addOptions() {
    return { onPasted: () => undefined };
  },
  transformPastedHTML(html) {
    const { html: clean, dropped } = cleanPastedHtml(html, window.location.origin);
    // The paste is inserted after this returns; the copier looks for placeholders then.
    setTimeout(() => this.options.onPasted(dropped), 0);
    return clean;
  },
});
