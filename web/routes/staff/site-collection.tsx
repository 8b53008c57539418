import { Link, redirect } from 'react-router';
import { CONTENT_COLLECTIONS, isSingleton } from '@contract/content/index';
import { buttonClasses } from '~/components/ui/button';
import { collectionParam, staffItems } from '~/features/site-editor/load-editor.server';
import { SortableList } from '~/features/site-editor/sortable-list';
import { requirePermission } from '~/features/staff/staff-guard.server';
import type { StaffHandle } from '~/features/staff/staff-error-boundary';
import type { Route } from './+types/site-collection';

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data ? CONTENT_COLLECTIONS[data.collection].label : 'Site content'} | Staff` },
  { name: 'robots', content: 'noindex' },
];

export const handle = { staff: { title: 'Site content', failure: 'Failed to load the items.' } } satisfies StaffHandle;
export { StaffErrorBoundary as ErrorBoundary } from '~/features/staff/staff-error-boundary';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requirePermission(context, 'content.manage');
  const collection = collectionParam(params.collection);
  // company and home are one item each: their list is their form.
  if (isSingleton(collection)) throw redirect(`/admin/site/${collection}/edit`);
  return { collection, items: await staffItems(request, context, collection) };
}

/** A collection's items in the site's order, each with its state, sample badge and last change; reordered by drag or keyboard. */
export default function SiteCollection({ loaderData: { collection, items } }: Route.ComponentProps) {
  const { label } = CONTENT_COLLECTIONS[collection];
  return (
    <div className="mx-auto max-w-5xl space-y-4">
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link to="/admin/site" className="text-brand-700 underline">
          Site
        </Link>
      </nav>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold text-slate-900">{label}</h1>
        <Link to={`/admin/site/${collection}/new`} className={buttonClasses()}>
          New item
        </Link>
      </div>
      <SortableList key={collection} collection={collection} initial={items} />
    </div>
  );
}
