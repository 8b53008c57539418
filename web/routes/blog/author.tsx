import { Link } from 'react-router';
import { BrowsePage, cardsPage, listPageMeta, pageParam, rethrowNotFound } from '~/features/blog/browse-page';
import { authorPath } from '~/features/blog/feed';
import { blogContent } from '~/content/blog';
import { serverApi } from '~/lib/api/server-api.server';
import type { Route } from './+types/author';

const copy = blogContent.author;

/** /blogs/author/:slug — an author's card and published posts, newest first, 9 a page (decision 053). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const page = pageParam(request);
  const api = serverApi(context).blogs;
  const author = await api.author(params.slug).catch(rethrowNotFound);
  const { posts, total } = await api.summaries({ page, limit: blogContent.pageSize, author: author.slug });
  return { author, ...cardsPage(posts, total, page) };
}

export const meta: Route.MetaFunction = ({ data: loaded, matches }) => {
  if (!loaded) return [{ title: 'Page not found' }];
  const { author, page, totalPages } = loaded;
  return listPageMeta(matches, {
    title: copy.heading(author.name),
    description: author.bio || copy.description(author.name),
    path: authorPath(author.slug),
    page,
    totalPages,
  });
};

export default function AuthorPage({ loaderData }: Route.ComponentProps) {
  const { author, posts, page, totalPages } = loaderData;
  return (
    <BrowsePage
      path={authorPath(author.slug)}
      posts={posts}
      page={page}
      totalPages={totalPages}
      header={
        <div className="mx-auto flex max-w-3xl flex-col items-center gap-4">
          <p className="text-sm font-semibold tracking-widest text-accent-500 uppercase">
            <Link to="/blog" className="hover:underline">
              {blogContent.index.title}
            </Link>
          </p>
          {author.profileImage && <img src={author.profileImage} alt="" width={96} height={96} className="size-24 rounded-full object-cover" />}
          <h1 className="text-3xl font-bold sm:text-4xl">{copy.heading(author.name)}</h1>
          {author.bio && <p className="max-w-2xl text-lg text-slate-200">{author.bio}</p>}
        </div>
      }
    />
  );
}
