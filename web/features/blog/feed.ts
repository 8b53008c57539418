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

/** What an RSS item prints of a post: its summary, never its content. */
export interface FeedPost {
  slug: string;
  title: string;
  author: string;
  excerpt: string;
  tags: string[];
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** One RSS 2.0 document: the blog's feed, a tag's or an author's (decision 053). `selfPath` and `linkPath` are site paths. */
export function rssDocument(
  channel: { title: string; description: string; linkPath: string; selfPath: string; siteUrl: string },
  posts: FeedPost[],
): Response {
  const { siteUrl } = channel;
  const items = posts.map((post) => {
    const link = siteUrl + postPath(post.slug);
    return [
      '    <item>',
      `      <title>${xmlEscape(post.title)}</title>`,
      `      <link>${xmlEscape(link)}</link>`,
      `      <guid isPermaLink="true">${xmlEscape(link)}</guid>`,
      `      <pubDate>${new Date(post.publishedAt ?? post.createdAt).toUTCString()}</pubDate>`,
      `      <dc:creator>${xmlEscape(post.author)}</dc:creator>`,
      `      <description>${xmlEscape(post.excerpt)}</description>`,
      ...post.tags.map((tag) => `      <category>${xmlEscape(tag)}</category>`),
      '    </item>',
    ].join('\n');
  });
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${xmlEscape(channel.title)}</title>`,
    `    <link>${xmlEscape(siteUrl + channel.linkPath)}</link>`,
    `    <description>${xmlEscape(channel.description)}</description>`,
    '    <language>en</language>',
    `    <atom:link href="${xmlEscape(siteUrl + channel.selfPath)}" rel="self" type="application/rss+xml"/>`,
    ...(posts.length ? [`    <lastBuildDate>${new Date(Math.max(...posts.map((p) => Date.parse(p.updatedAt)))).toUTCString()}</lastBuildDate>`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
  return xmlResponse(body, 'application/rss+xml');
}

export const tagPath = (slug: string) => `/blogs/tag/${encodeURIComponent(slug)}`;
export const authorPath = (slug: string) => `/blogs/author/${encodeURIComponent(slug)}`;
