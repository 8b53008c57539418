import { Link } from 'react-router';
import { withParams } from '~/lib/list-state';

const VIEWS = [
  ['list', 'List', '/dashboard'],
  ['board', 'Board', '/dashboard/board'],
] as const;

/** "List | Board": the same leads (the query's filters kept, the open lead and the page left behind) as a table or as columns. */
export function ListBoardSwitch({ current, params }: { current: 'list' | 'board'; params: URLSearchParams }) {
  const query = withParams(params, { lead: null, ...(current === 'list' ? { status: null } : {}) });
  const kept = query === '?' ? '' : query;
  return (
    <nav aria-label="Lead views">
      <ul className="flex overflow-hidden rounded-md border border-slate-300">
        {VIEWS.map(([view, label, path]) => (
          <li key={view}>
            <Link
              to={`${path}${kept}`}
              aria-current={view === current ? 'page' : undefined}
              className="inline-flex min-h-11 items-center px-3 text-sm font-medium text-slate-800 hover:bg-slate-50 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white lg:min-h-9"
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
