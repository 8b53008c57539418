/**
 * The one tag cleaner, for the API (on write and read) and the web (the blog form, the tag list).
 * Tags arrive as "a, b", ["a", "b"] or ["a, b"] (old clients); all become
 * trimmed, non-empty, de-duplicated (case-insensitively, first spelling kept) strings.
 */
export function normalizeTags(input: string | readonly string[] | null | undefined): string[] {
  const parts = (typeof input === 'string' ? [input] : (input ?? [])).flatMap((s) => s.split(','));
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of parts) {
    const tag = raw.replace(/\s+/g, ' ').trim().slice(0, 50);
    const key = tag.toLowerCase();
    if (tag && !seen.has(key)) {
      seen.add(key);
      out.push(tag);
    }
  }
  return out.slice(0, 20);
}
