import { Search } from 'lucide-react';
import { searchContent as copy } from '~/content/search';

/** Max length of the words, as the API accepts them. */
const SEARCH_MAX = 200;

/**
 * A search box of the whole site: a plain GET form to /search, so it works without JavaScript and
 * every result page has an address. `id` names its field (a page may hold more than one box).
 */
export function SiteSearchForm({ id, q = '', label = copy.label, compact = false }: { id: string; q?: string; label?: string; compact?: boolean }) {
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
        className={`min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-3 text-slate-900 placeholder:text-slate-500 ${compact ? 'py-1.5 text-sm' : 'py-2'}`}
      />
      <button
        type="submit"
        className={`inline-flex shrink-0 items-center gap-2 rounded-md bg-brand-700 font-semibold text-white hover:bg-brand-800 ${compact ? 'px-3 py-1.5 text-sm' : 'px-4 py-2'}`}
      >
        <Search size={compact ? 16 : 18} aria-hidden="true" />
        {copy.submit}
      </button>
    </form>
  );
}
