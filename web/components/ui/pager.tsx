import { Link } from 'react-router';
import { buttonClasses } from '~/components/ui/button';
import { withParams } from '~/lib/list-state';

/** Previous / next page links and where we are; the server pages, the URL remembers. */
export function Pager({
  page,
  pageSize,
  total,
  params,
  label,
}: {
  page: number;
  pageSize: number;
  total: number;
  params: URLSearchParams;
  label: string;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3 text-sm text-slate-700">
      <span>
        Page {Math.min(page, pages)} of {pages} ({total} in all)
      </span>
      <span className="flex gap-2">
        {page > 1 ? (
          <Link to={withParams(params, { page: page - 1, lead: null })} className={buttonClasses('secondary', 'sm')} rel="prev">
            Previous
          </Link>
        ) : null}
        {page < pages ? (
          <Link to={withParams(params, { page: page + 1, lead: null })} className={buttonClasses('secondary', 'sm')} rel="next">
            Next
          </Link>
        ) : null}
      </span>
    </nav>
  );
}
