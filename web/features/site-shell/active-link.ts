/** The first path segment, '' for the home page. */
export function firstSegment(pathname: string): string {
  return pathname.split('/').filter(Boolean)[0] ?? '';
}

/**
 * Whether a top-level link is the active one: links are matched by the first path segment
 * (SPEC.md). Blog articles live under /blogs/{slug}, so they count as the Blog section too.
 */
export function isActiveLink(to: string, pathname: string): boolean {
  const current = firstSegment(pathname);
  const target = firstSegment(to);
  if (target === 'blog') return current === 'blog' || current === 'blogs';
  return current === target;
}
