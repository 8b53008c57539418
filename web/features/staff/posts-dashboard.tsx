import { Link } from 'react-router';
import type { BlogSummary } from '@contract/blogs';
import type { Role } from '@contract/roles';
import type { Stats } from '@contract/stats';
import { POST_STATUS_LABELS } from '~/features/blog-editor/post-state-chip';
import { buttonClasses } from '~/components/ui/button';

/** SPEC's "Admin Dashboard" is the admins'; every other role lands on its own "Dashboard" (issue 48). */
export const dashboardTitle = (role: Role): string => (role === 'admin' ? 'Admin Dashboard' : 'Dashboard');

type PostLine = Pick<BlogSummary, '_id' | 'title' | 'status' | 'updatedAt'>;

function PostLines({ posts, empty }: { posts: PostLine[]; empty: string }) {
  if (!posts.length) return <p className="text-sm text-slate-700">{empty}</p>;
  return (
    <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
      {posts.map((p) => (
        <li key={p._id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
          <Link to={`/blogs/edit/${encodeURIComponent(p._id)}`} className="font-medium text-brand-800 underline-offset-2 hover:underline">
            {p.title}
          </Link>
          <span className="text-sm text-slate-700">{POST_STATUS_LABELS[p.status]}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The dashboard of roles without leads (editor, author, contributor; decision 055): their own
 * posts, and for editors the posts waiting for review.
 */
export function PostsDashboard({ title, stats, mine, review }: { title: string; stats: Stats; mine: PostLine[]; review: PostLine[] | null }) {
  return (
    <div className="space-y-6 lg:space-y-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
        <Link to="/blogs/new" className={`${buttonClasses('primary', 'sm')} min-h-11 lg:min-h-0`}>
          Add New Blog
        </Link>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {[['Blog posts', stats.blogs], ['Subscriptions', stats.subscriptions], ...(review ? ([['Waiting for review', review.length]] as const) : [])]
          .filter(([, value]) => value !== null)
          .map(([label, value]) => (
            <div key={label} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
              <dt className="text-sm font-medium text-slate-700">{label}</dt>
              <dd className="mt-1 text-3xl font-bold text-navy-900" data-stat={label}>
                {value}
              </dd>
            </div>
          ))}
      </dl>
      {review ? (
        <section aria-labelledby="review-heading" className="space-y-3">
          <h2 id="review-heading" className="text-xl font-semibold text-slate-900">
            Waiting for review ({review.length})
          </h2>
          <PostLines posts={review} empty="Nothing is waiting for review." />
        </section>
      ) : null}
      <section aria-labelledby="mine-heading" className="space-y-3">
        <h2 id="mine-heading" className="text-xl font-semibold text-slate-900">
          Your posts
        </h2>
        <PostLines posts={mine} empty="You have not written a post yet." />
      </section>
    </div>
  );
}
