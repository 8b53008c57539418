import { Link } from 'react-router';
import { BrowsePage, cardsPage, listPageMeta, pageParam, rethrowNotFound } from '~/features/blog/browse-page';
import { tagPath } from '~/features/blog/feed';
import { blogContent } from '~/content/blog';
import { serverApi } from '~/lib/api/server-api.server';
import type { Route } from './+types/tag';

const copy = blogContent.tag;

/** /blogs/tag/:tag — a tag's published posts, newest first, 9 a page (decision 053). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const page = pageParam(request);
  const api = serverApi(context).blogs;
  const tag = await api.tag(params.tag).catch(rethrowNotFound);
  const { posts, total } = await api.summaries({ page, limit: blogContent.pageSize, tag: tag.slug });
  return { tag, ...cardsPage(posts, total, page) };
}

export const meta: Route.MetaFunction = ({ data: loaded, matches }) => {
  if (!loaded) return [{ title: 'Page not found' }];
  const { tag, page, totalPages } = loaded;
  return listPageMeta(matches, {
    title: copy.heading(tag.name),
    description: copy.description(tag.name, tag.count),
    path: tagPath(tag.slug),
    page,
    totalPages,
  });
};

export default function TagPage({ loaderData }: Route.ComponentProps) {
  const { tag, posts, page, totalPages } = loaderData;
  return (
    <BrowsePage
      path={tagPath(tag.slug)}
      posts={posts}
      page={page}
      totalPages={totalPages}
      header={
        <>
          <p className="text-sm font-semibold tracking-widest text-accent-500 uppercase">
            <Link to="/blog" className="hover:underline">
              {blogContent.index.title}
            </Link>
          </p>
          <h1 className="mx-auto mt-3 max-w-3xl text-3xl font-bold sm:text-4xl">{copy.heading(tag.name)}</h1>
        </>
      }
    />
  );
}
