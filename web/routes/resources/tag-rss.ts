import { data } from 'react-router';
import { rssDocument, tagPath } from '~/features/blog/feed';
import { blogContent } from '~/content/blog';
import { feedTitle } from '~/features/blog/feed-title.server';
import { ApiRequestError } from '~/lib/api/errors';
import { serverApi } from '~/lib/api/server-api.server';
import { webLoadContext } from '~/lib/load-context';
import type { Route } from './+types/tag-rss';

const { feed } = blogContent;

/** RSS 2.0 of a tag's newest published posts; 404 for a tag no published post carries. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { siteUrl } = webLoadContext(context);
  const api = serverApi(context).blogs;
  const tag = await api.tag(params.tag).catch((err: unknown) => {
    if (err instanceof ApiRequestError && err.status === 404) throw data(null, { status: 404, statusText: 'Not found' });
    throw err;
  });
  const [title, { posts }] = await Promise.all([feedTitle({ context, request }), api.summaries({ page: 1, limit: feed.size, tag: tag.slug })]);
  const path = tagPath(tag.slug);
  return rssDocument(
    { title: `${title}: ${tag.name}`, description: feed.tagDescription(tag.name), linkPath: path, selfPath: `${path}/rss.xml`, siteUrl },
    posts,
  );
}
