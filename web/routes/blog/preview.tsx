import { data, Link } from 'react-router';
import { pageTitle } from '~/features/site-shell/shell-data';
import { formatPostDate } from '~/features/blog/format';
import { ArticleView } from '~/features/blog/article-view';
import { ApiRequestError } from '~/lib/api/errors';
import { serverApi } from '~/lib/api/server-api.server';
import type { Route } from './+types/preview';

const GONE = 'This preview link has expired or was revoked';

/** A preview link (decision 050): the unpublished text, for whoever holds the link. */
export async function loader({ params, context }: Route.LoaderArgs) {
  try {
    return { post: await serverApi(context).blogs.previewByToken(params.token) };
  } catch (err) {
    if (err instanceof ApiRequestError && (err.status === 404 || err.status === 400)) return data({ post: null }, { status: 404 });
    throw err;
  }
}

/** Someone's unpublished text: no page cache keeps it (page-cache.ts refuses no-store/private), no engine lists it. */
export function headers() {
  return { 'Cache-Control': 'no-store, private', 'X-Robots-Tag': 'noindex, nofollow', 'Referrer-Policy': 'no-referrer' };
}

export const meta: Route.MetaFunction = ({ data: loaded, matches }) => [
  { title: pageTitle(loaded?.post ? `Preview: ${loaded.post.title}` : GONE, matches) },
  { name: 'robots', content: 'noindex' },
];

export default function PostPreview({ loaderData }: Route.ComponentProps) {
  const { post } = loaderData;
  if (!post) {
    return (
      <div className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-6 p-8 text-center">
        <h1 className="text-3xl font-bold text-slate-900">{GONE}</h1>
        <p className="text-slate-700">Ask the writer for a new link.</p>
        <Link to="/blog" className="rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800">
          See all articles
        </Link>
      </div>
    );
  }
  return (
    <div className="bg-white">
      <p role="note" className="border-b border-amber-300 bg-amber-100 px-4 py-3 text-center text-sm font-medium text-amber-950">
        Preview — not published. This link works until {formatPostDate(post.previewExpiresAt)}.
      </p>
      <ArticleView post={post} date={post.publishedAt} />
    </div>
  );
}
