import { Link } from 'react-router';

const pageHref = (page: number) => (page === 1 ? '/blog' : `/blog?page=${page}`);
export { pageHref as blogPageHref };

/** Page links for /blog: Previous / numbers / Next, the current one marked. */
export function Pagination({ page, totalPages }: { page: number; totalPages: number }) {
  if (totalPages <= 1) return null;
  const pages = Array.from({ length: totalPages }, (_, i) => i + 1);
  const base = 'inline-flex min-w-10 items-center justify-center rounded-md border px-3 py-2 text-sm font-medium';
  const idle = `${base} border-slate-300 bg-white text-slate-800 hover:bg-brand-50`;
  return (
    <nav aria-label="Blog pages" className="mt-12 flex justify-center">
      <ul className="flex flex-wrap items-center gap-2">
        {page > 1 && (
          <li>
            <Link to={pageHref(page - 1)} rel="prev" className={idle}>
              ← Previous
            </Link>
          </li>
        )}
        {pages.map((n) => (
          <li key={n}>
            {n === page ? (
              <Link to={pageHref(n)} aria-current="page" className={`${base} border-brand-700 bg-brand-700 text-white`}>
                <span className="sr-only">Page </span>
                {n}
              </Link>
            ) : (
              <Link to={pageHref(n)} className={idle}>
                <span className="sr-only">Page </span>
                {n}
              </Link>
            )}
          </li>
        ))}
        {page < totalPages && (
          <li>
            <Link to={pageHref(page + 1)} rel="next" className={idle}>
              Next →
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
