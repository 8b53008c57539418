import { BlogForm } from '~/features/blog-editor/blog-form';
import { saveBlog } from '~/features/blog-editor/save-blog.server';
import { parseTags } from '~/features/blog/tags';
import { NewsletterPanel } from '~/features/newsletter/newsletter-panel';
import { staffApi, staffRead } from '~/features/staff/staff-api.server';
import type { Route } from './+types/blog-edit';
import type { StaffHandle } from '~/features/staff/staff-error-boundary';

export const meta: Route.MetaFunction = () => [{ title: 'Edit Blog Post | Staff' }, { name: 'robots', content: 'noindex' }];

export const handle = { staff: { title: 'Edit Blog Post', failure: 'Blog not found' } } satisfies StaffHandle;
export { StaffErrorBoundary as ErrorBoundary } from '~/features/staff/staff-error-boundary';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const [post, newsletter] = await Promise.all([
    staffRead(request, context, (api) => api.blogs.get(params.id), 'Blog not found'),
    // The newsletter panel is secondary: its failure leaves the form usable.
    staffApi(request, context, (api) => api.newsletter.sends(params.id)).catch((err: unknown) => {
      if (err instanceof Response) throw err;
      return null;
    }),
  ]);
  return { post, newsletter };
}

export function action({ request, context, params }: Route.ActionArgs) {
  return saveBlog(request, context, params.id);
}

export default function BlogEdit({ loaderData: { post, newsletter } }: Route.ComponentProps) {
  return (
    <EditPage>
      <BlogForm
        key={post._id}
        existing={{ id: post._id, slug: post.slug }}
        initial={{ title: post.title, content: post.content, tags: parseTags(post.tags).join(', '), featuredImage: post.featuredImage }}
      />
      {post.isPublished ? <NewsletterPanel postId={post._id} title={post.title} newsletter={newsletter} /> : null}
    </EditPage>
  );
}

function EditPage({ children }: { children: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-4xl">
      <h1 className="mb-6 text-2xl font-bold text-slate-900">Edit Blog Post</h1>
      {children}
    </div>
  );
}
