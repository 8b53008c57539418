import { data, Link } from 'react-router';
import { missingPathWords, type SiteSearchHit } from '@contract/search';
import { searchContent } from '~/content/search';
import { FallbackLinks } from '~/features/search/search-results';
import { SiteSearchForm } from '~/features/search/site-search-form';
import { MissingPathLoggerIsland } from '~/features/site-shell/missing-path-logger';
import { serverApi } from '~/lib/api/server-api.server';
import { seo } from '~/lib/seo';
import type { Route } from './+types/not-found';

const copy = searchContent.notFound;
/** Pages the 404 page suggests at most. */
const SUGGESTIONS = 3;

// No server log line of its own: the request log has every 404, and the page server renders this
// page once per missing path's words for all paths that share them (server/web/page-server.ts,
// decisions 090 and 119), passing the words as ?words= (its own placeholder path has none).
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const path = url.pathname;
  const words = url.searchParams.has('words') ? (url.searchParams.get('words') ?? '') : missingPathWords(path);
  let suggestions: SiteSearchHit[] = [];
  if (words) {
    // Any of the words (a path rarely holds them all), best match first; a search that fails leaves the page without.
    suggestions = await serverApi(context)
      .search.site({ q: words.split(' ').join(' or '), limit: SUGGESTIONS })
      .then((r) => r.results)
      .catch(() => []);
  }
  return data({ path, words, suggestions }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  seo(matches, {
    title: 'Page not found',
    description: 'The page you are looking for does not exist or has moved.',
    path: location.pathname,
    image: '/images/social/og-default.png',
    noindex: true,
  });

export default function NotFound({ loaderData }: Route.ComponentProps) {
  const { path, words, suggestions } = loaderData;
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-5 px-4 py-20 text-center">
      <MissingPathLoggerIsland path={path} />
      <p className="text-7xl font-extrabold text-brand-700">404</p>
      <h1 className="text-3xl font-bold text-navy-900">Oops! Page not found</h1>
      <p className="text-slate-600">
        We could not find <code className="rounded bg-slate-100 px-1.5 py-0.5 text-sm break-all">{path}</code>. It may have moved, or the address may
        be mistyped.
      </p>
      {suggestions.length > 0 ? (
        <nav aria-labelledby="not-found-suggestions" className="w-full text-left">
          <h2 id="not-found-suggestions" className="mb-2 text-center font-semibold text-slate-900">
            {copy.suggestions}
          </h2>
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white" data-testid="not-found-suggestions">
            {suggestions.map((hit) => (
              <li key={`${hit.kind} ${hit.url} ${hit.title}`}>
                <a href={hit.url} className="flex items-baseline justify-between gap-3 px-4 py-3 font-medium text-brand-700 hover:bg-brand-50">
                  <span>{hit.title}</span>
                  <span className="shrink-0 text-xs font-semibold tracking-wide text-slate-600 uppercase">{searchContent.kinds[hit.kind]}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className="w-full">
        <SiteSearchForm id="not-found-search" q={words} label={copy.searchLabel} />
      </div>
      <FallbackLinks />
      <Link to="/" className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
        Return to Home
      </Link>
    </section>
  );
}
