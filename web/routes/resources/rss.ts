import { postPath, xmlEscape, xmlResponse } from '~/features/blog/feed';
import { blogContent } from '~/content/blog';
import { serverApi } from '~/lib/api/server-api.server';
import { webLoadContext } from '~/lib/load-context';
import type { Route } from './+types/rss';

const { feed } = blogContent;

/** RSS 2.0 of the newest published posts: their summaries, since it prints no post's content. */
export async function loader({ context }: Route.LoaderArgs) {
  const { siteUrl } = webLoadContext(context);
  const { posts } = await serverApi(context).blogs.summaries({ page: 1, limit: feed.size });
  const items = posts.map((post) => {
    const link = siteUrl + postPath(post.slug);
    return [
      '    <item>',
      `      <title>${xmlEscape(post.title)}</title>`,
      `      <link>${xmlEscape(link)}</link>`,
      `      <guid isPermaLink="true">${xmlEscape(link)}</guid>`,
      `      <pubDate>${new Date(post.createdAt).toUTCString()}</pubDate>`,
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
    `    <title>${xmlEscape(feed.title)}</title>`,
    `    <link>${xmlEscape(`${siteUrl}/blog`)}</link>`,
    `    <description>${xmlEscape(feed.description)}</description>`,
    '    <language>en</language>',
    `    <atom:link href="${xmlEscape(`${siteUrl}/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    ...(posts.length ? [`    <lastBuildDate>${new Date(Math.max(...posts.map((p) => Date.parse(p.updatedAt)))).toUTCString()}</lastBuildDate>`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
  return xmlResponse(body, 'application/rss+xml');
}
