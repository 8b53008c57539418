import { data } from 'react-router';
import { authorPath, rssDocument } from '~/features/blog/feed';
import { blogContent } from '~/content/blog';
import { feedTitle } from '~/features/blog/feed-title.server';
import { ApiRequestError } from '~/lib/api/errors';
import { serverApi } from '~/lib/api/server-api.server';
import { webLoadContext } from '~/lib/load-context';
import type { Route } from './+types/author-rss';

const { feed } = blogContent;

/** RSS 2.0 of an author's newest published posts; 404 for an author without one. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { siteUrl } = webLoadContext(context);
  const api = serverApi(context).blogs;
  const author = await api.author(params.slug).catch((err: unknown) => {
    if (err instanceof ApiRequestError && err.status === 404) throw data(null, { status: 404, statusText: 'Not found' });
    throw err;
  });
  const [title, { posts }] = await Promise.all([feedTitle({ context, request }), api.summaries({ page: 1, limit: feed.size, author: author.slug })]);
  const path = authorPath(author.slug);
  return rssDocument(
    {
      title: `${title}: ${author.name}`,
      description: feed.authorDescription(author.name),
      linkPath: path,
      selfPath: `${path}/rss.xml`,
      siteUrl,
    },
    posts,
  );
}
