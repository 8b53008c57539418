import { searchContent } from '~/content/search';
import { SearchBox } from './search-box';

/** A search box of the whole site, to /search. `label` names it where a page says more (the 404 page). */
export function SiteSearchForm({ id, q = '', label = searchContent.label }: { id: string; q?: string; label?: string }) {
  return <SearchBox action="/search" id={id} q={q} copy={{ ...searchContent, label }} tone="brand" className="flex w-full gap-2" />;
}
