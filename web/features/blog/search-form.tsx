import { Search } from 'lucide-react';
import { blogContent } from '~/content/blog';

/** Max length of the words, as the API accepts them. */
const SEARCH_MAX = 200;

/**
 * The blog's search box: a plain GET form to /blog, so it works before (and without) JavaScript
 * and every result page has an address of its own.
 */
export function SearchForm({ q }: { q: string }) {
  const copy = blogContent.search;
  return (
    <form method="get" action="/blog" role="search" className="mx-auto mt-8 flex max-w-xl gap-2">
      <label htmlFor="blog-search" className="sr-only">
        {copy.label}
      </label>
      <input
        id="blog-search"
        type="search"
        name="q"
        defaultValue={q}
        maxLength={SEARCH_MAX}
        placeholder={copy.placeholder}
        className="min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-4 py-2 text-slate-900 placeholder:text-slate-500"
      />
      <button
        type="submit"
        className="inline-flex items-center gap-2 rounded-md bg-accent-500 px-4 py-2 font-semibold text-navy-900 hover:bg-amber-400"
      >
        <Search size={18} aria-hidden="true" />
        {copy.submit}
      </button>
    </form>
  );
}
