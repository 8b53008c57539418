import type { SiteSearchHit } from '@contract/search';
import { searchContent } from '~/content/search';
import { FallbackLinks } from './search-results';
import { SiteSearchForm } from './site-search-form';

const copy = searchContent.notFound;

/** What a 404 page offers (decision 119): the pages its address's words match, a search box holding them, the main sections. */
export function NotFoundHelp({ words, suggestions }: { words: string; suggestions: readonly SiteSearchHit[] }) {
  return (
    <>
      {suggestions.length > 0 ? (
        <nav aria-labelledby="not-found-suggestions" className="w-full text-left">
          <h2 id="not-found-suggestions" className="mb-4 text-center font-semibold text-slate-900">
            {copy.suggestions}
          </h2>
          <ul className="rounded-xl border border-slate-200 bg-white p-2" data-testid="not-found-suggestions">
            {suggestions.map((hit) => (
              <li key={`${hit.kind} ${hit.url} ${hit.title}`}>
                <a
                  href={hit.url}
                  className="flex items-center justify-between gap-3 rounded-md px-3 py-2 font-medium text-brand-700 hover:bg-brand-50"
                >
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
    </>
  );
}
