import { useState } from 'react';
import { Form, Link, useFetcher, useSearchParams } from 'react-router';
import { blogFilterShape, POST_SORT_FIELDS, type Blog } from '@contract/blogs';
import { POST_STATUSES, type PostStatus } from '@contract/post-fields';
import { listQuery } from '@contract/paging';
import { POST_STATUS_TABS } from '~/features/blog-editor/post-state-chip';
import { StaffPostCard } from '~/features/blog-editor/staff-post-card';
import { OverdueBanner } from '~/features/blog-editor/overdue-banner';
import { staffApi, staffRead } from '~/features/staff/staff-api.server';
import { useFetcherDone } from '~/features/staff/use-fetcher-done';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { inputClass } from '~/components/ui/field';
import { requirePermission } from '~/features/staff/staff-guard.server';
import type { Route } from './+types/blog-list';
import { Pager } from '~/components/ui/pager';
import { StatusTabs } from '~/components/ui/status-tabs';
import { readListState } from '~/lib/list-state';
import { readForm } from '~/lib/read-form.server';
import type { StaffHandle } from '~/features/staff/staff-error-boundary';

export const meta: Route.MetaFunction = () => [{ title: 'Blog Posts | Staff' }, { name: 'robots', content: 'noindex' }];

export const handle = { staff: { title: 'Blog Posts', failure: 'Failed to load blogs' } } satisfies StaffHandle;
export { StaffErrorBoundary as ErrorBoundary } from '~/features/staff/staff-error-boundary';

/** The staff list's state: every post (drafts too) a page at a time, newest first unless sorted (decision 031), by state and words. */
const staffPostListQuery = listQuery({ status: blogFilterShape.status, q: blogFilterShape.q }, POST_SORT_FIELDS, '-createdAt');

export async function loader({ request, context }: Route.LoaderArgs) {
  // The post screens are for those who write (decision 055): sales sees the refusal, not an editor whose saves would fail.
  requirePermission(context, 'posts.write');
  const state = readListState(new URL(request.url).searchParams, staffPostListQuery);
  const [{ items, total }, ...perStatus] = await staffRead(
    request,
    context,
    (api) => Promise.all([api.blogs.page(state), ...POST_STATUSES.map((status) => api.blogs.page({ status, q: state.q, pageSize: 1 }))]),
    'Failed to load blogs',
  );
  const counts = Object.fromEntries(POST_STATUSES.map((s, i) => [s, perStatus[i]?.total ?? 0])) as Record<PostStatus, number>;
  // Overdue scheduled posts (decision 047): an alarm when there are any; its own failure hides only the banner.
  const schedule = await staffApi(request, context, (api) => api.blogs.scheduleStatus()).catch((err: unknown) => {
    if (err instanceof Response) throw err;
    return null;
  });
  return { posts: items, total, state, counts, schedule };
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
  const [params] = useSearchParams();
  const { total, state, counts, schedule } = loaderData;

  return (
    <div>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold text-slate-900">Blog Posts</h1>
        <Link to="/blogs/new" className="rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800">
          Add New Blog
        </Link>
      </div>
      {schedule ? <OverdueBanner status={schedule} /> : null}
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <StatusTabs name="Post state" statuses={POST_STATUSES} labels={POST_STATUS_TABS} counts={counts} current={state.status} params={params} />
        <Form method="get" role="search" className="flex min-w-0 max-w-full items-end gap-2">
          {state.status ? <input type="hidden" name="status" value={state.status} /> : null}
          <label className="min-w-0 text-sm font-medium text-slate-800">
            Search posts
            <input type="search" name="q" defaultValue={state.q ?? ''} className={inputClass} />
          </label>
          <button
            type="submit"
            className="rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
          >
            Search
          </button>
        </Form>
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
      <Pager page={state.page} pageSize={state.pageSize} total={total} params={params} label="Blog post pages" />
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
