/**
 * Tags for display. Copes with the clean array the API sends now and with the old shape,
 * an array whose first element is one comma-separated string (["a, b"]), or a bare string.
 */
export function parseTags(tags: readonly string[] | string | null | undefined): string[] {
  const raw = typeof tags === 'string' ? [tags] : (tags ?? []);
  const seen = new Set<string>();
  for (const item of raw) {
    for (const part of String(item).split(',')) {
      const tag = part.trim();
      if (tag) seen.add(tag);
    }
  }
  return [...seen];
}
