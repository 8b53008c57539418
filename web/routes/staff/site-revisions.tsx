import { Link, useSearchParams } from 'react-router';
import { useLocalTime } from '~/lib/use-local-time';
import { CONTENT_COLLECTIONS } from '@contract/content/index';
import { Pager } from '~/components/ui/pager';
import { collectionParam, editorItem } from '~/features/site-editor/load-editor.server';
import { REVISION_LABELS, RevisionView } from '~/features/site-editor/revision-view';
import { itemPath } from '~/features/site-editor/use-item-save';
import { staffRead } from '~/features/staff/staff-api.server';
import { requirePermission } from '~/features/staff/staff-guard.server';
import type { StaffHandle } from '~/features/staff/staff-error-boundary';
import type { Route } from './+types/site-revisions';

export const meta: Route.MetaFunction = () => [{ title: 'Revisions | Staff' }, { name: 'robots', content: 'noindex' }];

export const handle = { staff: { title: 'Revisions', failure: 'Item not found' } } satisfies StaffHandle;
export { StaffErrorBoundary as ErrorBoundary } from '~/features/staff/staff-error-boundary';

const PAGE_SIZE = 20;

/** An item's revisions (newest first) and one of them in the item's form, read-only, with Restore. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  requirePermission(context, 'content.manage');
  const collection = collectionParam(params.collection);
  const query = new URL(request.url).searchParams;
  const page = Math.max(1, Number.parseInt(query.get('page') ?? '1', 10) || 1);
  const item = await editorItem(request, context, collection, params.id);
  if (!item) throw new Response('Item not found', { status: 404 });
  const revisions = await staffRead(
    request,
    context,
    (api) => api.content.revisions(collection, item._id, { page, pageSize: PAGE_SIZE }),
    'Could not load the revisions',
  );
  const selectedId = query.get('rev') ?? revisions.items[0]?._id;
  const selected = selectedId
    ? await staffRead(request, context, (api) => api.content.revision(collection, item._id, selectedId), 'Revision not found')
    : null;
  return { collection, item, revisions: revisions.items, total: revisions.total, page, selected };
}

export default function SiteRevisions({ loaderData: { collection, item, revisions, total, page, selected } }: Route.ComponentProps) {
  const { dateTime: localDateTime } = useLocalTime();
  const [params] = useSearchParams();
  const back = itemPath(collection, item._id);
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link to="/admin/site" className="text-brand-700 underline">
          Site
        </Link>
        {' / '}
        <Link to={back} className="text-brand-700 underline">
          {item.name}
        </Link>
      </nav>
      <h1 className="text-2xl font-bold text-slate-900">
        Revisions: {item.name} <span className="text-base font-normal text-slate-700">({CONTENT_COLLECTIONS[collection].label})</span>
      </h1>
      <ol className="divide-y divide-slate-200 rounded-md border border-slate-200 bg-white text-sm">
        {revisions.map((r) => (
          <li key={r._id} className="px-4 py-2">
            <Link
              to={`?${new URLSearchParams({ ...Object.fromEntries(params), rev: r._id }).toString()}`}
              aria-current={selected?._id === r._id ? 'true' : undefined}
              className={`underline ${selected?._id === r._id ? 'font-semibold text-slate-900' : 'text-brand-700'}`}
              suppressHydrationWarning
            >
              {REVISION_LABELS[r.kind]} by {r.actorName}, {localDateTime(r.createdAt)}
            </Link>
          </li>
        ))}
      </ol>
      <Pager page={page} pageSize={PAGE_SIZE} total={total} params={params} label="Revisions" />
      {selected ? <RevisionView key={selected._id} collection={collection} item={item} revision={selected} /> : <p>No revisions yet.</p>}
    </div>
  );
}
