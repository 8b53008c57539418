import { blogContent } from '~/content/blog';
import { SearchBox } from '~/features/search/search-box';

/** The blog's search box, to /blog: its results are the blog's own list. */
export function SearchForm({ q }: { q: string }) {
  return <SearchBox action="/blog" id="blog-search" q={q} copy={blogContent.search} tone="accent" className="mx-auto mt-8 flex max-w-xl gap-2" />;
}
