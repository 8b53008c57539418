import { CONTENT_TAGS_HEADER, parseTagsHeader } from '../lib/content-tags';

/**
 * The tags of one page render (decision 075): the union of the tags of every API answer it read.
 * One answer without tags (or a read that is not seen, with API_ORIGIN set) makes the render's
 * tags unknown, and the page is then dropped by any content change.
 */
export interface RenderTags {
  /** An answer the render read, by its headers. */
  read(headers: Headers): void;
  /** The render read something whose tags are not known. */
  unknown(): void;
  /** The tags to keep the page under, or undefined when unknown. */
  tags(): readonly string[] | undefined;
}

export function createRenderTags(): RenderTags {
  const tags = new Set<string>();
  let known = true;
  return {
    read(headers) {
      const named = parseTagsHeader(headers.get(CONTENT_TAGS_HEADER));
      if (!named) known = false;
      else for (const tag of named) tags.add(tag);
    },
    unknown() {
      known = false;
    },
    tags: () => (known ? [...tags] : undefined),
  };
}
