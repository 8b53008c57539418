import { useEffect, useState } from 'react';
import type { Blog } from '../../../contract/blogs';
import { BlogForm } from '../../components/blog/blog-form';
import { parseTags } from '../../components/blog/tags';
import { useSessionExpired } from '../../components/staff/use-session-expired';
import { useApi } from '../../lib/use-api';
import type { Route } from './+types/blog-edit';

export const meta: Route.MetaFunction = () => [{ title: 'Edit Blog Post | Staff' }, { name: 'robots', content: 'noindex' }];

type State = { kind: 'loading' } | { kind: 'loaded'; post: Blog } | { kind: 'error' };

export default function BlogEdit({ params }: Route.ComponentProps) {
  const api = useApi();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const sessionExpired = useSessionExpired();

  useEffect(() => {
    let live = true;
    setState({ kind: 'loading' });
    api.blogs.get(params.id).then(
      (post) => live && setState({ kind: 'loaded', post }),
      (err) => {
        if (!live || sessionExpired(err)) return;
        setState({ kind: 'error' });
      },
    );
    return () => {
      live = false;
    };
  }, [api, params.id, sessionExpired]);

  return (
    <div className="mx-auto max-w-4xl">
      <h1 className="mb-6 text-2xl font-bold text-slate-900">Edit Blog Post</h1>
      {state.kind === 'loading' && <p role="status">Loading...</p>}
      {state.kind === 'error' && (
        <p role="alert" className="rounded-md bg-red-50 p-4 font-medium text-red-800">
          Blog not found
        </p>
      )}
      {state.kind === 'loaded' && (
        <BlogForm
          key={state.post._id}
          existing={{ id: state.post._id, slug: state.post.slug }}
          initial={{
            title: state.post.title,
            content: state.post.content,
            tags: parseTags(state.post.tags).join(', '),
            featuredImage: state.post.featuredImage,
          }}
        />
      )}
    </div>
  );
}
