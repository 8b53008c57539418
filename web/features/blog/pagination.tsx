import { Link } from 'react-router';

const pageHref = (page: number) => (page === 1 ? '/blog' : `/blog?page=${page}`);
export { pageHref as blogPageHref };

/** Pages on either side of the current one that get a link of their own. */
const NEIGHBOURS = 2;

/**
 * The page numbers to link: the first, the last, and two on either side of the current page; 'gap'
 * stands for the pages between (a gap of one page shows that page instead). The list stays the same
 * size however many pages there are.
 */
export function pageWindow(page: number, totalPages: number): (number | 'gap')[] {
  const shown = new Set([1, totalPages]);
  for (let n = page - NEIGHBOURS; n <= page + NEIGHBOURS; n++) if (n >= 1 && n <= totalPages) shown.add(n);
  const sorted = [...shown].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  for (const n of sorted) {
    const previous = out.at(-1);
    if (typeof previous === 'number' && n - previous === 2) out.push(previous + 1);
    else if (typeof previous === 'number' && n - previous > 2) out.push('gap');
    out.push(n);
  }
  return out;
}

/** Page links for /blog (or a search, a tag, an author: `hrefFor`): Previous / a window of numbers / Next, the current one marked. */
export function Pagination({
  page,
  totalPages,
  hrefFor = pageHref,
  label = 'Blog pages',
}: {
  page: number;
  totalPages: number;
  hrefFor?: (page: number) => string;
  label?: string;
}) {
  if (totalPages <= 1) return null;
  const base = 'inline-flex min-w-10 items-center justify-center rounded-md border px-3 py-2 text-sm font-medium';
  const idle = `${base} border-slate-300 bg-white text-slate-800 hover:bg-brand-50`;
  return (
    <nav aria-label={label} className="mt-12 flex justify-center">
      <ul className="flex flex-wrap items-center gap-2">
        {page > 1 && (
          <li>
            <Link to={hrefFor(page - 1)} rel="prev" className={idle}>
              ← Previous
            </Link>
          </li>
        )}
        {pageWindow(page, totalPages).map((n, i) =>
          n === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-slate-600">
              …
            </li>
          ) : (
            <li key={n}>
              {n === page ? (
                <Link to={hrefFor(n)} aria-current="page" className={`${base} border-brand-700 bg-brand-700 text-white`}>
                  <span className="sr-only">Page </span>
                  {n}
                </Link>
              ) : (
                <Link to={hrefFor(n)} className={idle}>
                  <span className="sr-only">Page </span>
                  {n}
                </Link>
              )}
            </li>
          ),
        )}
        {page < totalPages && (
          <li>
            <Link to={hrefFor(page + 1)} rel="next" className={idle}>
              Next →
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
