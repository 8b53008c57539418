import { data } from 'react-router';
import { xmlResponse } from '~/features/blog/feed';
import {
  browseEntries,
  needsIndex,
  pageEntries,
  pagesSitemapPath,
  postEntries,
  postsSitemapFiles,
  postsSitemapNumber,
  urlSet,
} from '~/features/blog/sitemap';
import { contentSitemapEntries } from '~/features/case-studies/sitemap-entries.server';
import { serverApi } from '~/lib/api/server-api.server';
import { pagesChangedAt } from '~/lib/build-time.server';
import { webLoadContext } from '~/lib/load-context';
import type { Route } from './+types/sitemap-file';

/** The files /sitemap.xml lists once it is an index: /sitemaps/pages.xml and /sitemaps/posts-N.xml. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { siteUrl } = webLoadContext(context);
  const api = serverApi(context);
  // Not launched (decision 115): the sitemap is empty and names no files.
  if (!(await api.launchChecklist.status()).launched) throw data(null, { status: 404, statusText: 'Not found' });
  if (`/sitemaps/${params.file}` === pagesSitemapPath) {
    // The site's pages, and the blog's tag and author pages (from the first posts' answer, which carries them).
    const [first, contentPages] = await Promise.all([api.blogs.sitemap(1), contentSitemapEntries(context, pagesChangedAt())]);
    return xmlResponse(urlSet(siteUrl, [...pageEntries(first, pagesChangedAt()), ...browseEntries(first), ...contentPages]), 'application/xml');
  }
  const n = postsSitemapNumber(params.file);
  if (n === null) throw data(null, { status: 404, statusText: 'Not found' });
  const posts = await api.blogs.sitemap(n);
  // Only while the sitemap is an index, and only the files it lists.
  if (!needsIndex(posts.total + browseEntries(await api.blogs.sitemap(1)).length) || n > postsSitemapFiles(posts.total))
    throw data(null, { status: 404, statusText: 'Not found' });
  return xmlResponse(urlSet(siteUrl, postEntries(posts)), 'application/xml');
}
