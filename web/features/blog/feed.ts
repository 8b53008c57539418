// eslint-disable-next-line no-control-regex
const NEEDS_ESCAPE = /[&<>"'\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;

/** Escapes text for XML element content and attribute values. */
export function xmlEscape(value: string): string {
  // Most values (a sitemap's 10,000 addresses and dates) hold nothing to escape: one test, no copies.
  if (!NEEDS_ESCAPE.test(value)) return value;
  return (
    value
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
      // Characters XML 1.0 forbids outright.
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
  );
}

export const postPath = (slug: string) => `/blogs/${encodeURIComponent(slug)}`;

export function xmlResponse(body: string, contentType: string): Response {
  return new Response(body, {
    headers: { 'Content-Type': `${contentType}; charset=utf-8`, 'Cache-Control': 'public, max-age=300' },
  });
}
