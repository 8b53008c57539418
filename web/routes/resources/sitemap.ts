import { xmlResponse } from '~/components/blog/feed';
import { rootSitemap } from '~/components/blog/sitemap';
import { serverApi } from '~/lib/api.server';
import { webLoadContext } from '~/lib/load-context';
import type { Route } from './+types/sitemap';

/** The whole sitemap, or its index past 45,000 posts (components/blog/sitemap.ts); one lean API call. */
export async function loader({ context }: Route.LoaderArgs) {
  const { siteUrl } = webLoadContext(context);
  return xmlResponse(rootSitemap(siteUrl, await serverApi(context).blogs.sitemap(1)), 'application/xml');
}
