import { BlogForm } from '~/features/blog-editor/blog-form';
import { saveBlog } from '~/features/blog-editor/save-blog.server';
import { staffApi } from '~/features/staff/staff-api.server';
import { requirePermission } from '~/features/staff/staff-guard.server';
import type { Route } from './+types/blog-new';
import type { StaffHandle } from '~/features/staff/staff-error-boundary';

export const meta: Route.MetaFunction = () => [{ title: 'Create New Blog Post | Staff' }, { name: 'robots', content: 'noindex' }];

export const handle = { staff: { title: 'Create New Blog Post', failure: 'Failed to save blog' } } satisfies StaffHandle;
export { StaffErrorBoundary as ErrorBoundary } from '~/features/staff/staff-error-boundary';

export async function loader({ request, context }: Route.LoaderArgs) {
  // The post screens are for those who write (decision 055): sales sees the refusal, not an editor whose saves would fail.
  requirePermission(context, 'posts.write');
  // The author list is a convenience: without it the post is the writer's own.
  const authors = await staffApi(request, context, (api) => api.blogs.authors()).catch((err: unknown) => {
    if (err instanceof Response) throw err;
    return [];
  });
  return { authors };
}

export function action({ request, context }: Route.ActionArgs) {
  return saveBlog(request, context);
}

export default function BlogNew({ loaderData: { authors } }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-4xl">
      <h1 className="mb-6 text-2xl font-bold text-slate-900">Create New Blog Post</h1>
      <BlogForm authors={authors} />
    </div>
  );
}
