import { data } from 'react-router';
import { SEARCH_PAGE_SIZE } from '@contract/search';
import { Pagination } from '~/features/blog/pagination';
import { FallbackLinks, SearchResults } from '~/features/search/search-results';
import { SiteSearchForm } from '~/features/search/site-search-form';
import { PageHero } from '~/features/site-shell/page-hero';
import { searchContent as copy } from '~/content/search';
import { serverApi } from '~/lib/api/server-api.server';
import { seo } from '~/lib/seo';
import type { Route } from './+types/search';

/** The words of ?q=, trimmed and cut to what the API accepts; null when there is no search. */
function parseQuery(url: URL): string | null {
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 200);
  return q || null;
}

/** ?page=N, N a positive integer up to the API's last; anything else is no page of the results. */
function parsePage(url: URL): number | null {
  const raw = url.searchParams.get('page');
  if (raw === null) return 1;
  return /^[1-9][0-9]{0,2}$/.test(raw) && Number(raw) <= 1000 ? Number(raw) : null;
}

const resultsHref = (q: string) => (page: number) => `/search?${new URLSearchParams(page === 1 ? { q } : { q, page: String(page) }).toString()}`;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = parsePage(url);
  if (page === null) throw data(null, { status: 404, statusText: 'Page not found' });
  const q = parseQuery(url);
  if (!q) return { q: null, page: 1, total: 0, totalPages: 1, results: [] };
  // Anonymous on purpose: visitors search what is published, the same for everyone.
  const { results, total } = await serverApi(context).search.site({ q, page });
  const totalPages = Math.max(1, Math.ceil(total / SEARCH_PAGE_SIZE));
  if (page > totalPages) throw data(null, { status: 404, statusText: 'Page not found' });
  return { q, page, total, totalPages, results };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const q = loaderData?.q;
  const page = loaderData?.page ?? 1;
  // Followed, never indexed: endless combinations of words (as the blog's search, decision 053).
  return seo(matches, {
    title: q ? `${copy.results(loaderData.total, q)}${page > 1 ? ` (page ${page})` : ''}` : copy.title,
    description: q ? copy.description(q) : copy.metaDescription,
    path: '/search',
    noindex: true,
  });
};

/** /search?q=: the whole site's search, rendered on the server (it works without JavaScript). */
export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { q, page, total, totalPages, results } = loaderData;
  return (
    <div className="bg-slate-50">
      <PageHero eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro}>
        <div className="mt-8 max-w-2xl">
          <SiteSearchForm id="site-search" q={q ?? ''} />
        </div>
      </PageHero>
      {q ? (
        <section aria-labelledby="search-results-heading" className="mx-auto max-w-3xl px-4 py-12">
          <h2 id="search-results-heading" className="mb-8 text-xl font-semibold text-slate-900">
            {total > 0 ? copy.results(total, q) : copy.none(q)}
          </h2>
          {results.length > 0 ? (
            <SearchResults results={results} />
          ) : (
            <div className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
              <p className="mb-4">{copy.noneHint}</p>
              <FallbackLinks />
            </div>
          )}
          <Pagination page={page} totalPages={totalPages} hrefFor={resultsHref(q)} label={copy.pagesLabel} />
        </section>
      ) : null}
    </div>
  );
}
