import { Link } from 'react-router';
import { COLLECTION_NAMES, CONTENT_COLLECTIONS, isSingleton } from '@contract/content/index';
import { DataTable, Td } from '~/components/ui/data-table';
import { staffItems } from '~/features/site-editor/load-editor.server';
import { requirePermission } from '~/features/staff/staff-guard.server';
import type { StaffHandle } from '~/features/staff/staff-error-boundary';
import type { Route } from './+types/site';

export const meta: Route.MetaFunction = () => [{ title: 'Site content | Staff' }, { name: 'robots', content: 'noindex' }];

export const handle = { staff: { title: 'Site content', failure: 'Failed to load the site’s content.' } } satisfies StaffHandle;
export { StaffErrorBoundary as ErrorBoundary } from '~/features/staff/staff-error-boundary';

export async function loader({ request, context }: Route.LoaderArgs) {
  requirePermission(context, 'content.manage');
  const lists = await Promise.all(COLLECTION_NAMES.map((c) => staffItems(request, context, c)));
  return {
    collections: COLLECTION_NAMES.map((name, i) => {
      const items = lists[i] ?? [];
      return {
        name,
        label: CONTENT_COLLECTIONS[name].label,
        href: `/admin/site/${name}${isSingleton(name) ? '/edit' : ''}`,
        published: items.filter((item) => item.status === 'published').length,
        drafts: items.filter((item) => item.status === 'draft').length,
        pending: items.filter((item) => item.pending).length,
        sample: items.filter((item) => item.sample).length,
      };
    }),
  };
}

/** Every part of the site's content with what is live, in draft, waiting to be published, and still sample. */
export default function Site({ loaderData: { collections } }: Route.ComponentProps) {
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold text-slate-900">Site content</h1>
      <p className="max-w-3xl text-slate-700">
        Every word, figure and picture of the public site. Saving keeps a published item’s change for you to preview; visitors see it once you publish
        it.
      </p>
      <DataTable caption="Site content" columns={['Part of the site', 'Published', 'Drafts', 'Changes to publish', 'Sample']}>
        {collections.map((c) => (
          <tr key={c.name}>
            <Td>
              <Link to={c.href} className="font-medium text-brand-700 underline">
                {c.label}
              </Link>
            </Td>
            <Td>{c.published}</Td>
            <Td>{c.drafts}</Td>
            <Td>{c.pending}</Td>
            <Td>{c.sample ? `${c.sample} sample` : 'none'}</Td>
          </tr>
        ))}
      </DataTable>
    </div>
  );
}
