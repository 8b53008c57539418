import { Search } from 'lucide-react';
import { searchContent as copy } from '~/content/search';

/** Max length of the words, as the API accepts them. */
const SEARCH_MAX = 200;

/**
 * A search box of the whole site: a plain GET form to /search, so it works without JavaScript and
 * every result page has an address. `id` names its field (a page may hold more than one box).
 */
export function SiteSearchForm({ id, q = '', label = copy.label }: { id: string; q?: string; label?: string }) {
  return (
    <form method="get" action="/search" role="search" className="flex w-full gap-2">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        defaultValue={q}
        maxLength={SEARCH_MAX}
        placeholder={copy.placeholder}
        className="min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-4 py-2 text-slate-900 placeholder:text-slate-500"
      />
      <button type="submit" className="inline-flex items-center gap-2 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
        <Search size={18} aria-hidden="true" />
        {copy.submit}
      </button>
    </form>
  );
}
