import { data, isRouteErrorResponse, Link } from 'react-router';
import { pageTitle, titled, useShell } from '~/features/site-shell/shell-data';
import { Pagination, blogPageHref } from '~/features/blog/pagination';
import { cardOf, PostCardGrid } from '~/features/blog/post-card';
import { SearchForm } from '~/features/blog/search-form';
import { blogContent } from '~/content/blog';
import { serverApi } from '~/lib/api/server-api.server';
import { seo, siteUrlFrom } from '~/lib/seo';
import type { Route } from './+types/blog-index';

const { index: copy, search: searchCopy, pageSize } = blogContent;

/** The words of ?q=, trimmed and cut to what the API accepts; null when there is no search. */
function parseQuery(url: URL): string | null {
  const raw = url.searchParams.get('q');
  if (raw === null) return null;
  const q = raw.trim().slice(0, 200);
  return q || null;
}

/** /blog?q=…&page=N: the search's own pages. */
const searchHref = (q: string) => (page: number) => `/blog?${new URLSearchParams(page === 1 ? { q } : { q, page: String(page) }).toString()}`;

/** ?page=N, N a positive integer; anything else is no page of this list. */
function parsePage(url: URL): number | null {
  const raw = url.searchParams.get('page');
  if (raw === null) return 1;
  return /^[1-9][0-9]{0,5}$/.test(raw) ? Number(raw) : null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = parsePage(url);
  if (page === null) throw data(null, { status: 404, statusText: 'Page not found' });
  const q = parseQuery(url);
  // Anonymous on purpose: the public list shows published posts only, the same for everyone.
  const { posts, total } = await serverApi(context).blogs.summaries({ page, limit: pageSize, ...(q ? { q } : {}) });
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  // A search with no match is a page of its own ("No posts match"); past the last page is none.
  if (page > totalPages) throw data(null, { status: 404, statusText: 'Page not found' });
  return {
    page,
    totalPages,
    q,
    total,
    posts: posts.map((post) => ({ ...cardOf(post), snippet: post.snippet })),
  };
}

export const meta: Route.MetaFunction = ({ data: loaded, matches }) => {
  const siteUrl = siteUrlFrom(matches);
  const page = loaded?.page ?? 1;
  if (loaded?.q) {
    // Result pages are followed, never indexed: endless combinations of words (decision 053).
    return [
      { title: pageTitle(`${searchCopy.results(loaded.total, loaded.q)}${page > 1 ? ` (page ${page})` : ''}`, matches) },
      { name: 'description', content: searchCopy.description(loaded.q) },
      { name: 'robots', content: 'noindex, follow' },
    ];
  }
  const name = page > 1 ? `${copy.title} (page ${page})` : copy.title;
  return [
    ...seo(matches, {
      title: name,
      description: copy.description,
      path: blogPageHref(page),
      crumbs: [{ name, path: '/blog' }],
    }),
    ...(loaded && page > 1 ? [{ tagName: 'link', rel: 'prev', href: siteUrl + blogPageHref(page - 1) }] : []),
    ...(loaded && page < loaded.totalPages ? [{ tagName: 'link', rel: 'next', href: siteUrl + blogPageHref(page + 1) }] : []),
  ];
};

export default function BlogIndex({ loaderData }: Route.ComponentProps) {
  const { posts, page, totalPages, q, total } = loaderData;
  return (
    <div className="bg-slate-50">
      <header className="bg-navy-900 px-4 py-16 text-center text-white sm:py-20">
        <p className="text-sm font-semibold tracking-widest text-accent-500 uppercase">{copy.title}</p>
        <h1 className="mx-auto mt-3 max-w-3xl text-3xl font-bold sm:text-4xl">{copy.heading}</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-200">{copy.intro}</p>
        <SearchForm q={q ?? ''} />
      </header>
      <section aria-label={q ? searchCopy.label : 'Articles'} className="mx-auto max-w-6xl px-4 py-12">
        {q && posts.length > 0 && <h2 className="mb-8 text-xl font-semibold text-slate-900">{searchCopy.results(total, q)}</h2>}
        {q && posts.length === 0 ? (
          <div className="rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center text-slate-700">
            <h2 className="text-lg font-semibold text-slate-900">{searchCopy.none(q)}</h2>
            <Link to="/blog" className="mt-4 inline-block font-medium text-brand-700 underline hover:text-brand-800">
              {searchCopy.allPosts}
            </Link>
          </div>
        ) : posts.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center text-slate-700">{copy.empty}</p>
        ) : (
          <PostCardGrid posts={posts} />
        )}
        <Pagination page={page} totalPages={totalPages} {...(q ? { hrefFor: searchHref(q) } : {})} />
      </section>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const { company } = useShell();
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-4 p-8 text-center">
      <title>{titled(notFound ? 'Page not found' : 'Error', company?.name)}</title>
      <h1 className="text-2xl font-semibold">{notFound ? 'This page of the blog does not exist' : 'The blog could not be loaded'}</h1>
      <Link to="/blog" className="rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800">
        Go to the first page
      </Link>
    </div>
  );
}
