import { rssDocument } from '~/features/blog/feed';
import { blogContent } from '~/content/blog';
import { serverApi } from '~/lib/api/server-api.server';
import { webLoadContext } from '~/lib/load-context';
import type { Route } from './+types/rss';

const { feed } = blogContent;

/** RSS 2.0 of the newest published posts: their summaries, since it prints no post's content. */
export async function loader({ context }: Route.LoaderArgs) {
  const { siteUrl } = webLoadContext(context);
  const { posts } = await serverApi(context).blogs.summaries({ page: 1, limit: feed.size });
  return rssDocument({ title: feed.title, description: feed.description, linkPath: '/blog', selfPath: '/rss.xml', siteUrl }, posts);
}
