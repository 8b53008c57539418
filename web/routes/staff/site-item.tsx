import { Link } from 'react-router';
import { CONTENT_COLLECTIONS, isSingleton } from '@contract/content/index';
import { ItemEditor } from '~/features/site-editor/item-editor';
import { collectionParam, editorItem, refOptionsFor } from '~/features/site-editor/load-editor.server';
import { requirePermission } from '~/features/staff/staff-guard.server';
import type { StaffHandle } from '~/features/staff/staff-error-boundary';
import type { Route } from './+types/site-item';

export const meta: Route.MetaFunction = () => [{ title: 'Edit site content | Staff' }, { name: 'robots', content: 'noindex' }];

export const handle = { staff: { title: 'Site content', failure: 'Item not found' } } satisfies StaffHandle;
export { StaffErrorBoundary as ErrorBoundary } from '~/features/staff/staff-error-boundary';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requirePermission(context, 'content.manage');
  const collection = collectionParam(params.collection);
  const [item, refOptions] = await Promise.all([editorItem(request, context, collection, params.id), refOptionsFor(request, context, collection)]);
  return { collection, item, refOptions };
}

/** One item of the site's content in its generated form (admins and editors). */
export default function SiteItem({ loaderData: { collection, item, refOptions } }: Route.ComponentProps) {
  const { label } = CONTENT_COLLECTIONS[collection];
  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link to="/admin/site" className="text-brand-700 underline">
          Site
        </Link>
        {isSingleton(collection) ? null : (
          <>
            {' / '}
            <Link to={`/admin/site/${collection}`} className="text-brand-700 underline">
              {label}
            </Link>
          </>
        )}
      </nav>
      <h1 className="text-2xl font-bold text-slate-900">{isSingleton(collection) ? label : (item?.name ?? `New item: ${label}`)}</h1>
      <ItemEditor key={item?._id ?? 'new'} collection={collection} initial={item} refOptions={refOptions} />
    </div>
  );
}
