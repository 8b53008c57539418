import type { ReactNode } from 'react';
import { data, type MetaDescriptor } from 'react-router';
import type { BlogSummary } from '@contract/blogs';
import { blogContent } from '~/content/blog';
import { ApiRequestError } from '~/lib/api/errors';
import type { MetaMatches } from '~/features/site-shell/shell-data';
import { seo, siteUrlFrom } from '~/lib/seo';
import { Pagination } from './pagination';
import { cardOf, PostCardGrid } from './post-card';

/** ?page=N, N a positive integer; anything else is no page of this list. */
export function pageParam(request: Request): number {
  const raw = new URL(request.url).searchParams.get('page');
  if (raw === null) return 1;
  if (!/^[1-9][0-9]{0,5}$/.test(raw)) throw notFound();
  return Number(raw);
}

export const notFound = () => data(null, { status: 404, statusText: 'Page not found' });

/** The API's 404 (no such tag, no published post by that author) as the page's 404. */
export function rethrowNotFound(err: unknown): never {
  if (err instanceof ApiRequestError && err.status === 404) throw notFound();
  throw err;
}

/** A page of cards, checked against its total: past the last page is a 404. */
export function cardsPage(posts: BlogSummary[], total: number, page: number) {
  const totalPages = Math.max(1, Math.ceil(total / blogContent.pageSize));
  if (page > totalPages) throw notFound();
  return {
    page,
    totalPages,
    posts: posts.map(cardOf),
  };
}

/** A list page's href for page N: the path, and ?page=N past the first. */
export const listPageHref = (path: string) => (page: number) => (page === 1 ? path : `${path}?page=${page}`);

/** Head of a tag or author page, from its meta function's `matches`: title, description, canonical, prev/next and the feed's link. */
export function listPageMeta(
  matches: MetaMatches,
  input: { title: string; description: string; path: string; page: number; totalPages: number },
): MetaDescriptor[] {
  const href = listPageHref(input.path);
  const siteUrl = siteUrlFrom(matches);
  return [
    ...seo(matches, {
      title: `${input.title}${input.page > 1 ? ` (page ${input.page})` : ''}`,
      description: input.description,
      path: href(input.page),
      crumbs: [
        { name: 'Blog', path: '/blog' },
        { name: input.title, path: input.path },
      ],
    }),
    ...(input.page > 1 ? [{ tagName: 'link', rel: 'prev', href: siteUrl + href(input.page - 1) }] : []),
    ...(input.page < input.totalPages ? [{ tagName: 'link', rel: 'next', href: siteUrl + href(input.page + 1) }] : []),
    { tagName: 'link', rel: 'alternate', type: 'application/rss+xml', title: input.title, href: `${siteUrl}${input.path}/rss.xml` },
  ];
}

type Card = ReturnType<typeof cardsPage>['posts'][number];

/** The body of a tag or author page: its header, the cards, the page links and the feed. */
export function BrowsePage({
  header,
  path,
  posts,
  page,
  totalPages,
}: {
  header: ReactNode;
  path: string;
  posts: Card[];
  page: number;
  totalPages: number;
}) {
  return (
    <div className="bg-slate-50">
      <header className="bg-navy-900 px-4 py-14 text-center text-white">{header}</header>
      <section aria-label="Articles" className="mx-auto max-w-6xl px-4 py-12">
        <PostCardGrid posts={posts} />
        <Pagination page={page} totalPages={totalPages} hrefFor={listPageHref(path)} />
        <p className="mt-10 text-center">
          <a href={`${path}/rss.xml`} className="font-medium text-brand-700 underline hover:text-brand-800">
            {blogContent.feedLink}
          </a>
        </p>
      </section>
    </div>
  );
}
