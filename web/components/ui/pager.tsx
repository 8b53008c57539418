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
  clears = [],
  capped = false,
}: {
  page: number;
  pageSize: number;
  total: number;
  params: URLSearchParams;
  label: string;
  /** Other URL parameters a change of page clears (the dashboard: the open lead). */
  clears?: readonly string[];
  /** The total is a floor (a lead search counts up to a cap): "5,000+", and Next past its last page. */
  capped?: boolean;
}) {
  const cleared = Object.fromEntries(clears.map((key) => [key, null]));
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1 && !capped) return null;
  const atLeast = (n: number) => (capped ? `${n.toLocaleString('en-US')}+` : n);
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3 text-sm text-slate-700">
      <span>
        Page {capped ? page : Math.min(page, pages)} of {atLeast(pages)} ({atLeast(total)} in all)
      </span>
      <span className="flex gap-2">
        {page > 1 ? (
          <Link to={withParams(params, { ...cleared, page: page - 1 })} className={buttonClasses('secondary', 'sm')} rel="prev">
            Previous
          </Link>
        ) : null}
        {page < pages || capped ? (
          <Link to={withParams(params, { ...cleared, page: page + 1 })} className={buttonClasses('secondary', 'sm')} rel="next">
            Next
          </Link>
        ) : null}
      </span>
    </nav>
  );
}
