import type { SiteSearchHit } from '@contract/search';
import { searchContent as copy } from '~/content/search';
import { Snippet } from '~/features/blog/snippet';

/** A page of results: each names its kind, links its title and shows the words around the match. */
export function SearchResults({ results }: { results: readonly SiteSearchHit[] }) {
  return (
    <ol className="space-y-4">
      {results.map((hit) => (
        <li
          key={`${hit.kind} ${hit.url} ${hit.title}`}
          className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
          data-testid="search-result"
        >
          <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{copy.kinds[hit.kind]}</p>
          <h3 className="mt-1 text-lg font-semibold text-navy-900">
            <a href={hit.url} className="hover:text-brand-800 hover:underline">
              {hit.title}
            </a>
          </h3>
          {hit.snippet.length > 0 ? (
            <div className="mt-2">
              <Snippet segments={hit.snippet} />
            </div>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

/** Where to go when a search finds nothing (and from the 404 page). */
export function FallbackLinks() {
  return (
    <ul className="flex flex-wrap justify-center gap-3">
      {copy.fallbackLinks.map((link) => (
        <li key={link.to}>
          <a
            href={link.to}
            className="inline-block rounded-md border border-slate-300 bg-white px-4 py-2 font-medium text-brand-700 hover:bg-brand-50"
          >
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
