import { useState } from 'react';
import { Link, useFetcher } from 'react-router';
import type { Blog } from '@contract/blogs';
import { StaffPostCard } from '~/features/blog-editor/staff-post-card';
import { staffRead } from '~/features/staff/staff-api.server';
import { useFetcherDone } from '~/features/staff/use-fetcher-done';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import type { Route } from './+types/blog-list';
import { readForm } from '~/lib/read-form.server';
import type { StaffHandle } from '~/features/staff/staff-error-boundary';

export const meta: Route.MetaFunction = () => [{ title: 'Blog Posts | Staff' }, { name: 'robots', content: 'noindex' }];

export const handle = { staff: { title: 'Blog Posts', failure: 'Failed to load blogs' } } satisfies StaffHandle;
export { StaffErrorBoundary as ErrorBoundary } from '~/features/staff/staff-error-boundary';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { posts } = await staffRead(request, context, (api) => api.blogs.list(), 'Failed to load blogs');
  return { posts };
}

/** Deletes one post; SPEC.md: a failure replaces the page. The list reloads by itself afterwards. */
export async function action({ request, context }: Route.ActionArgs) {
  const id = String((await readForm(request)).get('id') ?? '');
  // SPEC.md: a failed delete replaces the page, with the API's status (a 4xx stays a 4xx).
  await staffRead(request, context, (api) => api.blogs.remove(id), 'Failed to delete blog');
  return { ok: true };
}

export default function BlogList({ loaderData }: Route.ComponentProps) {
  const [pending, setPending] = useState<Blog | null>(null);
  const remove = useFetcher<typeof action>();
  useFetcherDone(remove, () => setPending(null));

  return (
    <div>
      <div className="mb-8 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold text-slate-900">Blog Posts</h1>
        <Link to="/blogs/new" className="rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800">
          Add New Blog
        </Link>
      </div>
      {loaderData.posts.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center text-slate-700">No posts yet.</p>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {loaderData.posts.map((post) => (
            <li key={post._id}>
              <StaffPostCard post={post} onDelete={() => setPending(post)} />
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={pending !== null}
        title="Delete this post?"
        busy={remove.state !== 'idle'}
        onConfirm={() => pending && void remove.submit({ id: pending._id }, { method: 'post' })}
        onCancel={() => setPending(null)}
      >
        <p>Are you sure you want to delete “{pending?.title}”? This cannot be undone.</p>
      </ConfirmDialog>
    </div>
  );
}
