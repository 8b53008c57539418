/**
 * Where to go after sign-in: a local path starting with exactly one '/', else the dashboard.
 * Refuses '//host' and '/\host' (browsers read both as another origin). Shared by the sign-in page
 * and the single sign-on callback, which both redirect to it.
 */
export function safeNext(next: string | null | undefined, fallback = '/dashboard'): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  // Control characters (tabs, newlines) are stripped by URL parsers and could turn the path into '//host'.
  if ([...next].some((c) => c.charCodeAt(0) < 32)) return fallback;
  // It becomes a Location header, which holds ASCII only: anything else goes percent-encoded.
  return next.replace(/[^\x21-\x7e]/gu, (c) => encodeURIComponent(c));
}
