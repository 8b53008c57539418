import { xmlResponse } from '~/features/blog/feed';
import { rootSitemap, urlSet } from '~/features/blog/sitemap';
import { contentSitemapEntries } from '~/features/case-studies/sitemap-entries.server';
import { serverApi } from '~/lib/api/server-api.server';
import { pagesChangedAt } from '~/lib/build-time.server';
import { webLoadContext } from '~/lib/load-context';
import type { Route } from './+types/sitemap';

/**
 * The whole sitemap, or its index past 45,000 posts (features/blog/sitemap.ts); one lean API call and the content pages'.
 * Empty until an admin launches the site (decision 115).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { siteUrl } = webLoadContext(context);
  const api = serverApi(context);
  if (!(await api.launchChecklist.status()).launched) return xmlResponse(urlSet(siteUrl, []), 'application/xml');
  const [posts, contentPages] = await Promise.all([api.blogs.sitemap(1), contentSitemapEntries(context, pagesChangedAt())]);
  return xmlResponse(rootSitemap(siteUrl, posts, pagesChangedAt(), contentPages), 'application/xml');
}
