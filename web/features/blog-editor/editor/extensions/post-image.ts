import Image from '@tiptap/extension-image';

/**
 * The editor's image: src, alt, title, width and height (Tiptap's), plus `fetchSrc` while a pasted
 * image from another site is being copied through the server (its src stays empty meanwhile, so
 * nothing is ever loaded from the other site).
 */
export const PostImage = Image.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      fetchSrc: {
        default: null,
        parseHTML: (element) => element.getAttribute('data-fetch-src'),
        renderHTML: (attributes) => (attributes.fetchSrc ? { 'data-fetch-src': attributes.fetchSrc as string } : {}),
      },
    };
  },
}).configure({ inline: false, allowBase64: false });
