import { rssDocument } from '~/features/blog/feed';
import { blogContent } from '~/content/blog';
import { feedTitle } from '~/features/blog/feed-title.server';
import { serverApi } from '~/lib/api/server-api.server';
import { webLoadContext } from '~/lib/load-context';
import type { Route } from './+types/rss';

const { feed } = blogContent;

/** RSS 2.0 of the newest published posts: their summaries, since it prints no post's content. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { siteUrl } = webLoadContext(context);
  const [title, { posts }] = await Promise.all([feedTitle({ context, request }), serverApi(context).blogs.summaries({ page: 1, limit: feed.size })]);
  return rssDocument({ title, description: feed.description, linkPath: '/blog', selfPath: '/rss.xml', siteUrl }, posts);
}
