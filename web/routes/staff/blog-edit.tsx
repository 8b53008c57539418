import { BlogForm } from '~/features/blog-editor/blog-form';
import { saveBlog } from '~/features/blog-editor/save-blog.server';
import { OverdueBanner } from '~/features/blog-editor/overdue-banner';
import { NewsletterPanel } from '~/features/newsletter/newsletter-panel';
import { staffApi, staffRead } from '~/features/staff/staff-api.server';
import { staffUserContext } from '~/features/staff/staff-context';
import { can } from '@contract/roles';
import { requirePermission } from '~/features/staff/staff-guard.server';
import type { Route } from './+types/blog-edit';
import type { StaffHandle } from '~/features/staff/staff-error-boundary';

export const meta: Route.MetaFunction = () => [{ title: 'Edit Blog Post | Staff' }, { name: 'robots', content: 'noindex' }];

export const handle = { staff: { title: 'Edit Blog Post', failure: 'Blog not found' } } satisfies StaffHandle;
export { StaffErrorBoundary as ErrorBoundary } from '~/features/staff/staff-error-boundary';

/** Secondary reads: their failure leaves the form usable (a session that ended still goes to sign-in). */
const secondary = <T,>(read: Promise<T>, fallback: T) =>
  read.catch((err: unknown) => {
    if (err instanceof Response) throw err;
    return fallback;
  });

export async function loader({ request, context, params }: Route.LoaderArgs) {
  // The post screens are for those who write (decision 055): sales sees the refusal, not an editor whose saves would fail.
  requirePermission(context, 'posts.write');
  const mayMail = can(context.get(staffUserContext).role, 'newsletter.send');
  const [post, newsletter, authors, schedule] = await Promise.all([
    staffRead(request, context, (api) => api.blogs.get(params.id), 'Blog not found'),
    // Only those who may send see the panel (decision 055): asking for the others would only be refused.
    mayMail
      ? secondary(
          staffApi(request, context, (api) => api.newsletter.sends(params.id)),
          null,
        )
      : null,
    secondary(
      staffApi(request, context, (api) => api.blogs.authors()),
      [],
    ),
    secondary(
      staffApi(request, context, (api) => api.blogs.scheduleStatus()),
      null,
    ),
  ]);
  return { post, newsletter, authors, schedule, mayMail };
}

export function action({ request, context, params }: Route.ActionArgs) {
  return saveBlog(request, context, params.id);
}

export default function BlogEdit({ loaderData: { post, newsletter, authors, schedule, mayMail } }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-4xl">
      <h1 className="mb-6 text-2xl font-bold text-slate-900">Edit Blog Post</h1>
      {schedule ? <OverdueBanner status={schedule} only={post._id} /> : null}
      <BlogForm key={post._id} post={post} authors={authors} />
      {post.isPublished && mayMail ? <NewsletterPanel postId={post._id} title={post.title} newsletter={newsletter} /> : null}
    </div>
  );
}
