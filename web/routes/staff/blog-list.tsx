import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { Blog } from '../../../contract/blogs';
import { DeleteDialog } from '../../components/blog/delete-dialog';
import { StaffPostCard } from '../../components/blog/staff-post-card';
import { useSessionExpired } from '../../components/staff/use-session-expired';
import { useApi } from '../../lib/use-api';
import type { Route } from './+types/blog-list';

export const meta: Route.MetaFunction = () => [{ title: 'Blog Posts | Staff' }, { name: 'robots', content: 'noindex' }];

type State = { kind: 'loading' } | { kind: 'loaded'; posts: Blog[] } | { kind: 'error'; message: string };

export default function BlogList() {
  const api = useApi();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [pending, setPending] = useState<Blog | null>(null);
  const [deleting, setDeleting] = useState(false);
  const sessionExpired = useSessionExpired();

  useEffect(() => {
    let live = true;
    api.blogs.list().then(
      ({ posts }) => live && setState({ kind: 'loaded', posts }),
      (err) => {
        if (!live || sessionExpired(err)) return;
        setState({ kind: 'error', message: 'Failed to load blogs' });
      },
    );
    return () => {
      live = false;
    };
  }, [api, sessionExpired]);

  async function confirmDelete() {
    if (!pending) return;
    setDeleting(true);
    try {
      await api.blogs.remove(pending._id);
      const id = pending._id;
      setState((s) => (s.kind === 'loaded' ? { kind: 'loaded', posts: s.posts.filter((p) => p._id !== id) } : s));
      setPending(null);
    } catch (err) {
      setPending(null);
      if (sessionExpired(err)) return;
      setState({ kind: 'error', message: 'Failed to delete blog' });
    } finally {
      setDeleting(false);
    }
  }

  if (state.kind === 'loading')
    return (
      <div>
        <h1 className="mb-8 text-2xl font-bold text-slate-900">Blog Posts</h1>
        <p role="status">Loading...</p>
      </div>
    );
  // SPEC.md: the failure message replaces the page.
  if (state.kind === 'error')
    return (
      <div role="alert" className="rounded-md bg-red-50 p-6">
        <h1 className="text-xl font-semibold text-red-800">{state.message}</h1>
      </div>
    );

  return (
    <div>
      <div className="mb-8 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold text-slate-900">Blog Posts</h1>
        <Link to="/blogs/new" className="rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800">
          Add New Blog
        </Link>
      </div>
      {state.posts.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center text-slate-700">No posts yet.</p>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {state.posts.map((post) => (
            <li key={post._id}>
              <StaffPostCard post={post} onDelete={() => setPending(post)} />
            </li>
          ))}
        </ul>
      )}
      <DeleteDialog title={pending?.title ?? null} busy={deleting} onConfirm={confirmDelete} onCancel={() => setPending(null)} />
    </div>
  );
}
